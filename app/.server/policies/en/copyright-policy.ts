import { link, list, mail, type PolicyWriter, p } from "~/.server/policies/types";

export const copyrightPolicy: PolicyWriter = ({ centre, institute, email }) => ({
  updatedAt: "2026-11-24",
  description:
    "Who owns the text, photographs and logos on this website, and how you may reuse them.",
  lead: `The content of this website belongs to ${centre}, ${institute}, unless it says otherwise.`,
  sections: [
    {
      id: "reuse",
      heading: "Reusing our content",
      blocks: [
        p(
          "You may reproduce text from this website free of charge, in any format, as long as you:",
        ),
        list(
          "reproduce it accurately, and not in a misleading context;",
          "do not use it in a derogatory way;",
          `name the source: ${centre}, ${institute}, with the address of the page.`,
        ),
        p(
          "For anything more, such as commercial use or a printed publication, please ask us first at ",
          mail(email),
          ".",
        ),
      ],
    },
    {
      id: "others",
      heading: "Content that belongs to others",
      blocks: [
        p(
          "Some material on this site is not ours to give. Permission to reuse our content does not cover it; ask its owners:",
        ),
        list(
          "the names, logos, descriptions and pictures of startups belong to those startups;",
          "photographs and words of speakers, mentors and students belong to them or to the photographer;",
          "the name and emblem of the institute belong to the institute.",
        ),
      ],
    },
    {
      id: "photos",
      heading: "Photographs of people",
      blocks: [
        p(
          "If a photograph on this site shows you and you would like it removed, write to us at ",
          mail(email),
          " and we will look at your request promptly.",
        ),
      ],
    },
    {
      id: "claims",
      heading: "If you think we have used your work",
      blocks: [
        p(
          "If you believe something on this site infringes your copyright, tell us which page and which material, through the ",
          link("contact page", "/contact"),
          " or at ",
          mail(email),
          ". We will look into it and remove the material if the claim is right.",
        ),
      ],
    },
  ],
});
