// The form of one content item, drawn from its section's field list: the fields, then "Save
// draft", "Publish" and "Preview". Server-rendered and complete without JavaScript; with it,
// fields are checked as they are typed and leaving with unsaved changes asks first.
import { useRef } from "react";
import { Form, useNavigation } from "react-router";
import type { AttachmentRef } from "~/lib/attachments";
import { type FieldDef, fieldRuns } from "~/lib/content/fields";
import { type FormValues, fromSubmitted } from "~/lib/content/form-values";
import type { FormRefusal } from "~/lib/forms/refusal";
import type { ImageRef } from "~/lib/media";
import { ContentField } from "./content-fields";
import { Group } from "./field-parts";
import { useFormGuard } from "./use-form-guard";
import "./content.css";

const SCHEDULE = new Set(["publishFrom", "unpublishAt"]);

export function ItemForm({
  fields,
  values,
  images,
  attachments = {},
  refused,
  maxUpload,
  timeZone,
  canUnpublish,
  action,
  basedOn,
}: {
  fields: FieldDef[];
  values: FormValues;
  images: Record<string, ImageRef>;
  attachments?: Record<string, AttachmentRef>;
  /** The server's refusal of the last save: its messages and what was sent. */
  refused?: FormRefusal;
  maxUpload: string;
  /** "India Standard Time": the zone the form's times are in. */
  timeZone: string;
  canUnpublish?: boolean;
  /** Where the form posts, when not to the page it is on. */
  action?: string;
  /** The saved version the form starts from (none for a new item). */
  basedOn?: string;
}) {
  const form = useRef<HTMLFormElement>(null);
  const messageOf = useFormGuard(form, refused);
  const busy = useNavigation().state !== "idle";
  const shown = refused?.values ? fromSubmitted(fields, refused.values) : values;
  // A refused form is drawn again from what was sent: a new key resets every uncontrolled input.
  const key = refused ? JSON.stringify(refused.values ?? {}) : "saved";
  const message = (name: string) => messageOf(name, refused?.errors?.[name]);
  const props = { values: shown, message, images, attachments, maxUpload };
  const main = fields.filter((f) => !SCHEDULE.has(f.name));
  const schedule = fields.filter((f) => SCHEDULE.has(f.name));
  return (
    <Form
      ref={form}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="item-form"
      key={key}
      aria-label="Edit"
    >
      {basedOn && (
        // After a conflict the server names the newer version this form now replaces.
        <input type="hidden" name="basedOn" value={refused?.values?.basedOn ?? basedOn} />
      )}
      {fieldRuns(main).map((run) =>
        run.group ? (
          <Group key={run.group} legend={run.group}>
            {run.fields.map((field) => (
              <ContentField key={field.name} field={field} {...props} />
            ))}
          </Group>
        ) : (
          <ContentField key={run.fields[0].name} field={run.fields[0]} {...props} />
        ),
      )}
      {schedule.length > 0 && (
        <fieldset className="field-group">
          <legend>Schedule (optional)</legend>
          <p className="field__hint">Times are in {timeZone}.</p>
          <div className="field-pair">
            {schedule.map((field) => (
              <ContentField key={field.name} field={field} {...props} />
            ))}
          </div>
        </fieldset>
      )}
      <div className="item-form__actions">
        <button
          type="submit"
          name="intent"
          value="draft"
          className="btn btn--ghost"
          disabled={busy}
        >
          Save draft
        </button>
        <button
          type="submit"
          name="intent"
          value="publish"
          className="btn btn--primary"
          disabled={busy}
        >
          Publish
        </button>
        <button
          type="submit"
          name="intent"
          value="preview"
          className="btn btn--ghost"
          disabled={busy}
        >
          Preview
        </button>
        {canUnpublish && (
          // Unpublishing keeps what the form holds as the draft: no need to check the fields.
          <button
            type="submit"
            name="intent"
            value="unpublish"
            formNoValidate
            className="btn btn--ghost"
            disabled={busy}
          >
            Unpublish
          </button>
        )}
      </div>
      <p className="field__hint item-form__explain">
        Save draft keeps your changes without showing them to visitors; Preview saves them and shows
        the page as it will look; Publish makes them public.
      </p>
    </Form>
  );
}
