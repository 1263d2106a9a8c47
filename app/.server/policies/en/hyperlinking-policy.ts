import { list, mail, type PolicyWriter, p } from "~/.server/policies/types";

export const hyperlinkingPolicy: PolicyWriter = ({ centre, institute, email }) => ({
  updatedAt: "2026-11-24",
  description: "Our links to other websites, and how you may link to this one.",
  lead: "Links between websites help visitors. Here is how we handle them, in both directions.",
  sections: [
    {
      id: "outgoing",
      heading: "Links from this website to others",
      blocks: [
        p(
          `In several places this website links to other websites, such as the website of ${institute}, the websites of startups and social media pages. We add them for your convenience. ${centre} is not responsible for their content or their reliability, does not necessarily agree with the views they express, and cannot promise that they work at all times.`,
        ),
        p(
          "Links that lead to another website are marked as such. Other websites have their own privacy and security policies; please read them.",
        ),
      ],
    },
    {
      id: "incoming",
      heading: "Links to this website from others",
      blocks: [
        p(
          "You do not need our permission to link to this website, and we welcome it. You may link to any page, in English or in its Hindi version under /hi. Please:",
        ),
        list(
          "link to our pages rather than copying them;",
          "do not show our pages inside frames on your site: let them open at their own address;",
          "do not suggest that the centre or the institute endorses your website, product or service, and do not use our logos without permission.",
        ),
        p("We are glad to know where we are linked from: please tell us at ", mail(email), "."),
      ],
    },
  ],
});
