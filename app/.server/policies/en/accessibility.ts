import { link, list, mail, type PolicyWriter, p } from "~/.server/policies/types";

export const accessibility: PolicyWriter = ({ centre, email }) => ({
  updatedAt: "2026-11-24",
  description:
    "How accessible this website is: the standard we aim for (WCAG 2.1 AA and GIGW 3.0), what we have done, what is still missing, and how to report a problem.",
  lead: `We want everyone to be able to use the website of ${centre}, whatever device, browser or assistive technology they use, in English or in Hindi.`,
  sections: [
    {
      id: "standard",
      heading: "The standard we aim for",
      blocks: [
        p(
          "This website aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA and the Guidelines for Indian Government Websites (GIGW 3.0). It partially meets them: most pages meet level AA, with the exceptions listed below under “Known limitations”.",
        ),
        p(
          "Before every release, our automated tests check each public page, in English and in Hindi, with the axe accessibility checker, and go through the main tasks with the keyboard alone.",
        ),
      ],
    },
    {
      id: "what-we-did",
      heading: "What we have done",
      blocks: [
        list(
          "Every page comes complete from our server: it can be read, and its forms sent, with JavaScript switched off.",
          "Everything works with the keyboard alone, and the element in focus is clearly outlined.",
          "The first link on every page, “Skip to main content”, jumps past the header and the menus.",
          "Pages are built with landmarks (header, navigation, main content, footer) and headings in order, so that screen reader users can move around quickly.",
          "Pictures that carry information have a text alternative; decorative ones are hidden from screen readers.",
          "Text and background colours meet the contrast ratios of WCAG (at least 4.5:1 for ordinary text).",
          "The text size buttons (A−, A, A+) make the text smaller or larger, and a high-contrast option changes the colours; the site remembers your choice. Pages also reflow on a small phone screen without scrolling sideways.",
          "Animations are switched off when your device asks for reduced motion.",
          [
            "The whole site is also in Hindi: use the “हिन्दी” link at the top of any page, or put /hi in front of its address. Each page tells browsers and screen readers which language it is in. ",
            link("Screen reader access", "/screen-reader-access"),
            " explains how to use the site with a screen reader.",
          ],
          "Pages are light and load nothing from other websites, so they also work on slow mobile connections.",
        ),
      ],
    },
    {
      id: "limitations",
      heading: "Known limitations",
      blocks: [
        list(
          "Some content, such as descriptions of startups, events or notices, may not have a Hindi version yet. It is then shown in English on the Hindi page, marked as English so that screen readers read it with an English voice.",
          "PDF files attached to notices are uploaded by staff and may not be tagged for accessibility; a scanned notice may be an image without text. If you cannot read one, write to us and we will send you its content in a form you can use.",
          "Some photographs in the gallery have only a short description.",
          "The pages staff use to sign in and manage the site are in English only.",
        ),
      ],
    },
    {
      id: "report",
      heading: "Report a problem",
      blocks: [
        p(
          "If something on this website is hard to use, or you need information in another format, please tell us. Say which page it was, what you were trying to do and, if you can, which browser and assistive technology you used.",
        ),
        list([link("Write to us through the contact page", "/contact")], ["E-mail: ", mail(email)]),
        p(
          "We aim to reply within 5 working days. If a problem cannot be fixed at once, we will tell you when to expect the fix and give you the information another way in the meantime.",
        ),
      ],
    },
    {
      id: "review",
      heading: "About this statement",
      blocks: [
        p(
          "We review this statement whenever the website changes in a way that affects accessibility, and at least once a year. The date below says when it last changed.",
        ),
      ],
    },
  ],
});
