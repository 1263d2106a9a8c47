// Placeholder: to be written by the owner of this route (see docs/decisions/003-routing-table.md).
export function loader() {
  return new Response("Not found", { status: 404 });
}
