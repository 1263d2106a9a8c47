import { Link } from "react-router";
import { useLocalize, useT } from "~/lib/i18n/use-t";
import type { Rich, TextLink } from "~/lib/policy-text";
import { ExternalIcon } from "./icons";

/**
 * A link of a policy text: a page of the site in the page's language, a file (/notices.xml) as a
 * plain link, a mailbox, or another website, marked as such.
 */
function TextAnchor({ link }: { link: TextLink }) {
  const t = useT();
  const to = useLocalize();
  if (/^https?:/.test(link.to))
    return (
      <a href={link.to}>
        {link.text}
        <ExternalIcon className="policy__ext" />
        <span className="visually-hidden"> {t.shell.externalSite}</span>
      </a>
    );
  if (link.to.startsWith("/") && !/\.[a-z0-9]+$/i.test(link.to))
    return <Link to={to(link.to)}>{link.text}</Link>;
  return <a href={link.to}>{link.text}</a>;
}

/** Text with links, as a policy writes it. */
export function RichText({ text }: { text: Rich }) {
  if (typeof text === "string") return text;
  return text.map((part, i) =>
    typeof part === "string" ? (
      part
    ) : (
      // The parts of one text never change order: the index is their identity.
      // biome-ignore lint/suspicious/noArrayIndexKey: see above.
      <TextAnchor key={i} link={part} />
    ),
  );
}
