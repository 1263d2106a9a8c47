import { contact } from "./hi/contact.ts";
import { directory } from "./hi/directory.ts";
import { forms } from "./hi/forms.ts";
import { gigw } from "./hi/gigw.ts";
import { home } from "./hi/home.ts";
import { notices as noticePages } from "./hi/notices.ts";
import { noticesIdea } from "./hi/notices-idea.ts";
import { people as peoplePages } from "./hi/people.ts";
import { peopleGallery } from "./hi/people-gallery.ts";
import { shell } from "./hi/shell.ts";
import type { Messages } from "./types.ts";

// Hindi, checked key for key against English by the type Messages.
const hi: Messages = {
  shell,
  home,
  people: { ...peoplePages, ...peopleGallery },
  directory,
  notices: { ...noticePages, ...noticesIdea },
  gigw,
  contact,
  forms,
};
export default hi;
