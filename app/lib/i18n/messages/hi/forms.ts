import type { Messages } from "~/lib/i18n/messages/types.ts";

export const forms: Messages["forms"] = {
  unreadable: "फ़ॉर्म पढ़ा नहीं जा सका।",
  tooLarge: "फ़ॉर्म इतना बड़ा है कि भेजा नहीं जा सकता।",
};
