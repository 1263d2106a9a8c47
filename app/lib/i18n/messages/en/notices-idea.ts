// The part of the "notices" area that pages outside it show too (idea, ideaRules, wait), in a chunk of
// its own: the home page loads these strings without the rest of the area (catalogue.tsx).
export const noticesIdea = {
  idea: {
    metaTitle: "Incubate u'r Idea",
    metaDescription:
      "Send your startup idea to the incubation centre: mentorship, funding connections and workspace for founders.",
    statusBefore: "Already sent an idea? ",
    statusLink: "Check its status",
    statusAfter: " with your reference number.",
    submit: "Submit",
    sending: "Sending…",
    honeypot: "Website",
    successTitle: "Success!",
    ok: "OK",
    errorTitle: "Error!",
    fallbackError: "Something went wrong.",
    referenceBefore: "Your reference number is ",
    referenceAfter: ".",
    followBefore: "You can follow it on the ",
    followLink: "idea status page",
    followAfter: ".",
    tooLarge: (max: string) =>
      `Your submission is too large. Please keep the message under ${max} characters.`,
    rejected: "Your submission could not be accepted. Please try again.",
    throttled: (wait: string) =>
      `Too many submissions from your address. Please try again in ${wait}.`,
    emailThrottled: (wait: string) =>
      `We have just received several ideas from this email address. Please try again in ${wait}.`,
  },
  /** A round's application form on /idea while a round is open (issue 26). */
  round: {
    eyebrow: "Applications open",
    closes: (when: string) => `Applications close on ${when} (India Standard Time).`,
    about: "About you",
    application: "Your application",
    optional: "(optional)",
    words: (max: string) => `At most ${max} words.`,
    pdfHint: (max: string) => `A PDF file of at most ${max}.`,
    pdfRequired: "Please attach the PDF.",
    notAPdf: "Please choose a PDF file.",
    pdfTooLarge: (max: string) => `The PDF is larger than ${max}.`,
    team: "Your team",
    teamHint: (n: string) => `Up to ${n} people besides you. Leave a row empty if you have fewer.`,
    member: (n: string) => `Team member ${n}`,
    memberName: "Name",
    memberEmail: "E-mail address",
    memberRole: "Role",
    memberIncomplete:
      "Give this team member's name and a valid e-mail address, or leave the row empty.",
    submit: "Send application",
    sending: "Sending…",
    receivedTitle: "Your application was received.",
    emailed: "A confirmation with this reference is on its way to your e-mail address.",
    keep: "Keep the reference number: with your e-mail address it shows where your application stands.",
    statusLink: "Check your application's status",
    closed:
      "This round closed before your application arrived, so it was not sent. Please write to the centre.",
    otherIdea: "An idea outside this round? ",
    otherIdeaLink: "Send it with the short form",
    tooLarge: "Your application is too large: please attach a smaller PDF.",
  },
  /** The idea form's rules, checked in the browser and on the server alike (the spec's words). */
  ideaRules: {
    labels: {
      name: "Full Name",
      email: "Email Address",
      phone: "Phone Number",
      subject: "Subject",
      message: "Message",
    },
    required: {
      name: "Full Name can't be blank",
      email: "Email Address can't be blank",
      phone: "Phone Number can't be blank",
      subject: "Subject can't be blank",
      message: "Message can't be blank",
    },
    email: "Enter a valid email address",
    tooLong: (label: string, max: string) => `${label} is too long (at most ${max} characters)`,
  },
  /** How long to wait, in words ("1 second", "15 minutes"): see throttle/wait-words.ts. */
  wait: {
    seconds: (n: string) => `${n} second${n === "1" ? "" : "s"}`,
    minutes: (n: string) => `${n} minute${n === "1" ? "" : "s"}`,
  },
};
