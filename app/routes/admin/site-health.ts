// /admin-dashboard/site-health.pdf and .html — the overview's Site health as a dated file.
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { getSiteSettings } from "~/.server/content/site";
import { dbContext } from "~/.server/context";
import { healthOf } from "~/.server/overview/overview";
import { healthHtml, healthPdf } from "~/.server/overview/report";
import { formatDateTime, localDate } from "~/lib/format/dates";
import type { Route } from "./+types/site-health";

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "dashboard:open");
  const db = args.context.get(dbContext);
  const config = getConfig();
  const now = new Date();
  const settings = await getSiteSettings(db);
  const facts = {
    centre: settings.centreName,
    origin: new URL(args.request.url).origin,
    when: formatDateTime(now, config.TIME_ZONE),
  };
  const health = await healthOf(db, now);
  const pdf = args.url.pathname.endsWith(".pdf");
  const name = `site-health-${localDate(now, config.TIME_ZONE)}.${pdf ? "pdf" : "html"}`;
  const body = pdf ? Buffer.from(await healthPdf(health, facts)) : healthHtml(health, facts);
  return new Response(body, {
    headers: {
      "Content-Type": pdf ? "application/pdf" : "text/html; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
