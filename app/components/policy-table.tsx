// biome-ignore-all lint/a11y/noRedundantRoles: the roles are kept on purpose, see below.
import type { Block } from "~/lib/policy-text";
import { RichText } from "./text-with-links";

type Table = Extract<Block, { kind: "table" }>;

/**
 * A table of a policy text (the screen readers, say). On phones each row shows as a card whose
 * cells name their column (policy.css); the explicit roles keep it a table for screen readers
 * even then, as some browsers drop a table's semantics once its parts are display: block.
 * Screen readers hear the real column headers, so the visible labels are hidden from them.
 */
export function PolicyTable({ table }: { table: Table }) {
  return (
    <div className="policy__table">
      <table role="table">
        <caption>{table.caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            {table.head.map((h) => (
              <th key={h} scope="col" role="columnheader">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {table.rows.map((row, r) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed text's rows, in fixed order.
            <tr key={r} role="row">
              {row.map((cell, c) =>
                c === 0 ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells by column.
                  <th key={c} scope="row" role="rowheader">
                    <RichText text={cell} />
                  </th>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: cells by column.
                  <td key={c} role="cell">
                    <span className="policy__cell-label" aria-hidden="true">
                      {table.head[c]}:{" "}
                    </span>
                    <RichText text={cell} />
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
