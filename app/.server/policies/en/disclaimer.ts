import { link, type PolicyWriter, p } from "~/.server/policies/types";

export const disclaimer: PolicyWriter = ({ centre, institute }) => ({
  updatedAt: "2026-11-24",
  description:
    "The limits of what this website promises: general information, the startups’ own claims, links to other websites.",
  lead: "Please read the content of this website with the following in mind.",
  sections: [
    {
      id: "information",
      heading: "General information",
      blocks: [
        p(
          `The content of this website is published by ${centre} for general information. We try to keep it accurate and up to date, but we cannot promise that it is complete or free of errors, and it is not a statement of law or a legal document.`,
        ),
      ],
    },
    {
      id: "decisions",
      heading: "Official decisions",
      blocks: [
        p(
          "Notices on this site are published for convenience. For selections, funding or any other decision, what counts is the written communication of the centre or the institute. If in doubt, please check with us.",
        ),
      ],
    },
    {
      id: "startups",
      heading: "Startups and guests",
      blocks: [
        p(
          "The startups on this site are independent businesses. What they say about their products, results and plans is their own. Listing a startup is not an endorsement of its products and is not investment advice. Speakers, mentors and guests speak for themselves, not necessarily for the centre or the institute.",
        ),
      ],
    },
    {
      id: "liability",
      heading: "Liability",
      blocks: [
        p(
          `As far as the law allows, ${centre} and ${institute} are not liable for any loss or damage arising from the use of this website or of the information on it, or from the site being unavailable.`,
        ),
      ],
    },
    {
      id: "links",
      heading: "Links to other websites",
      blocks: [
        p(
          "We are not responsible for the websites we link to. The ",
          link("hyperlinking policy", "/hyperlinking-policy"),
          " explains more.",
        ),
      ],
    },
    {
      id: "translation",
      heading: "Hindi and English",
      blocks: [
        p(
          "The Hindi pages are written from the English ones. If you find that the two say different things, please tell us; until we correct it, the English text applies.",
        ),
      ],
    },
  ],
});
