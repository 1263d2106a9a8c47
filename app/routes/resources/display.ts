// The text size and contrast controls post here (GIGW 3.0, issue 13): without JavaScript each
// press is a form that sets the `display` cookie and comes back to the page it was on (303). Only
// a path of this site is a return address, so this is never an open redirect.
import { getConfig } from "~/.server/config";
import { readFormData } from "~/.server/forms/body";
import { isSameOriginOrNone } from "~/.server/http/origin";
import { changeDisplay, displayCookie, displayOfCookies, safeReturnPath } from "~/lib/display";
import { messagesOf } from "~/lib/i18n/catalogue";
import { langOfPath } from "~/lib/i18n/lang";
import type { Route } from "./+types/display";

const refuse = (status: number, message: string) =>
  new Response(`${message}\n`, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });

export async function action({ request }: Route.ActionArgs) {
  let form: FormData;
  try {
    form = await readFormData(request, { maxBytes: 4096 });
  } catch {
    return refuse(400, messagesOf("en").shell.display.badChoice);
  }
  const back = form.get("back");
  // The message speaks the language of the page the visitor came from.
  const lang = typeof back === "string" ? langOfPath(back.split(/[?#]/)[0] ?? "") : "en";
  const t = messagesOf(lang).shell.display;
  if (!isSameOriginOrNone(request)) return refuse(403, t.crossSite);
  const to = safeReturnPath(back);
  if (!to) return refuse(400, t.badReturn);
  const current = displayOfCookies(request.headers.get("cookie"));
  const size = form.get("size");
  const contrast = form.get("contrast");
  const [name, value] = typeof size === "string" ? ["size", size] : ["contrast", contrast];
  const next = typeof value === "string" ? changeDisplay(current, name, value) : undefined;
  if (!next) return refuse(400, t.badChoice);
  return new Response(null, {
    status: 303,
    headers: {
      Location: to,
      "Set-Cookie": displayCookie(next, getConfig().publicUrl.startsWith("https:")),
      "Cache-Control": "no-store",
    },
  });
}

/** The controls are forms: a GET here (a typed address, a crawler) is told so. */
export function loader() {
  return new Response(
    "Text size and contrast are changed with the controls at the top of each page.\n",
    {
      status: 405,
      headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
    },
  );
}
