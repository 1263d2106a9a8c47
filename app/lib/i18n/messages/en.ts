import { contact } from "./en/contact.ts";
import { directory } from "./en/directory.ts";
import { forms } from "./en/forms.ts";
import { gigw } from "./en/gigw.ts";
import { home } from "./en/home.ts";
import { notices as noticePages } from "./en/notices.ts";
import { noticesIdea } from "./en/notices-idea.ts";
import { people as peoplePages } from "./en/people.ts";
import { peopleGallery } from "./en/people-gallery.ts";
import { shell } from "./en/shell.ts";

// English: the reference catalogue every other language must match key for key.
export default {
  shell,
  home,
  people: { ...peoplePages, ...peopleGallery },
  directory,
  notices: { ...noticePages, ...noticesIdea },
  gigw,
  contact,
  forms,
};
