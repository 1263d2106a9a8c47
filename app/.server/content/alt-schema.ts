import { z } from "zod";
import { rowId, textField } from "~/.server/forms/fields";
import { ALT_MAX } from "~/lib/forms/limits";

/** An admin's edit of a gallery photo's alt text: shared by the form's hints and the action. */
export const galleryAltSchema = z.object({
  id: rowId(),
  alt: textField()
    .min(1, "Alt text can't be blank: describe the photo for people who cannot see it.")
    .max(ALT_MAX, `Alt text can be at most ${ALT_MAX} characters.`),
});

/**
 * The description a replacement photo must come with: the old one described another picture.
 * Messages complete "Error updating image: ".
 */
export const replacementAltSchema = textField()
  .min(1, "the new photo needs alt text: describe it for people who cannot see it.")
  .max(ALT_MAX, `alt text can be at most ${ALT_MAX} characters.`);
