import { afterEach, describe, expect, it, vi } from "vitest";
import { forgetReads, remembered, rememberedForVisitors, rememberReads } from "./remembered";

describe("remembered", () => {
  afterEach(() => vi.useRealTimers());

  it("ends every answer with its 30-second window, so one made from others is not older", async () => {
    const db = {};
    rememberReads(db);
    forgetReads();
    vi.useFakeTimers();
    let reads = 0;
    const read = () => remembered(db, "rows", async () => ++reads);
    const page = () => remembered(db, "page", async () => `page from read ${await read()}`);
    vi.setSystemTime(1_200_000_000); // the start of a window (a multiple of 30 s)
    expect(await read()).toBe(1);
    vi.setSystemTime(1_200_029_000); // 29 s on: the page is made from the remembered read
    expect(await page()).toBe("page from read 1");
    vi.setSystemTime(1_200_030_000); // the window's end: both are made again, together
    expect(await page()).toBe("page from read 2");
    expect(await read()).toBe(2);
  });

  it("remembers only a visitor's view, and only a question with a name", async () => {
    const db = {};
    rememberReads(db);
    forgetReads();
    let reads = 0;
    const read = async () => ++reads;
    expect(await rememberedForVisitors(db, "public", "rows", read)).toBe(1);
    expect(await rememberedForVisitors(db, "public", "rows", read)).toBe(1);
    expect(await rememberedForVisitors(db, "preview", "rows", read)).toBe(2);
    expect(await rememberedForVisitors(db, "preview", "rows", read)).toBe(3);
    expect(await rememberedForVisitors(db, "public", undefined, read)).toBe(4);
    expect(await rememberedForVisitors(db, "public", undefined, read)).toBe(5);
    expect(await rememberedForVisitors(db, "public", "rows", read)).toBe(1);
  });
});
