// Placeholder: to be written by the owner of this route (see docs/decisions/003-routing-table.md).
export default function Page() {
  return <h1>Coming soon</h1>;
}
