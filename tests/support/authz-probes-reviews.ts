// The review panel's share of the authorization replay (issue 26). The replay assigns `reviewIdea`
// to the reviewer and to the admin, and `otherIdea` to the admin only: a reviewer reaches only
// their own assignment, and an application that is not theirs answers 404 (`hidden`).
import type { Probe } from "./authz-probes";

const SCORES = {
  "score:Problem": "5",
  "score:Solution": "5",
  "score:Team": "5",
  "score:Market": "5",
};

export const REVIEW_PROBES: Probe[] = [
  {
    name: "reviews: score an assigned application",
    method: "POST",
    path: (i) => `/admin-dashboard/reviews/${i.reviewIdea}`,
    form: () => ({ intent: "score", ...SCORES, comment: "injected" }),
    invalid: { "score:Problem": "9" },
    needs: "reviewer",
    hidden: true,
    requires: "reviewIdea",
  },
  {
    name: "reviews: declare a conflict on an assigned application",
    method: "POST",
    path: (i) => `/admin-dashboard/reviews/${i.reviewIdea}`,
    form: () => ({ intent: "conflict", conflictNote: "injected" }),
    invalid: { intent: "bogus" },
    needs: "reviewer",
    hidden: true,
    requires: "reviewIdea",
  },
  {
    name: "reviews: score an application assigned to someone else",
    method: "POST",
    path: (i) => `/admin-dashboard/reviews/${i.otherIdea}`,
    form: () => ({ intent: "score", ...SCORES }),
    invalid: { "score:Bogus": "3" },
    needs: "admin",
    hidden: true,
    requires: "otherIdea",
  },
  {
    name: "reviews: declare a conflict on someone else's application",
    method: "POST",
    path: (i) => `/admin-dashboard/reviews/${i.otherIdea}`,
    form: () => ({ intent: "conflict" }),
    invalid: { intent: "" },
    needs: "admin",
    hidden: true,
    requires: "otherIdea",
  },
  {
    name: "read an application assigned to someone else",
    method: "GET",
    path: (i) => `/admin-dashboard/reviews/${i.otherIdea}`,
    needs: "admin",
    hidden: true,
    requires: "otherIdea",
  },
  {
    name: "read an application's PDF that is not one's to review",
    method: "GET",
    path: (i) => `/admin-dashboard/ideas/${i.otherIdea}/pdf`,
    needs: "editor",
    hidden: true,
    requires: "otherIdea",
  },
  {
    name: "read one's reviews",
    method: "GET",
    path: () => "/admin-dashboard/reviews",
    needs: "reviewer",
  },
  {
    name: "read the review panel",
    method: "GET",
    path: () => "/admin-dashboard/ideas/panel",
    needs: "editor",
  },
  {
    name: "review panel: assign a reviewer",
    method: "POST",
    path: () => "/admin-dashboard/ideas/panel",
    form: (i) => ({ intent: "assign", idea: i.otherIdea ?? "", reviewer: i.reviewer ?? "" }),
    invalid: { reviewer: "" },
    needs: "editor",
    requires: "otherIdea",
  },
  {
    name: "review panel: remove an assignment",
    method: "POST",
    path: () => "/admin-dashboard/ideas/panel",
    form: (i) => ({ intent: "unassign", idea: i.reviewIdea ?? "", reviewer: i.reviewer ?? "" }),
    invalid: { idea: "not-a-number" },
    needs: "editor",
    requires: "reviewIdea",
  },
  {
    name: "review panel: spread evenly",
    method: "POST",
    path: () => "/admin-dashboard/ideas/panel",
    form: (i) => ({ intent: "spread", perIdea: "1", [`pick:${i.reviewer}`]: "on" }),
    invalid: { perIdea: "0" },
    needs: "editor",
    requires: "reviewer",
  },
];
