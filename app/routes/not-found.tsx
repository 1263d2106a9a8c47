import { data } from "react-router";
import { ErrorView } from "~/components/error-view";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/not-found";

// Any address no other route matches: a real 404 status, rendered by the root error boundary
// (header, footer and links onward included).
export function loader() {
  throw data(null, { status: 404 });
}

export const meta: Route.MetaFunction = (args) =>
  seo(args, {
    title: "Page not found",
    description: "The page you asked for does not exist or has moved.",
    noindex: true,
  });

export default function NotFound() {
  return <ErrorView error={data(null, { status: 404 })} />;
}
