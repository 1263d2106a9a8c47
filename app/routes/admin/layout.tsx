// Placeholder: to be written by the owner of this route (see docs/decisions/003-routing-table.md).
import { Outlet } from "react-router";
export default function AdminLayout() {
  return <Outlet />;
}
