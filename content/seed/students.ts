import type { SeedStudent } from "./types.ts";

const li = (handle: string) => `https://www.linkedin.com/in/${handle}`;

// Fictional student team of /student, section by section in the page's order. A missing
// linkedin and the placeholder "#" both mean: no LinkedIn button.
export const students: SeedStudent[] = [
  {
    section: "Student Coordinators",
    name: "Aman Kumar Singh",
    post: "Student Coordinator",
    about: "B.Tech, Computer Science, final year",
    linkedin: li("aman-kumar-singh-example"),
  },
  {
    section: "Student Coordinators",
    name: "Ishita Raj",
    post: "Student Coordinator",
    about: "B.Tech, Electrical Engineering, final year",
    linkedin: li("ishita-raj-example"),
  },
  {
    section: "Student Co-coordinators",
    name: "Rohan Jha",
    post: "Student Co-coordinator",
    about: "B.Tech, Mechanical Engineering, third year",
    linkedin: li("rohan-jha-example"),
  },
  {
    section: "Student Co-coordinators",
    name: "Tanya Kumari",
    post: "Student Co-coordinator",
    about: "B.Tech, Civil Engineering, third year",
  },
  {
    section: "Secretary",
    name: "Aditya Vardhan",
    post: "Secretary",
    about: "B.Tech, Electronics and Communication, third year",
    linkedin: li("aditya-vardhan-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: "Sakshi Priya",
    post: "Design Co-ordinator",
    about: "B.Tech, Computer Science, third year",
    linkedin: li("sakshi-priya-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: "Harshit Raj",
    post: "Web Co-ordinator",
    about: "B.Tech, Computer Science, third year",
    linkedin: li("harshit-raj-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: "Muskan Parveen",
    post: "Content Co-ordinator",
    about: "B.Tech, Chemical Engineering, third year",
    linkedin: "#",
  },
  {
    section: "Committee Co-ordinators",
    name: "Ujjwal Anand",
    post: "Media Co-ordinator",
    about: "B.Tech, Mechanical Engineering, third year",
    linkedin: li("ujjwal-anand-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: "Prateek Mishra",
    post: "Technical Co-ordinator",
    about: "B.Tech, Electronics and Communication, third year",
    linkedin: li("prateek-mishra-example"),
  },
  {
    section: "Committee Co-ordinators",
    name: "Anushka Sinha",
    post: "PR Co-ordinator",
    about: "B.Tech, Electrical Engineering, third year",
  },
  {
    section: "Leads",
    name: "Shivam Kumar",
    post: "Event Lead",
    about: "B.Tech, Civil Engineering, third year",
    linkedin: li("shivam-kumar-example"),
  },
  {
    section: "Co-Leads",
    name: "Riya Bhardwaj",
    post: "Core Co-Lead",
    about: "B.Tech, Computer Science, second year",
    linkedin: li("riya-bhardwaj-example"),
  },
  {
    section: "Co-Leads",
    name: "Kartik Choudhary",
    post: "Event Co-Lead",
    about: "B.Tech, Mechanical Engineering, second year",
    linkedin: li("kartik-choudhary-example"),
  },
  {
    section: "Co-Leads",
    name: "Nandini Kumari",
    post: "Web Co-Lead",
    about: "B.Tech, Computer Science, second year",
    linkedin: li("nandini-kumari-example"),
  },
  {
    section: "Co-Leads",
    name: "Yash Raj",
    post: "Design Co-Lead",
    about: "B.Tech, Electronics and Communication, second year",
    linkedin: "#",
  },
  {
    section: "Co-Leads",
    name: "Zoya Hasan",
    post: "Media Co-Lead",
    about: "B.Tech, Electrical Engineering, second year",
  },
  {
    section: "Co-Leads",
    name: "Abhinav Pandey",
    post: "Technical Co-Lead",
    about: "B.Tech, Electronics and Communication, second year",
    linkedin: li("abhinav-pandey-example"),
  },
  {
    section: "Co-Leads",
    name: "Khushi Singh",
    post: "PR Co-Lead",
    about: "B.Tech, Civil Engineering, second year",
    linkedin: li("khushi-singh-example"),
  },
  {
    section: "Co-Leads",
    name: "Devansh Gupta",
    post: "Content Co-Lead",
    about: "B.Tech, Chemical Engineering, second year",
  },
];
