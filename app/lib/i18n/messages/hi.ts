import { contact } from "./hi/contact.ts";
import { directory } from "./hi/directory.ts";
import { gigw } from "./hi/gigw.ts";
import { home } from "./hi/home.ts";
import { notices } from "./hi/notices.ts";
import { people } from "./hi/people.ts";
import { shell } from "./hi/shell.ts";
import type { Messages } from "./types.ts";

// Hindi, checked key for key against English by the type Messages.
const hi: Messages = { shell, home, people, directory, notices, gigw, contact };
export default hi;
