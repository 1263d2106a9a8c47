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

/** A form message people must notice: errors are announced at once, notes politely. */
export function FormMessage({
  kind = "error",
  children,
}: {
  kind?: "error" | "note";
  children: ReactNode;
}) {
  return kind === "error" ? (
    <p className="form-message form-message--error" role="alert">
      {children}
    </p>
  ) : (
    <p className="form-message form-message--note" role="status">
      {children}
    </p>
  );
}

/** A new password typed twice (fields `next` and `confirm`), for changing and resetting one. */
export function NewPasswordFields({ idPrefix }: { idPrefix: string }) {
  return (
    <>
      <div className="field">
        <label htmlFor={`${idPrefix}-next`}>New password</label>
        <input
          id={`${idPrefix}-next`}
          name="next"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-confirm`}>New password again</label>
        <input
          id={`${idPrefix}-confirm`}
          name="confirm"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
        />
      </div>
    </>
  );
}
