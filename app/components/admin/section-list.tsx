// A section's items in the back office: picture, title, state, and the controls of each: edit,
// preview, move up or down (forms: they work by keyboard and without JavaScript) and delete after
// a confirmation. The parts are exported for a page that draws its rows itself (the gallery).
import { useEffect } from "react";
import { Form, Link, useLocation, useNavigation } from "react-router";
import { ConfirmDelete } from "~/components/confirm-delete";
import type { ListData, ListRow } from "~/lib/content/admin-pages";
import { mediaUrl, variantWidths } from "~/lib/media";
import "./content.css";

/**
 * After Up or Down the page is drawn again: the focus goes back to the control that moved the
 * item (`?moved=` names it), so a keyboard user can press it again.
 */
export function useMovedFocus() {
  const { search } = useLocation();
  useEffect(() => {
    const moved = new URLSearchParams(search).get("moved");
    if (moved) document.getElementById(`move-${moved}`)?.focus();
  }, [search]);
}

function Move({
  list,
  row,
  direction,
}: {
  list: ListData;
  row: ListRow;
  direction: "up" | "down";
}) {
  const busy = useNavigation().state !== "idle";
  const edge = direction === "up" ? row.first : row.last;
  return (
    <Form method="post" className="item-list__move" preventScrollReset>
      <input type="hidden" name="section" value={list.key} />
      <input type="hidden" name="id" value={row.id} />
      {list.order === "own" && <input type="hidden" name="order" value="own" />}
      <button
        type="submit"
        name="intent"
        value={direction}
        id={`move-${list.key}-${row.id}-${direction}`}
        className="btn btn--ghost btn--sm"
        disabled={edge || busy}
        aria-label={`Move ${direction}: ${row.title}`}
      >
        {direction === "up" ? "↑" : "↓"}
        <span className="item-list__move-word">{direction === "up" ? " Up" : " Down"}</span>
      </button>
    </Form>
  );
}

/** The list's heading, its count and its New link. */
export function ListHead({
  list,
  heading,
  newLabel,
}: {
  list: ListData;
  heading: string;
  newLabel: string;
}) {
  return (
    <div className="item-list__head">
      <h2 id={`list-${list.key}`}>
        {heading} <span className="item-list__count">({list.rows.length})</span>
      </h2>
      <span className="item-list__adds">
        {list.importPath && (
          <Link className="btn btn--ghost btn--sm" to={list.importPath}>
            Add from a spreadsheet
          </Link>
        )}
        {!list.fixed && (
          <Link className="btn btn--primary btn--sm" to={`/admin-dashboard/${list.key}/new`}>
            {newLabel}
          </Link>
        )}
      </span>
    </div>
  );
}

/** An item's state ("Draft", "Published · unpublished changes"), sample mark and last change. */
export function RowMeta({ row }: { row: ListRow }) {
  return (
    <p className="item-list__meta">
      <span className={`state state--${row.state.split(" ")[0].toLowerCase()}`}>{row.state}</span>
      {row.isSample && <span className="badge">Sample</span>}
      <span>Changed {row.updated}</span>
    </p>
  );
}

/** Preview, Up and Down (ordered lists), Delete (after a confirmation). */
export function RowActions({ list, row }: { list: ListData; row: ListRow }) {
  const busy = useNavigation().state !== "idle";
  return (
    <div className="item-list__actions">
      <a className="btn btn--ghost btn--sm" href={row.preview} aria-label={`Preview: ${row.title}`}>
        Preview
      </a>
      {list.ordered && (
        <>
          <Move list={list} row={row} direction="up" />
          <Move list={list} row={row} direction="down" />
        </>
      )}
      {!list.fixed && (
        <ConfirmDelete
          label={`Delete ${list.item}: ${row.title}`}
          question={`Move this ${list.item} to the trash? You can restore it for 30 days.`}
          fields={{ intent: "delete", section: list.key, id: row.id }}
          busy={busy}
          summaryClassName="btn btn--ghost btn--sm item-list__delete"
        >
          Delete
        </ConfirmDelete>
      )}
    </div>
  );
}

/** A dated list's two orders, as links: by date (the coming first), or staff's own. */
function OrderChoice({ list }: { list: ListData }) {
  const choices = [
    { order: "date", label: "By date, coming first", to: { search: "" } },
    {
      order: "own",
      label: "Your order (the timeline's and the home page's)",
      to: { search: "?order=own" },
    },
  ] as const;
  return (
    <nav className="item-list__order" aria-label={`Order of the ${list.plural}`}>
      <span>Order:</span>
      {choices.map((c) =>
        c.order === list.order ? (
          <strong key={c.order} aria-current="page">
            {c.label}
          </strong>
        ) : (
          <Link key={c.order} to={c.to} preventScrollReset>
            {c.label}
          </Link>
        ),
      )}
    </nav>
  );
}

export function SectionList({
  list,
  heading,
  newLabel,
}: {
  list: ListData;
  /** The list's heading, an h2: the page's own list and a related one alike. */
  heading: string;
  /** "New" for the page's own section; "Add a testimonial" for one listed with it. */
  newLabel: string;
}) {
  // A list whose items have no pictures (albums, FAQ) leaves out the empty squares.
  const pictures = list.rows.some((row) => row.image);
  return (
    <section
      className={pictures ? "item-list" : "item-list item-list--plain"}
      aria-labelledby={`list-${list.key}`}
    >
      <ListHead list={list} heading={heading} newLabel={newLabel} />
      {list.order && <OrderChoice list={list} />}
      {list.rows.length === 0 ? (
        <p className="item-list__empty">Nothing here yet.</p>
      ) : (
        <ol className="item-list__rows">
          {list.rows.map((row) => (
            <li key={row.id} id={`item-${list.key}-${row.id}`} className="item-list__row">
              {pictures && (
                <div className="item-list__thumb" aria-hidden="true">
                  {row.image && (
                    <img
                      src={mediaUrl(row.image.id, variantWidths(row.image.width)[0], "jpeg")}
                      alt=""
                      width={row.image.width}
                      height={row.image.height}
                      loading="lazy"
                    />
                  )}
                </div>
              )}
              <div className="item-list__main">
                <Link className="item-list__title" to={`/admin-dashboard/${list.key}/${row.id}`}>
                  {row.title}
                </Link>
                {row.detail && <p className="item-list__detail">{row.detail}</p>}
                <RowMeta row={row} />
              </div>
              <RowActions list={list} row={row} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
