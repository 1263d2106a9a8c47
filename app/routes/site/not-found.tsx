import { data } from "react-router";
import { NotFoundView } from "~/components/error-view";

// Any address no other route matches: a real 404 status, rendered by the root error boundary
// (header, footer, links onward and the "Page not found" title included).
export function loader() {
  throw data(null, { status: 404 });
}

// Reads whole without React in the browser: its script is the shell's (decision 042).
export const handle = { lean: true };

export default function NotFound() {
  return <NotFoundView />;
}
