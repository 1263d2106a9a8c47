import type { Block } from "~/lib/policy-text";
import { PolicyTable } from "./policy-table";
import { RichText } from "./text-with-links";

/** One block of a policy text: a paragraph, a list or a table. */
export function PolicyBlock({ block }: { block: Block }) {
  switch (block.kind) {
    case "p":
      return (
        <p>
          <RichText text={block.text} />
        </p>
      );
    case "list":
      return (
        <ul>
          {block.items.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's items, in fixed order.
            <li key={i}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case "table":
      return <PolicyTable table={block} />;
  }
}
