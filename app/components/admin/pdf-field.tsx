// A notice's PDF in its form (decision 017): the file attached now, a box to remove it and a file
// input to attach or replace one. The file goes with the form, with or without JavaScript; the
// server stores it first, so a refusal of another field keeps it (by its id).
import { attachmentLabel } from "~/lib/attachments";
import { type FieldProps, idOf, Labelled } from "./field-parts";

export function PdfField({ field, values, message, attachments }: FieldProps) {
  const id = String(values.attachmentId ?? "");
  const current = attachments[id];
  const name = String(values.attachmentName ?? "") || current?.fileName;
  return (
    <fieldset className="field-group">
      <legend>{field.label}</legend>
      <input type="hidden" name="attachmentId" value={id} />
      <input type="hidden" name="attachmentName" value={id ? (name ?? "") : ""} />
      {id ? (
        <>
          <p className="pdf-field__current">
            Attached:{" "}
            <strong>
              {current
                ? `${name} (${attachmentLabel(current)})`
                : "the PDF you chose (not saved yet)"}
            </strong>
          </p>
          <div className="field field--check">
            <label>
              <input type="checkbox" name="attachmentRemove" /> Remove the PDF
            </label>
          </div>
        </>
      ) : (
        <p className="field__hint">No PDF attached.</p>
      )}
      <Labelled
        name="attachmentFile"
        label={id ? "Replace it with another PDF" : "Attach a PDF"}
        hint={field.hint}
        message={message("attachmentId")}
      >
        {(describedBy, invalid) => (
          <input
            id={idOf("attachmentFile")}
            type="file"
            name="attachmentFile"
            accept="application/pdf,.pdf"
            aria-describedby={describedBy}
            aria-invalid={invalid || undefined}
          />
        )}
      </Labelled>
    </fieldset>
  );
}
