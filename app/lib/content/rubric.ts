// A round's rubric as its form holds it: up to six criteria, each with its words in English and
// Hindi and a weight (how much it counts in the average); reviewers score each 1–5. The form,
// the server's check and the content file read it from here.

export type Criterion = { label: string; labelHi?: string; weight: string };

export const RUBRIC_ROWS = 6;
const PARTS = ["label", "labelHi", "weight"] as const;

/** The input names of a rubric field, row by row. */
export const rubricInputs = (name: string): string[] =>
  Array.from({ length: RUBRIC_ROWS }, (_, i) => PARTS.map((p) => `${name}.${i}.${p}`)).flat();

/** The stored criteria as the form's inputs hold them. */
export function rubricToForm(name: string, stored: unknown): Record<string, string> {
  const rows = (Array.isArray(stored) ? stored : []) as Partial<Criterion>[];
  const out: Record<string, string> = {};
  for (let i = 0; i < RUBRIC_ROWS; i++)
    for (const part of PARTS) out[`${name}.${i}.${part}`] = String(rows[i]?.[part] ?? "");
  return out;
}

/** The form's rows as criteria (blank rows dropped), or each input's refusal. */
export function formToRubric(
  name: string,
  parsed: Record<string, unknown>,
): { criteria: Criterion[]; errors: Record<string, string> } {
  const criteria: Criterion[] = [];
  const errors: Record<string, string> = {};
  const seen = new Set<string>();
  for (let i = 0; i < RUBRIC_ROWS; i++) {
    const at = (part: string) => String(parsed[`${name}.${i}.${part}`] ?? "").trim();
    const [label, labelHi, weight] = [at("label"), at("labelHi"), at("weight")];
    if (!label && !labelHi && !weight) continue;
    const n = i + 1;
    if (!label) errors[`${name}.${i}.label`] = `Criterion ${n}: name it in English.`;
    else if (label.length > 100)
      errors[`${name}.${i}.label`] = `Criterion ${n} may have at most 100 characters.`;
    else if (seen.has(label)) errors[`${name}.${i}.label`] = `Criterion ${n}: each criterion once.`;
    const w = weight === "" ? 1 : Number(weight);
    if (!Number.isFinite(w) || w <= 0 || w > 10)
      errors[`${name}.${i}.weight`] = `Criterion ${n}: the weight is a number above 0, at most 10.`;
    seen.add(label);
    criteria.push({ label, ...(labelHi ? { labelHi } : {}), weight: String(w) });
  }
  return { criteria, errors };
}
