import type { SeedSupportTab } from "./types.ts";

// "How we support": the spec's four tabs and button labels, in its order.
export const supportTabs: SeedSupportTab[] = [
  {
    kind: "mentorship",
    label: "Mentorship",
    headline: "Mentors who have walked the road before you",
    description:
      "Every incubated team is paired with faculty mentors and industry experts who fit its field. Regular one-to-one sessions help you test your idea with real users, shape the product and avoid the mistakes that sink young startups.",
    buttonLabel: "Explore",
    buttonHref: "/professor",
  },
  {
    kind: "funding",
    label: "Funding",
    headline: "From first grant to first investor",
    description:
      "We help founders find the right money at the right stage: government seed grants, pitch competitions and introductions to angel investors and funds. Our clinics on financial models and pitch decks get you ready for every conversation.",
    buttonLabel: "Find tools",
    buttonHref: "/#incubations",
  },
  {
    kind: "networking",
    label: "Networking",
    headline: "A community of founders, mentors and partners",
    description:
      "Pitch nights, talks and demo days bring founders together with investors, alumni, industry and government partners. Many of our startups found their first customer or co-founder at one of these events.",
    buttonLabel: "Learn",
    buttonHref: "/#events",
  },
  {
    kind: "workspace",
    label: "Workspace",
    headline: "A desk, a meeting room and a place to build",
    description:
      "Incubated teams get office space in the centre with high-speed internet, meeting rooms, a prototyping lab and management support, so they can spend their time on customers and product instead of logistics.",
    buttonLabel: "Learn more",
    buttonHref: "/#idea",
  },
];
