/** Header values are one line; a line break someone typed must not start new headers. */
export function oneLine(text: string, max = 150): string {
  const flat = text.replace(/[\r\n\t]+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
