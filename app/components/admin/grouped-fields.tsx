// Fields made of several inputs: a startup's social links, an event's figures, the vision
// statements (each row in both languages).
import { SOCIAL_NETWORKS } from "~/lib/content/fields";
import { type FieldProps, Group, idOf, Labelled } from "./field-parts";

export function Social({ field, values, message }: FieldProps) {
  return (
    <Group
      legend={field.label}
      hint="Website addresses, such as linkedin.com/company/krishimitra (https:// is added); leave the others empty."
    >
      <div className="field-grid">
        {SOCIAL_NETWORKS.map((n) => {
          const name = `${field.name}.${n.value}`;
          return (
            <Labelled key={name} name={name} label={n.label} message={message(name)}>
              {(describedBy, invalid) => (
                <input
                  id={idOf(name)}
                  name={name}
                  type="text"
                  inputMode="url"
                  defaultValue={String(values[name] ?? "")}
                  spellCheck={false}
                  data-label={n.label}
                  aria-describedby={describedBy}
                  aria-invalid={invalid || undefined}
                />
              )}
            </Labelled>
          );
        })}
      </div>
    </Group>
  );
}

/** Rows of small text inputs: an event's figures, the vision statements. */
export function Rows({
  field,
  values,
  message,
  count,
  parts,
  rowLabel,
}: FieldProps & {
  count: number;
  parts: { key: string; label: string; lang?: "hi"; wide?: boolean }[];
  rowLabel: (i: number) => string;
}) {
  return (
    <Group legend={field.label} hint={field.hint}>
      {Array.from({ length: count }, (_, i) => (
        <fieldset key={rowLabel(i)} className="field-row">
          <legend className="visually-hidden">{rowLabel(i)}</legend>
          {parts.map((p) => {
            const name = `${field.name}.${i}.${p.key}`;
            const label = `${rowLabel(i)}: ${p.label}`;
            return (
              <Labelled
                key={name}
                name={name}
                label={label}
                message={message(name)}
                className={p.wide ? "field field--wide" : "field"}
              >
                {(describedBy) =>
                  p.wide ? (
                    <textarea
                      id={idOf(name)}
                      name={name}
                      rows={2}
                      lang={p.lang}
                      defaultValue={String(values[name] ?? "")}
                      aria-describedby={describedBy}
                    />
                  ) : (
                    <input
                      id={idOf(name)}
                      name={name}
                      lang={p.lang}
                      defaultValue={String(values[name] ?? "")}
                      aria-describedby={describedBy}
                    />
                  )
                }
              </Labelled>
            );
          })}
        </fieldset>
      ))}
    </Group>
  );
}
