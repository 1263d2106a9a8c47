// Preview: a signed-in editor opens any public page with `?preview` and sees it as it will look
// once everything is published: drafts, unpublished changes and scheduled items included, marked
// as a preview. Anyone else asking for `?preview` gets the public page.
import { type GuardArgs, getViewer } from "~/.server/auth/guards";
import { can } from "~/.server/auth/permissions";
import type { View } from "./visibility";

export async function viewOf(args: GuardArgs): Promise<View> {
  if (!new URL(args.request.url).searchParams.has("preview")) return "public";
  return can(await getViewer(args), "content:edit") ? "preview" : "public";
}
