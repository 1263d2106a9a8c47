// The pieces every form of the site shares (login screens, the notice board, the back office):
// messages people must notice and the twice-typed new password. Their look is styles/forms.css.
import type { ReactNode } from "react";
import { PASSWORD_MIN } from "~/lib/forms/limits";
import "~/styles/forms.css";

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
          minLength={PASSWORD_MIN}
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
          minLength={PASSWORD_MIN}
          autoComplete="new-password"
        />
      </div>
    </>
  );
}
