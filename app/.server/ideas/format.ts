// How the inbox shows times: fixed on the server (UTC), so the page hydrates without mismatch.

export function formatWhen(date: Date | null | undefined): string {
  if (!date) return "";
  return `${date.toISOString().slice(0, 16).replace("T", " ")} UTC`;
}

export const DELIVERY_LABEL: Record<string, string> = {
  "centre-email": "E-mail to the centre",
  "founder-ack": "Acknowledgement to the founder",
  "form-service": "Form service",
};
