import type { SeedTalk, SeedTestimonial } from "./types.ts";

// Fictional speakers of the home page's talks slider.
export const talks: SeedTalk[] = [
  {
    name: "Meera Sinha",
    role: "Co-founder and CEO",
    company: "Annapurna Agro Ventures",
    bio: "Meera left a consulting career to build a farm-to-retail supply chain for vegetables from Vaishali. She talked about finding the first hundred farmers, pricing honestly and why trust travels faster than marketing in a village.",
  },
  {
    name: "Arjun Mehta",
    role: "Partner",
    company: "Eastern Seed Fund",
    bio: "Arjun has invested in more than forty early-stage startups across eastern India. His talk covered what investors look for in a first pitch, how to size a market without inventing numbers, and the mistakes that end a conversation early.",
  },
  {
    name: "Farhan Qureshi",
    role: "Founder",
    company: "Kosi Robotics",
    bio: "An alumnus of the institute, Farhan builds low-cost automation for small factories. He spoke about turning a final-year project into a company, hiring the first five engineers and surviving the year when nothing sold.",
  },
  {
    name: "Kavya Raghavan",
    role: "Head of Product",
    company: "Lekha Health",
    bio: "Kavya has designed health software used by community health workers in six states. Her talk showed how field visits shape a product, why offline-first matters, and how to test with real users before writing code.",
  },
];

// Fictional alumni for the /talksmore page ("Entrepreneur's Talks").
export const testimonials: SeedTestimonial[] = [
  {
    name: "Rakesh Kumar",
    role: "Co-founder",
    company: "SuryaPump",
    quote:
      "The mentors asked the uncomfortable questions early: who pays, how much, and why us. Answering them saved us a year of building the wrong thing.",
  },
  {
    name: "Ananya Mishra",
    role: "Co-founder",
    company: "PaathGhar",
    quote:
      "We started with two laptops on a borrowed table. The centre gave us a desk, a mentor who had run an edtech company, and our first school pilot.",
  },
  {
    name: "Imran Ali",
    role: "CTO",
    company: "NeerNet",
    quote:
      "The investor networking evenings taught me to explain our sensors in one sentence. That sentence got us our first grant.",
  },
  {
    name: "Shalini Verma",
    role: "Co-founder",
    company: "Mithila Threads",
    quote:
      "I came to PitchTember with a sketch of an idea and left with a team of three. The feedback from the jury shaped our whole business model.",
  },
  {
    name: "Nitin Chaudhary",
    role: "Co-founder",
    company: "GaadiGo",
    quote:
      "Help with company registration, accounts and compliance meant we could spend our time on drivers and customers instead of paperwork.",
  },
  {
    name: "Pallavi Kumari",
    role: "Co-founder",
    company: "MaaSeva",
    quote:
      "My mentor connected me with doctors who tested our app in the field. Without that first hospital partner we would never have been taken seriously.",
  },
  {
    name: "Sameer Khan",
    role: "Product Lead",
    company: "BhashaBot",
    quote:
      "The co-working space is where our best ideas happened: late evenings, whiteboards and another team next door who had solved the same problem.",
  },
  {
    name: "Divya Bharti",
    role: "Co-founder",
    company: "ReCycle Patna",
    quote:
      "The centre believed in a waste startup when most people laughed. The mentoring on unit economics is why we are profitable today.",
  },
  {
    name: "Gaurav Tiwari",
    role: "Co-founder",
    company: "Pravah Freight",
    quote:
      "From our first pitch to our seed round, the incubation team was one phone call away. Every founder should have that kind of support.",
  },
];
