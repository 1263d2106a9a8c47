// The back office's one form on a message: mark it handled, or new again.
import { z } from "zod";

export const feedbackChangeSchema = z.object({
  intent: z.enum(["handled", "reopen"], { error: "Choose handled or not handled." }),
});
