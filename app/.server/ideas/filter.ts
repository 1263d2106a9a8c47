// The inbox's filters as the address carries them (?q=&status=&round=): the list, its CSV and its
// zip of PDFs read the same ones, so an export holds what the list showed.
import { withoutNul } from "~/.server/forms/fields";
import { IDEA_STATUSES } from "~/lib/forms/idea-rules";
import type { IdeaFilter } from "./store";

/** The list's filters from the address (also what the exports read). */
export function inboxFilter(params: URLSearchParams): IdeaFilter & { roundParam: string } {
  const q = withoutNul(params.get("q") ?? "").slice(0, 200);
  const status = IDEA_STATUSES.find((s) => s === params.get("status"));
  const roundParam = params.get("round") ?? "";
  const round =
    roundParam === "none" ? "none" : /^\d{1,9}$/.test(roundParam) ? Number(roundParam) : undefined;
  return { q, status, round, roundParam: round === undefined ? "" : roundParam };
}
