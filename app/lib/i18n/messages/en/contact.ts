// The contact page (GIGW 3.0): the centre's address, phone and e-mail, the officers responsible
// for the site, and the feedback form with every message its server check can answer.
export const contact = {
  page: {
    title: "Contact us",
    description:
      "Address, phone and e-mail of the centre, the officers responsible for this website, and a form to send us feedback.",
    eyebrow: "Get in touch",
    lead: "Write to us, call or visit. To tell us what you think of the centre or of this website, use the form below.",
    reachUs: "Reach the centre",
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    officers: "Officers responsible for this website",
    officersLead: "For anything about the content of this website, write to:",
    webManager: "Web Information Manager",
    nodalOfficer: "Nodal officer",
    noOfficers: "No officer has been named for this website yet.",
    writeToBefore: "Please write about its content to ",
    writeToAfter: "; the centre's team will answer.",
  },
  form: {
    heading: "Send us feedback",
    lead: "Tell us what works, what does not, or what you would like to see. We read every message and reply by e-mail where an answer is needed.",
    required: "Fields without “optional” must be filled in.",
    name: "Full Name",
    email: "Email Address",
    phone: "Phone Number (optional)",
    category: "Subject",
    chooseCategory: "Choose one",
    message: "Message",
    submit: "Send feedback",
    sending: "Sending…",
    privacyBefore: "We use what you send only to answer you. See our ",
    privacyLink: "privacy policy",
    privacyAfter: ".",
    errorSummary: "Please correct the following:",
  },
  errors: {
    nameBlank: "Full Name can't be blank",
    emailBlank: "Email Address can't be blank",
    emailInvalid: "Enter a valid email address",
    phoneInvalid:
      "Enter a phone number in digits (spaces, +, - and brackets are fine), or leave it blank",
    categoryBlank: "Choose what your feedback is about",
    messageBlank: "Message can't be blank",
    tooLong: (label: string, max: string) => `${label} is too long (at most ${max} characters)`,
    tooLarge: (max: string) => `Your message is too large. Please keep it under ${max} characters.`,
    honeypot: "Your submission could not be accepted. Please try again.",
    throttledAddress: (wait: string) =>
      `Too many messages from your address. Please try again in ${wait}.`,
    throttledMailbox: (wait: string) =>
      `We have just received several messages from this email address. Please try again in ${wait}.`,
  },
  sent: {
    title: "Thank you!",
    received: "Your feedback has reached us.",
    reference: (reference: string) => `Your reference number is ${reference}.`,
    emailed: "An acknowledgement is on its way to your e-mail address.",
    notEmailed: "Please quote this number if you write to us about it.",
    another: "Send another message",
  },
};
