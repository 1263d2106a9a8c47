// The home page's sections below the hero, in the spec's order: the keys the page draws them by
// and the names the back office lists them under (content/kinds/home-order.ts keeps their order).
export const HOME_BLOCKS = [
  { key: "desk", name: "Director's desk" },
  { key: "about", name: "About and vision" },
  { key: "support", name: "How we support (tabs)" },
  { key: "flipCards", name: "Startup flip cards" },
  { key: "incubations", name: "Incubations carousel" },
  { key: "cards", name: "Startup cards" },
  { key: "talks", name: "Entrepreneur's talks" },
  { key: "events", name: "Events" },
  { key: "idea", name: "Incubate u'r Idea (the idea form)" },
  { key: "faq", name: "FAQ" },
  { key: "gallery", name: "Gallery" },
] as const;

export type HomeBlock = (typeof HOME_BLOCKS)[number]["key"];
