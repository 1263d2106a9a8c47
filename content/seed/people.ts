import type { SeedPerson } from "./types.ts";

// Fictional heads of the centre ("Desk of the director and the professor in charge").
export const directors: SeedPerson[] = [
  {
    name: "Prof. Alok Narayan Singh",
    post: "Director",
    about:
      "Our institute was founded to train engineers who solve the problems of the region they come from. The incubation centre carries that purpose beyond the classroom: it gives students, alumni and faculty the space, mentors and early support to turn an idea into a company that creates jobs here at home. I invite every young person with an idea, however rough, to walk in, ask questions and begin. Bihar's next generation of enterprises will be built by people who were willing to try.",
    email: "director@example.edu",
  },
  {
    name: "Dr. Sunita Prasad",
    post: "Professor In-Charge",
    about:
      "An incubator is measured by the founders it helps, not by the buildings it owns. At the centre we keep our doors open and our process simple: bring us a problem worth solving, and we will help you test it with real users, find a mentor who has walked the road before, and prepare for the first conversation with an investor. Failure is part of learning here; giving up before trying is the only thing we discourage. I look forward to meeting you at our next event.",
    email: "incubation.pic@example.edu",
    linkedin: "https://www.linkedin.com/in/sunita-prasad-example",
  },
];

// Fictional faculty mentors of /professor: the first is the featured card.
export const faculty: SeedPerson[] = [
  {
    name: "Dr. Rajesh Ranjan",
    post: "Professor, Computer Science and Engineering",
    about:
      "Mentors teams working on applied machine learning and software products; has guided more than twenty student startups from prototype to first customers.",
    email: "rajesh.ranjan@example.edu",
    linkedin: "https://www.linkedin.com/in/rajesh-ranjan-example",
    featured: true,
  },
  {
    name: "Dr. Kavita Sharma",
    post: "Associate Professor, Electrical Engineering",
    about:
      "Works on solar micro-grids and energy storage; advises cleantech founders on hardware design, field trials and certification.",
    email: "kavita.sharma@example.edu",
    linkedin: "https://www.linkedin.com/in/kavita-sharma-example",
  },
  {
    name: "Dr. Mohammad Tariq",
    post: "Professor, Mechanical Engineering",
    about:
      "Specialises in manufacturing and product design; helps teams move from a hand-built prototype to a product that can be made in batches.",
    email: "m.tariq@example.edu",
  },
  {
    name: "Dr. Anjali Verma",
    post: "Assistant Professor, Humanities and Social Sciences",
    about:
      "Teaches entrepreneurship and economics; mentors founders on customer interviews, pricing and social impact measurement.",
    linkedin: "https://www.linkedin.com/in/anjali-verma-example",
  },
  {
    name: "Dr. Sanjeev Kumar",
    post: "Professor, Civil Engineering",
    about:
      "Researches water resources and flood management; guides startups working on water quality, irrigation and disaster resilience.",
    email: "sanjeev.kumar@example.edu",
    linkedin: "https://www.linkedin.com/in/sanjeev-kumar-example",
  },
  {
    name: "Dr. Priya Chatterjee",
    post: "Associate Professor, Electronics and Communication Engineering",
    about:
      "Works on low-power sensors and IoT systems; reviews hardware designs and connects founders with component suppliers.",
    email: "priya.chatterjee@example.edu",
  },
  {
    name: "Dr. Vivek Anand",
    post: "Assistant Professor, Computer Science and Engineering",
    about:
      "Focuses on natural language processing for Indian languages; mentors AI startups on data collection, evaluation and responsible deployment.",
    linkedin: "https://www.linkedin.com/in/vivek-anand-example",
  },
  {
    name: "Dr. Rashmi Kumari",
    post: "Associate Professor, Chemistry",
    about:
      "Works on food processing and materials; advises food and agri-processing startups on shelf life, testing and food-safety licences.",
  },
  {
    name: "Dr. Nikhil Jha",
    post: "Assistant Professor, Management Studies",
    about:
      "Teaches finance and accounting; runs the centre's clinics on unit economics, financial models and preparing for investor due diligence.",
    email: "nikhil.jha@example.edu",
    linkedin: "https://www.linkedin.com/in/nikhil-jha-example",
  },
  {
    name: "Dr. Farah Naaz",
    post: "Associate Professor, Biotechnology",
    about:
      "Researches diagnostics and public health; mentors health-tech teams on clinical validation and working with hospitals.",
    email: "farah.naaz@example.edu",
  },
];
