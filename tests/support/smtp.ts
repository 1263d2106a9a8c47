// A real SMTP server for tests (npm smtp-server), keeping every message it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type Received = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on `port` (0: any) that keeps what it receives, and hands each message to
 * `onMessage` as it arrives (the e2e server writes them to files for the browser stories).
 */
export async function startSmtp(port = 0, onMessage?: (message: Received) => void) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.setEncoding("utf8");
      stream.on("data", (chunk) => {
        raw += chunk;
      });
      stream.on("end", () => {
        const message = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        };
        received.push(message);
        onMessage?.(message);
        callback();
      });
    },
  });
  // The app under test is stopped while its mailer may still hold a connection: the reset that
  // follows is expected, and an 'error' event without a listener would crash the test process.
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "ECONNRESET") console.warn("test SMTP server:", error.message);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = (server.server.address() as AddressInfo).port;
  return {
    port: address,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
