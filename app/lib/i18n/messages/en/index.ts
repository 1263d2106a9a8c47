import { contact } from "./contact.ts";
import { directory } from "./directory.ts";
import { gigw } from "./gigw.ts";
import { home } from "./home.ts";
import { notices } from "./notices.ts";
import { people } from "./people.ts";
import { shell } from "./shell.ts";

// English: the reference catalogue every other language must match key for key.
export default { shell, home, people, directory, notices, gigw, contact };
