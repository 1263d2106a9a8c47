import { data, Link } from "react-router";

export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return (
    <section className="container">
      <h1>Page not found</h1>
      <Link to="/">Go to the home page</Link>
    </section>
  );
}
