import { link, list, mail, type PolicyWriter, p } from "~/.server/policies/types";

export const help: PolicyWriter = ({ email }) => ({
  updatedAt: "2026-11-24",
  description:
    "The kinds of files on this website (PDF notices, pictures, calendar files, notice feeds) and the free programs that open them.",
  lead: "Most of this website is ordinary web pages that any current browser shows. A few things come as files: this page says what they are and how to open them.",
  sections: [
    {
      id: "browsers",
      heading: "Browsers",
      blocks: [
        p(
          "The site works in any current browser, such as Chrome, Firefox, Edge or Safari, on phones and computers, and also with JavaScript switched off.",
        ),
      ],
    },
    {
      id: "pdf",
      heading: "PDF documents",
      blocks: [
        p(
          "Some notices come with a document in PDF (Portable Document Format). Most browsers open PDF files themselves: select the link and the document opens, or is saved to your device.",
        ),
        p("If it does not open, use a free PDF reader:"),
        list(
          "Windows: Adobe Acrobat Reader or SumatraPDF",
          "Mac, iPhone and iPad: Preview or Files, already installed",
          "Android: the PDF viewer of Google Drive, or Adobe Acrobat Reader, from the Play Store",
          "Linux: Document Viewer (Evince) or Okular, from your distribution",
        ),
      ],
    },
    {
      id: "pictures",
      heading: "Pictures",
      blocks: [
        p(
          "Photographs are sent as AVIF, WebP or JPEG files. Your browser picks a format it can show by itself; you need nothing extra. Please read the ",
          link("copyright policy", "/copyright-policy"),
          " before using a photo elsewhere.",
        ),
      ],
    },
    {
      id: "calendar",
      heading: "Calendar files (.ics)",
      blocks: [
        p(
          "Every event page has an “Add to calendar” link that downloads an .ics file: open it, and your calendar app adds the event. Google Calendar, Microsoft Outlook, Apple Calendar and Thunderbird all read .ics files.",
        ),
        p(
          "The address /events.ics lists every event. Add it to your calendar app as a subscription (“add calendar from URL”), and new events appear by themselves.",
        ),
      ],
    },
    {
      id: "feeds",
      heading: "Notices as a feed",
      blocks: [
        p("To follow new notices without visiting the site, use one of these addresses:"),
        list(
          [
            link("/notices.xml", "/notices.xml"),
            ": an RSS feed. Add its address to a feed reader, for example Thunderbird on a computer or a feed reader app on your phone.",
          ],
          [
            link("/notices.txt", "/notices.txt"),
            ": the same notices as plain text, one block per notice (title, address, date), which any program can read.",
          ],
        ),
      ],
    },
    {
      id: "display",
      heading: "Language, text size and contrast",
      blocks: [
        list(
          "The “हिन्दी” link at the top of each page shows it in Hindi; “English” goes back.",
          "The text size buttons (A−, A, A+) make the text smaller or larger, and the high-contrast option changes the colours. Your choice is remembered.",
          "Your browser’s zoom also works: Ctrl and + (or ⌘ and + on a Mac) to enlarge, Ctrl and 0 to go back.",
        ),
      ],
    },
    {
      id: "more",
      heading: "Still need help?",
      blocks: [
        p(
          "Write to us through the ",
          link("contact page", "/contact"),
          " or at ",
          mail(email),
          ". The ",
          link("sitemap", "/sitemap"),
          " lists every page of the site.",
        ),
      ],
    },
  ],
});
