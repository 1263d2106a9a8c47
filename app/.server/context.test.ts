import { beforeEach, describe, expect, it } from "vitest";
import { forgetReads, rememberReads } from "./cache/remembered";
import { type RequestInfo, rememberedMarkup } from "./context";

const request = (document: boolean): RequestInfo => ({
  clientIp: "127.0.0.1",
  document,
  markup: new Map(),
  requestId: "test",
  route: {},
});

describe("rememberedMarkup", () => {
  const db = {};
  let builds = 0;
  const page = () => async (hand: (key: string, html: string) => string | null) => {
    builds++;
    return { title: "Home", about: hand("about", "<p>About us</p>") };
  };
  beforeEach(() => {
    rememberReads(db);
    forgetReads();
    builds = 0;
  });

  it("makes a page once per kind of request, and hands its markup to every document", async () => {
    for (let n = 0; n < 3; n++) {
      const info = request(true);
      expect(await rememberedMarkup(db, "public", "home:en", info, page())).toEqual({
        title: "Home",
        about: null,
      });
      expect(info.markup.get("about")).toBe("<p>About us</p>");
    }
    const data = request(false);
    expect(await rememberedMarkup(db, "public", "home:en", data, page())).toEqual({
      title: "Home",
      about: "<p>About us</p>",
    });
    expect(data.markup.size).toBe(0);
    expect(builds).toBe(2);
  });

  it("makes it every time in a preview, and again once content changes", async () => {
    await rememberedMarkup(db, "preview", "home:en", request(true), page());
    await rememberedMarkup(db, "preview", "home:en", request(true), page());
    expect(builds).toBe(2);
    await rememberedMarkup(db, "public", "home:hi", request(true), page());
    forgetReads();
    const info = request(true);
    await rememberedMarkup(db, "public", "home:hi", info, page());
    expect(builds).toBe(4);
    expect(info.markup.get("about")).toBe("<p>About us</p>");
  });
});
