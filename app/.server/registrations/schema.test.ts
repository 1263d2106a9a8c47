import { describe, expect, it } from "vitest";
import { HONEYPOT_MESSAGE } from "~/.server/ideas/submit";
import { EMAIL_MESSAGE, IDEA_RULES, tooLongMessage } from "~/lib/forms/idea-rules";
import { closedMessageIn, openLineIn, registeredOutcomeIn } from "~/lib/forms/registration-form";
import { CLOSED_MESSAGES } from "~/lib/forms/registration-rules";
import { directory as en } from "~/lib/i18n/messages/en/directory.ts";
import { directory as hi } from "~/lib/i18n/messages/hi/directory.ts";
import { registrationFormSchema, registrationSchema } from "./schema";

/** Each field's first message for a submission. */
function errorsOf(schema: ReturnType<typeof registrationSchema>, values: Record<string, string>) {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

const long = (n: number) => "x".repeat(n + 1);

describe("the registration form's messages", () => {
  it("are the idea form's, word for word, in English", () => {
    expect(
      errorsOf(registrationFormSchema, { name: " ", email: "", phone: "", institute: "" }),
    ).toEqual({
      name: IDEA_RULES.name.required,
      email: IDEA_RULES.email.required,
      phone: IDEA_RULES.phone.required,
    });
    expect(
      errorsOf(registrationFormSchema, {
        name: long(IDEA_RULES.name.max),
        email: "ravi@example",
        phone: long(IDEA_RULES.phone.max),
        institute: long(200),
      }),
    ).toEqual({
      name: tooLongMessage("name"),
      email: EMAIL_MESSAGE,
      phone: tooLongMessage("phone"),
      institute: "Institute may have at most 200 characters.",
    });
  });

  it("are Hindi on a Hindi page, naming the fields as the form labels them", () => {
    const schema = registrationSchema(hi.registration);
    expect(
      errorsOf(schema, { name: "", email: "ravi@example", phone: long(30), institute: "" }),
    ).toEqual({
      name: "पूरा नाम लिखना ज़रूरी है",
      email: "सही ई-मेल पता लिखें",
      phone: "फ़ोन नंबर बहुत लंबा है (ज़्यादा से ज़्यादा 30 अक्षर)",
    });
    expect(
      schema.safeParse({
        name: "रवि रंजन",
        email: "ravi@example.co.in",
        phone: "98765 43210",
        institute: "",
      }).success,
    ).toBe(true);
  });

  it("say why registration is closed, and what happened, in either language", () => {
    expect(closedMessageIn("full", en.registration)).toBe(CLOSED_MESSAGES.full);
    expect(closedMessageIn("not-offered", hi.registration)).toBe(
      "इस कार्यक्रम के लिए पंजीकरण नहीं हो रहा है।",
    );
    expect(
      openLineIn({ open: true, placesLeft: 120000, waitingList: false }, hi.registration),
    ).toBe("पंजीकरण चालू है: 1,20,000 सीटें बची हैं।");
    expect(openLineIn({ open: true, placesLeft: 1, waitingList: false }, hi.registration)).toBe(
      "पंजीकरण चालू है: 1 सीट बची है।",
    );
    expect(registeredOutcomeIn("waiting", true, hi.registration).message).toMatch(
      /ई-मेल से भेज दी है।$/,
    );
    expect(registeredOutcomeIn("confirmed", false, hi.registration).title).toBe(
      "आपका पंजीकरण हो गया है।",
    );
  });

  it("refuse a bot in the idea form's words in English", () => {
    expect(en.registration.notAccepted).toBe(HONEYPOT_MESSAGE);
  });
});
