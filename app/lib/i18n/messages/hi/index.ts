import type { Messages } from "../types.ts";
import { contact } from "./contact.ts";
import { directory } from "./directory.ts";
import { gigw } from "./gigw.ts";
import { home } from "./home.ts";
import { notices } from "./notices.ts";
import { people } from "./people.ts";
import { shell } from "./shell.ts";

// Hindi, checked key for key against English by the type Messages.
const hi: Messages = { shell, home, people, directory, notices, gigw, contact };
export default hi;
