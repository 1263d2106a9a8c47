// One item's page in the back office: where it belongs, its state and what just happened, its
// preview, history and delete, then its form.
import { useEffect, useRef } from "react";
import { Link, useLocation, useNavigation } from "react-router";
import { ConfirmDelete } from "~/components/confirm-delete";
import { FormMessage } from "~/components/forms";
import type { ItemPageData } from "~/lib/content/admin-pages";
import type { FormRefusal } from "~/lib/forms/refusal";
import { ItemForm } from "./item-form";
import "./content.css";

export function ItemPage({ data, refused }: { data: ItemPageData; refused?: FormRefusal }) {
  const { section, item, note } = data;
  const busy = useNavigation().state !== "idle";
  const noteRef = useRef<HTMLParagraphElement>(null);
  const { key } = useLocation();
  // After a save the page is drawn anew: focus goes to what happened.
  useEffect(() => {
    if (note && key) noteRef.current?.focus();
  }, [note, key]);
  const heading = section.singleton
    ? section.label
    : item
      ? `Edit ${section.item}: ${item.title}`
      : `New ${section.item}`;
  return (
    <>
      {!section.singleton && (
        <p className="crumbs">
          <Link to={section.listPath}>← {section.label}</Link>
        </p>
      )}
      <div className="item-head">
        <h1>{heading}</h1>
        {item && (
          <p className="item-list__meta">
            <span className={`state state--${item.state.split(" ")[0].toLowerCase()}`}>
              {item.state}
            </span>
            {item.isSample && <span className="badge">Sample</span>}
          </p>
        )}
      </div>
      {note && !refused && (
        <p ref={noteRef} className="form-message form-message--note" role="status" tabIndex={-1}>
          {note}
        </p>
      )}
      {refused && <FormMessage>{refused.message}</FormMessage>}
      {item && (
        <div className="item-tools">
          <a className="btn btn--ghost btn--sm" href={item.preview}>
            Open preview
          </a>
          <Link className="btn btn--ghost btn--sm" to={item.history}>
            History
          </Link>
          {item.links.map((l) => (
            <Link key={l.href} className="btn btn--ghost btn--sm" to={l.href}>
              {l.label}
            </Link>
          ))}
          {section.deletable && (
            <ConfirmDelete
              label={`Delete ${section.item}: ${item.title}`}
              question={`Move this ${section.item} to the trash? You can restore it for 30 days.`}
              fields={{ intent: "delete" }}
              busy={busy}
              summaryClassName="btn btn--ghost btn--sm"
            >
              Delete
            </ConfirmDelete>
          )}
        </div>
      )}
      <ItemForm
        {...data.editor}
        refused={refused}
        maxUpload={data.maxUpload}
        timeZone={data.timeZone}
        canUnpublish={Boolean(item?.published) && !section.singleton}
        basedOn={item?.basedOn}
      />
    </>
  );
}
