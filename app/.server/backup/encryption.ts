// Encrypted backups (decision 024): a backup holds staff password hashes, the auth secret and
// visitors' ideas, and the docs say to copy it off the machine. With a recipient
// (an age public key, "age1…") the gzip stream is encrypted with age as it is written, so the file
// on the other machine is unreadable without the key file, which stays with the people who may
// restore. The format is age's own: `age -d -i KEY_FILE FILE | gunzip` reads it too.
import fs from "node:fs";
import { Readable } from "node:stream";

/** The first line of every age file. */
const AGE_MAGIC = "age-encryption.org/v1\n";

export class BackupKeyError extends Error {}

/** age-encryption, loaded by the first backup that needs it rather than at every start. */
const age = () => import("age-encryption");

/** An X25519 recipient as age writes it (Bech32, "age1" and 58 characters). */
export function isAgeRecipient(value: string): boolean {
  return /^age1[02-9ac-hj-np-z]{58}$/.test(value);
}

/** Whether the file begins as an age file does. */
export function isEncryptedFile(file: string): boolean {
  const fd = fs.openSync(file, "r");
  try {
    const head = Buffer.alloc(AGE_MAGIC.length);
    const read = fs.readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, read).toString("latin1") === AGE_MAGIC;
  } finally {
    fs.closeSync(fd);
  }
}

/** A Node stream as the web stream age-encryption reads (Node's types name two different ones). */
const asWebStream = (input: Readable) =>
  Readable.toWeb(input) as unknown as ReadableStream<Uint8Array>;

/** `input` encrypted to `recipient`, as a Node stream. */
export async function encrypting(input: Readable, recipient: string): Promise<Readable> {
  if (!isAgeRecipient(recipient))
    throw new BackupKeyError(
      `"${recipient}" is not an age public key (it starts with age1); see docs/backup.md.`,
    );
  const { Encrypter } = await age();
  const encrypter = new Encrypter();
  encrypter.addRecipient(recipient);
  return Readable.fromWeb((await encrypter.encrypt(asWebStream(input))) as never);
}

/** The secret key in an age key file (the line "AGE-SECRET-KEY-1…"; comments are skipped). */
export function readIdentity(keyFile: string): string {
  let text: string;
  try {
    text = fs.readFileSync(keyFile, "utf8");
  } catch {
    throw new BackupKeyError(`Cannot read the key file ${keyFile}.`);
  }
  const key = text
    .split("\n")
    .map((l) => l.trim())
    .find((l) => l.startsWith("AGE-SECRET-KEY-1"));
  if (!key) throw new BackupKeyError(`${keyFile} holds no age secret key (AGE-SECRET-KEY-1…).`);
  return key;
}

/** `input` decrypted with `identity`; a wrong key or a damaged file errors the stream. */
export async function decrypting(input: Readable, identity: string): Promise<Readable> {
  const { Decrypter } = await age();
  const decrypter = new Decrypter();
  decrypter.addIdentity(identity);
  try {
    return Readable.fromWeb((await decrypter.decrypt(asWebStream(input))) as never);
  } catch {
    throw new BackupKeyError("This key does not open this backup (or the file is damaged).");
  }
}

/**
 * A new key pair: the key file's text (age's own format, readable by `age -d -i`) and the public
 * key that `--recipient` takes.
 */
export async function newKeyPair(now = new Date()) {
  const { generateX25519Identity, identityToRecipient } = await age();
  const identity = await generateX25519Identity();
  const recipient = await identityToRecipient(identity);
  const keyFile = `# created: ${now.toISOString()}\n# public key: ${recipient}\n${identity}\n`;
  return { recipient, keyFile };
}
