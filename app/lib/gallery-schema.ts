import { z } from "zod";
import { textField } from "./text";

export const ALT_MAX = 300;

/** An admin's edit of a gallery photo's alt text: shared by the form's hints and the action. */
export const galleryAltSchema = z.object({
  id: z.coerce.number().int().positive(),
  alt: textField()
    .min(1, "Alt text can't be blank: describe the photo for people who cannot see it.")
    .max(ALT_MAX, `Alt text can be at most ${ALT_MAX} characters.`),
});
