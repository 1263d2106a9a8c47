import { contact } from "./en/contact.ts";
import { directory } from "./en/directory.ts";
import { gigw } from "./en/gigw.ts";
import { home } from "./en/home.ts";
import { notices } from "./en/notices.ts";
import { people } from "./en/people.ts";
import { shell } from "./en/shell.ts";

// English: the reference catalogue every other language must match key for key.
export default { shell, home, people, directory, notices, gigw, contact };
