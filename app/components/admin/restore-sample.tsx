// The undo of "Remove sample content", on the sample page and in the trash: one button that
// puts every removed sample item back (the sample page's action does it).
import { Form, href } from "react-router";

export function RestoreSample({ count, busy }: { count: number; busy: boolean }) {
  return (
    <Form method="post" action={href("/admin-dashboard/sample")}>
      <input type="hidden" name="intent" value="restore" />
      <button type="submit" className="btn btn--ghost" disabled={busy}>
        Put the sample content back ({count} {count === 1 ? "item" : "items"})
      </button>
    </Form>
  );
}
