// Reading the messages the test SMTP server received: a part by its type, or the text, decoded.

/**
 * The first MIME part of a raw message with the given content type, decoded (nodemailer sends
 * text/calendar attachments in base64 or quoted-printable).
 */
export function mimePart(raw: string, type: string): string | undefined {
  const at = raw.toLowerCase().indexOf(`content-type: ${type}`);
  if (at < 0) return undefined;
  const part = raw.slice(at);
  const bodyStart = part.indexOf("\r\n\r\n");
  const headers = part.slice(0, bodyStart).toLowerCase();
  const body = part.slice(bodyStart + 4, part.indexOf("\r\n--", bodyStart));
  if (headers.includes("base64")) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  if (headers.includes("quoted-printable")) {
    return Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16))),
      "latin1",
    ).toString("utf8");
  }
  return body;
}

/** The text of a one-part message (a waiting-list note has no calendar file), decoded. */
export function plainText(raw: string): string {
  const split = raw.indexOf("\r\n\r\n");
  const headers = raw.slice(0, split).toLowerCase();
  const body = raw.slice(split + 4);
  if (headers.includes("content-transfer-encoding: base64"))
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString();
  return mimePart(raw, "text/plain") ?? body;
}
