// nodemailer is loaded at the first e-mail, not at start (a tenth of a second of every start).
import type { Transporter } from "nodemailer";
import { getConfig } from "~/.server/config";

export type Attachment = { filename: string; content: string; contentType: string };

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  attachments?: Attachment[];
};

let transporter: Transporter | undefined;
let transporterUrl: string | undefined;

/** Whether SMTP_URL is set; without it nothing is sent and callers keep their data. */
export function mailConfigured(): boolean {
  return Boolean(getConfig().SMTP_URL);
}

async function getTransporter(): Promise<Transporter> {
  const { SMTP_URL } = getConfig();
  if (!SMTP_URL) throw new Error("SMTP_URL is not set");
  if (!transporter || transporterUrl !== SMTP_URL) {
    const { default: nodemailer } = await import("nodemailer");
    transporter = nodemailer.createTransport({
      url: SMTP_URL,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transporterUrl = SMTP_URL;
  }
  return transporter;
}

/** Sends one e-mail through SMTP_URL; throws when the server refuses or cannot be reached. */
export async function sendMail(mail: Mail): Promise<void> {
  await (await getTransporter()).sendMail({ from: getConfig().MAIL_FROM, ...mail });
}

/** Whether the SMTP server answers (connects and accepts our login), without sending anything. */
export async function mailReachable(): Promise<boolean> {
  try {
    await (await getTransporter()).verify();
    return true;
  } catch {
    return false;
  }
}
