// How a language's catalogue differs from the English one: a missing key, a key English lacks, or
// a message of another kind (text, list, or a function of N values). Used by the build's check
// (scripts/check-catalogues.ts) and its unit test.

function kind(value: unknown): string {
  if (typeof value === "function") return `function/${value.length}`;
  if (Array.isArray(value)) return `list/${value.length}`;
  return typeof value;
}

export function differences(reference: unknown, other: unknown, at = ""): string[] {
  if (kind(reference) !== kind(other))
    return [
      `${at.replace(/\.$/, "") || "(root)"}: ${kind(reference)} in English, ${kind(other)} here`,
    ];
  if (typeof reference !== "object" || reference === null) return [];
  const a = reference as Record<string, unknown>;
  const b = other as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(a)) {
    if (!(key in b)) problems.push(`${at}${key}: missing`);
    else problems.push(...differences(a[key], b[key], `${at}${key}.`));
  }
  for (const key of Object.keys(b)) if (!(key in a)) problems.push(`${at}${key}: not in English`);
  return problems;
}
