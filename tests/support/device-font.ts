// A browser "on a device with a Devanagari font of its own", as Android phones have: a fontconfig
// file that adds tests/fixtures/fonts to the system's fonts, for Chromium's FONTCONFIG_FILE. The
// Hindi stories (tests/e2e/hindi-shell.e2e.ts) and `npm run perf -- --device-font` use it.
import fs from "node:fs";
import path from "node:path";

/** Writes fonts.conf into `dir` (made if missing) and returns the environment that points at it. */
export function deviceFontEnvironment(dir: string): { FONTCONFIG_FILE: string } {
  fs.mkdirSync(dir, { recursive: true });
  const fonts = path.resolve(import.meta.dirname, "../fixtures/fonts");
  const conf = path.join(dir, "fonts.conf");
  fs.writeFileSync(
    conf,
    `<?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>
<include ignore_missing="yes">/etc/fonts/fonts.conf</include>
<dir>${fonts}</dir><cachedir>${dir}</cachedir></fontconfig>`,
  );
  return { FONTCONFIG_FILE: conf };
}
