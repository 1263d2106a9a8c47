import { SOCIAL_NETWORKS } from "~/lib/content/fields";

/** Stored social profiles ({ linkedin: "https://…" }) as links in the networks' order. */
export function socialLinks(social: Record<string, string> | null | undefined) {
  return SOCIAL_NETWORKS.flatMap((n) => {
    const url = social?.[n.value];
    return url ? [{ network: n.value, label: n.label, url }] : [];
  });
}
