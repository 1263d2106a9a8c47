import { link, list, mail, type PolicyWriter, p } from "~/.server/policies/types";

export const screenReaderAccess: PolicyWriter = ({ email }) => ({
  updatedAt: "2026-11-24",
  description:
    "The screen readers that work with this website, where to get them, and how to move around the site with one.",
  lead: "A screen reader reads out what is on the screen, or shows it on a braille display. This website works with the common screen readers below.",
  sections: [
    {
      id: "readers",
      heading: "Screen readers and where to get them",
      blocks: [
        {
          kind: "table",
          caption: "Screen readers",
          head: ["Screen reader", "Works on", "Cost", "Where to get it"],
          rows: [
            [
              "NVDA (NonVisual Desktop Access)",
              "Windows",
              "Free (open source)",
              [link("nvaccess.org", "https://www.nvaccess.org/download/")],
            ],
            [
              "JAWS (Job Access With Speech)",
              "Windows",
              "Commercial (paid licence)",
              [
                link(
                  "freedomscientific.com",
                  "https://www.freedomscientific.com/products/software/jaws/",
                ),
              ],
            ],
            [
              "VoiceOver",
              "iPhone, iPad, Mac",
              "Free, built in",
              "Already installed: Settings → Accessibility → VoiceOver",
            ],
            [
              "TalkBack",
              "Android phones and tablets",
              "Free, built in",
              "Already installed on most phones: Settings → Accessibility → TalkBack",
            ],
            [
              "Orca",
              "Linux (GNOME desktop)",
              "Free (open source)",
              "Included in most Linux distributions; otherwise install the package “orca”",
            ],
          ],
        },
        p(
          "To hear the Hindi pages, choose a Hindi voice in your screen reader or in your device’s text-to-speech settings. NVDA’s built-in eSpeak voice, Android’s text-to-speech and Apple’s voices all include Hindi.",
        ),
      ],
    },
    {
      id: "using",
      heading: "Using this website with a screen reader",
      blocks: [
        list(
          "Skip link: the first link on every page, “Skip to main content”, jumps past the header and the menus to the page’s own content.",
          "Landmarks: every page has the same landmarks, the header (banner), the main navigation, the main content and the footer (content information). Move between them with D in NVDA, R in JAWS, or the rotor in VoiceOver.",
          "Headings: each page has one main heading (level 1), and its parts have headings of level 2 and 3. Press H to go from heading to heading in NVDA and JAWS, or set the VoiceOver rotor or TalkBack’s reading controls to headings.",
          "Menus: a menu with sub-items opens with Enter or Space and closes with Escape.",
          "Forms: every field has a label, and an error is written out in words and read out when it appears.",
          "Language: the “हिन्दी” link near the top of every page opens the same page in Hindi, and the “English” link on Hindi pages goes back. Each page declares its language, and English text inside a Hindi page is marked as English, so that your screen reader can switch voice.",
        ),
      ],
    },
    {
      id: "problems",
      heading: "If something does not work",
      blocks: [
        p(
          "Tell us which page it was, which screen reader and which browser you used: through the ",
          link("contact page", "/contact"),
          " or by e-mail to ",
          mail(email),
          ". The ",
          link("accessibility statement", "/accessibility"),
          " lists the limitations we know of.",
        ),
      ],
    },
  ],
});
