import type { ReactNode } from "react";
import "./auth-card.css";

/** The frame of the login, reset and account forms: a centred card with a heading. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="section auth-page">
      <div className="container auth-card card">
        <h1 className="auth-card__title">{title}</h1>
        {children}
      </div>
    </section>
  );
}
