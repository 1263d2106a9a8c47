import { mail, type PolicyWriter, p } from "~/.server/policies/types";

export const privacy: PolicyWriter = ({ centre, institute, email }) => ({
  updatedAt: "2026-11-24",
  description:
    "What this website stores about you, why, and how to have it removed: idea submissions, sign-in sessions, nothing from third parties.",
  lead: "Short, because we keep little.",
  sections: [
    {
      id: "about",
      heading: "",
      blocks: [
        p(
          `This website belongs to ${centre} of ${institute}. It is served entirely from our own server: it loads no fonts, scripts, images or trackers from other companies, and it sets no advertising or analytics cookies.`,
        ),
      ],
    },
    {
      id: "ideas",
      heading: "Ideas you send us",
      blocks: [
        p(
          "When you submit the \"Incubate u'r Idea\" form we store your name, e-mail address, phone number, subject and message, and pass them to the centre's team by e-mail so that someone can reply. We use them only to consider your idea and to contact you about it.",
        ),
      ],
    },
    {
      id: "forms",
      heading: "Feedback and event registrations",
      blocks: [
        p(
          "The feedback form on the contact page stores your name, e-mail address, phone number if you give one, the subject and your message; an event registration stores your name, e-mail address, phone number and institute. The centre's staff read them to answer you or to run the event, and we send you one e-mail to confirm.",
        ),
      ],
    },
    {
      id: "signing-in",
      heading: "Signing in",
      blocks: [
        p(
          "Members of the team who sign in receive a session cookie that keeps them signed in. It is needed for the site to work and is removed when they sign out or it expires. Visitors who do not sign in get no cookie, except one if they choose a text size or high contrast: it remembers that choice on this device for a year and holds nothing else.",
        ),
      ],
    },
    {
      id: "abuse",
      heading: "Protection against abuse",
      blocks: [
        p(
          "To stop repeated submissions and password guessing, the server counts recent attempts per network address for a short time.",
        ),
      ],
    },
    {
      id: "rights",
      heading: "Your rights",
      blocks: [
        p(
          "To see, correct or delete what we hold about you, write to ",
          mail(email),
          ". We will answer within 30 days.",
        ),
      ],
    },
  ],
});
