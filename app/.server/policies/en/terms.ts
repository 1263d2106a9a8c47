import { link, list, mail, type PolicyWriter, p } from "~/.server/policies/types";

export const terms: PolicyWriter = ({ centre, institute, email }) => ({
  updatedAt: "2026-11-24",
  description: `The terms on which you may use the website of ${centre}, ${institute}.`,
  lead: `This website is run by ${centre} of ${institute}. By using it you accept the terms below. If anything is unclear, ask us.`,
  sections: [
    {
      id: "purpose",
      heading: "What the site is for",
      blocks: [
        p(
          "The site tells you about the centre, its programmes and events and the startups it supports, and lets you send us an idea or register for an event. It is free to use.",
        ),
      ],
    },
    {
      id: "content",
      heading: "The content",
      blocks: [
        p(
          "We take care to keep the content correct and current, but it is for general information only and is not a legal document. Where a notice or decision of the centre or the institute differs from what this site says, the notice or decision applies. Before you act on anything important, please confirm it with us.",
        ),
      ],
    },
    {
      id: "fair-use",
      heading: "Using the site fairly",
      blocks: [
        list(
          "Do not try to break into the site, to overload it, or to reach information that is not meant for you.",
          "Do not send false information through the forms, or someone else’s personal details without their consent.",
          "Do not send anything unlawful or abusive, or anything that infringes someone else’s rights.",
          "Keep automated requests moderate. The site limits repeated form submissions and sign-in attempts.",
        ),
      ],
    },
    {
      id: "submissions",
      heading: "Ideas and forms you send",
      blocks: [
        p(
          "Sending an idea or registering for an event does not create an agreement with the centre or the institute, and does not promise incubation, funding or a place. We share what you send only with the people who handle it, but please do not send anything you must keep secret, such as the details of an invention not yet filed for a patent.",
        ),
        p(
          "How we store and use what you send is explained in the ",
          link("privacy policy", "/privacy"),
          ".",
        ),
      ],
    },
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        p(
          "Sign-in accounts are given by the centre to its staff and members; nobody can sign up on the site. Keep your password to yourself: you are responsible for what is done with your account. We may suspend an account that is misused.",
        ),
      ],
    },
    {
      id: "related",
      heading: "Other policies",
      blocks: [
        list(
          [link("Copyright policy", "/copyright-policy")],
          [link("Hyperlinking policy", "/hyperlinking-policy")],
          [link("Privacy policy", "/privacy")],
          [link("Disclaimer", "/disclaimer")],
        ),
      ],
    },
    {
      id: "changes",
      heading: "Changes to these terms",
      blocks: [
        p(
          "We may change these terms; the page shows when they last changed. These terms are governed by the laws of India. Questions about them are welcome at ",
          mail(email),
          ".",
        ),
      ],
    },
  ],
});
