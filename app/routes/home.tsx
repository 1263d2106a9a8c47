import { listNotices } from "~/.server/content/notices";
import { getDb } from "~/.server/db/client";
import type { Route } from "./+types/home";

export async function loader() {
  const db = await getDb();
  return { notices: await listNotices(db) };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section id="home" className="container">
      <h1>Home</h1>
      <ul>
        {loaderData.notices.map((n) => (
          <li key={n.id}>{n.title}</li>
        ))}
      </ul>
    </section>
  );
}
