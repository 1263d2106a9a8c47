import type { Messages } from "~/lib/i18n/messages/types.ts";

export const peopleGallery: Pick<Messages["people"], "gallery" | "lightbox"> = {
  gallery: {
    albumMetaTitle: (album) => `${album} · गैलरी`,
    photos: "तस्वीरें",
    albums: "एल्बम",
    all: "सभी",
    missingAlbum: (album) =>
      `“${album}” नाम का कोई एल्बम नहीं है: हो सकता है उसका नाम बदल गया हो या उसे हटा दिया गया हो। सभी तस्वीरें दिखाई जा रही हैं।`,
    albumEmpty: "इस एल्बम में अभी कोई तस्वीर नहीं है।",
    empty: "अभी कोई तस्वीर नहीं है।",
    openPhoto: (alt) => `तस्वीर खोलें: ${alt}`,
    untitledPhoto: "कार्यक्रम की तस्वीर",
    albumPhoto: (album) => `${album} की तस्वीर`,
    pagerLabel: "गैलरी के पृष्ठ",
    previous: "पिछला",
    next: "अगला",
    metaTitlePage: (title, page) => `${title} · पृष्ठ ${page}`,
    pastEnd: (page, pages) => `यहाँ पृष्ठ ${page} नहीं है: इस सूची में ${pages} पृष्ठ हैं। `,
    firstPage: "पहले पृष्ठ पर जाएँ",
  },
  lightbox: {
    label: (n, count) => `तस्वीर ${n} (कुल ${count})`,
    previous: "पिछली तस्वीर",
    next: "अगली तस्वीर",
    close: "बंद करें",
    fullSize: "पूरे आकार में खोलें",
  },
};
