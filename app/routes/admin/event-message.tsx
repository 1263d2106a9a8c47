// /admin-dashboard/events/:id/message — write to an event's registered people or its waiting
// list, in English and (optionally) Hindi; each registrant gets the language they registered in.
// The earlier messages are listed below, with who sent them and how many they reached.
import { Form, href, Link, redirect, useNavigation } from "react-router";
import { requirePermission } from "~/.server/auth/guards";
import { getConfig } from "~/.server/config";
import { idParam } from "~/.server/content/admin/editor";
import { dbContext } from "~/.server/context";
import { formAction, parseForm } from "~/.server/forms/pipeline";
import { formatWhen, isoWhen } from "~/.server/ideas/format";
import {
  audienceCounts,
  eventMessageSchema,
  eventMessagesOf,
  messageEventOf,
  sendEventMessage,
} from "~/.server/registrations/messages";
import { timeZoneName } from "~/lib/format/dates";
import { BODY_MAX, SUBJECT_MAX } from "~/lib/registrations/message-limits";
import type { Route } from "./+types/event-message";
import "./ideas.css";
import "./event-door.css";

/** The event's id from the address, once it is known to exist (404 otherwise). */
async function eventOf(args: { params: { id?: string }; context: Route.LoaderArgs["context"] }) {
  const id = idParam(args.params.id);
  const event = await messageEventOf(args.context.get(dbContext), id);
  if (!event) throw new Response("Not found", { status: 404 });
  return event;
}

const AUDIENCE = { confirmed: "Registered", waiting: "Waiting list" } as const;

export async function loader(args: Route.LoaderArgs) {
  await requirePermission(args, "content:edit");
  const event = await eventOf(args);
  const db = args.context.get(dbContext);
  const sent = new URL(args.request.url).searchParams.get("sent");
  return {
    event: { id: event.id, title: event.title },
    counts: await audienceCounts(db, event.id),
    mailReady: Boolean(getConfig().SMTP_URL),
    zone: timeZoneName(getConfig().TIME_ZONE),
    sent: sent === null ? null : /^\d+$/.test(sent) ? Number(sent) : null,
    messages: (await eventMessagesOf(db, event.id)).map((m) => ({
      id: m.id,
      when: formatWhen(m.createdAt),
      whenIso: isoWhen(m.createdAt),
      sentBy: m.sentBy ?? "—",
      audience: AUDIENCE[m.audience],
      subject: m.subject,
      hindi: Boolean(m.subjectHi || m.bodyHi),
      recipients: m.recipients,
    })),
  };
}

export const action = (args: Route.ActionArgs) =>
  formAction(args, async () => {
    const viewer = await requirePermission(args, "content:edit");
    const event = await eventOf(args);
    const input = await parseForm(args.request, eventMessageSchema, { maxBytes: 64 * 1024 });
    const { recipients } = await sendEventMessage(
      args.context.get(dbContext),
      viewer,
      event.id,
      input,
    );
    throw redirect(
      `${href("/admin-dashboard/events/:id/message", { id: String(event.id) })}?sent=${recipients}`,
    );
  });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `Message: ${loaderData?.event.title ?? "event"} · Admin dashboard` },
  { name: "robots", content: "noindex" },
];

export default function EventMessage({ loaderData, actionData }: Route.ComponentProps) {
  const { event, counts, mailReady, zone, sent, messages } = loaderData;
  const id = String(event.id);
  const busy = useNavigation().state !== "idle";
  const failed = actionData && !actionData.ok ? actionData : null;
  const errors = failed?.errors ?? {};
  const values = failed?.values ?? {};
  const people = (n: number) => `${n} ${n === 1 ? "person" : "people"}`;
  /** A field's error paragraph and the attributes that tie it to the field. */
  const invalid = (name: string) =>
    errors[name]
      ? { "aria-invalid": true as const, "aria-describedby": `message-${name}-error` }
      : {};
  const errorOf = (name: string) =>
    errors[name] && (
      <p id={`message-${name}-error`} className="ideas-error" role="alert">
        {errors[name]}
      </p>
    );
  return (
    <>
      <p>
        <Link to={href("/admin-dashboard/events/:id/registrations", { id })}>← Registrations</Link>
      </p>
      <h1>Message: {event.title}</h1>
      {sent !== null && !failed && (
        <p className="ideas-note" role="status">
          {mailReady
            ? `Sent: the message is on its way to ${people(sent)}.`
            : "Saved, but not e-mailed: no mail server is set up (SMTP_URL), so nobody got it."}
        </p>
      )}
      {failed && !failed.errors && (
        <p className="ideas-error" role="alert">
          {failed.message}
        </p>
      )}
      {!mailReady && (
        <p className="ideas-note">
          No mail server is set up yet (SMTP_URL): a message sent now is kept here, but nobody is
          e-mailed.
        </p>
      )}
      <Form method="post" className="admin-panel message-form" noValidate>
        <fieldset className="message-form__audience">
          <legend>Send to</legend>
          {(["confirmed", "waiting"] as const).map((a) => (
            <label key={a}>
              <input
                type="radio"
                name="audience"
                value={a}
                defaultChecked={(values.audience ?? "confirmed") === a}
              />{" "}
              {`${AUDIENCE[a]}: ${people(counts[a])}`}
            </label>
          ))}
          {errorOf("audience")}
        </fieldset>
        <p className="ideas-muted">
          Each person gets the Hindi subject and text if they registered on the Hindi page and you
          wrote them; everyone else gets the English. The e-mail ends with the event's page and the
          centre's name.
        </p>
        <div className="ideas-search__field">
          <label htmlFor="message-subject">Subject (English)</label>
          <input
            id="message-subject"
            name="subject"
            required
            maxLength={SUBJECT_MAX}
            defaultValue={values.subject ?? ""}
            {...invalid("subject")}
          />
          {errorOf("subject")}
        </div>
        <div className="ideas-search__field">
          <label htmlFor="message-body">Text (English)</label>
          <textarea
            id="message-body"
            name="body"
            rows={8}
            required
            maxLength={BODY_MAX}
            defaultValue={values.body ?? ""}
            {...invalid("body")}
          />
          {errorOf("body")}
        </div>
        <div className="ideas-search__field">
          <label htmlFor="message-subjectHi">Subject in Hindi (optional)</label>
          <input
            id="message-subjectHi"
            name="subjectHi"
            lang="hi"
            maxLength={SUBJECT_MAX}
            defaultValue={values.subjectHi ?? ""}
            {...invalid("subjectHi")}
          />
          {errorOf("subjectHi")}
        </div>
        <div className="ideas-search__field">
          <label htmlFor="message-bodyHi">Text in Hindi (optional)</label>
          <textarea
            id="message-bodyHi"
            name="bodyHi"
            lang="hi"
            rows={8}
            maxLength={BODY_MAX}
            defaultValue={values.bodyHi ?? ""}
            {...invalid("bodyHi")}
          />
          {errorOf("bodyHi")}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Send
        </button>
      </Form>

      <h2>Sent earlier</h2>
      {messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <>
          <p className="ideas-muted">{`Newest first. Times are ${zone}.`}</p>
          <div className="admin-table-wrap">
            <table className="admin-table ideas-table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">To</th>
                  <th scope="col">Subject</th>
                  <th scope="col">Recipients</th>
                </tr>
              </thead>
              <tbody>
                {messages.map((m) => (
                  <tr key={m.id}>
                    <td className="ideas-nowrap" data-label="When">
                      <time dateTime={m.whenIso}>{m.when}</time>
                    </td>
                    <td data-label="Who">{m.sentBy}</td>
                    <td data-label="To">{m.audience}</td>
                    <td data-label="Subject">
                      {m.subject}
                      {m.hindi && <span className="ideas-muted"> (and in Hindi)</span>}
                    </td>
                    <td data-label="Recipients">{m.recipients}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </>
  );
}
