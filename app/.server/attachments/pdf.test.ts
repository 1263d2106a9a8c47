import { describe, expect, it } from "vitest";
import { DomainError } from "~/.server/errors";
import { checkPdf, inlineDisposition, isPdf, pdfFileName } from "./pdf";

const bytes = (text: string) => new TextEncoder().encode(text);
const refusal = (run: () => void) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, status: error.status };
    throw error;
  }
  return undefined;
};

describe("what counts as a PDF", () => {
  it("is a file starting with %PDF-", () => {
    expect(isPdf(bytes("%PDF-1.4\n%…"))).toBe(true);
    expect(isPdf(bytes("%PDF-"))).toBe(true);
  });

  it("is not an HTML page, a picture or a file that only mentions PDF later", () => {
    expect(isPdf(bytes("<html><script>alert(1)</script>"))).toBe(false);
    expect(isPdf(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00]))).toBe(false);
    expect(isPdf(bytes(" %PDF-1.4"))).toBe(false);
    expect(isPdf(bytes("%PDF"))).toBe(false);
    expect(isPdf(bytes(""))).toBe(false);
  });
});

describe("checking an uploaded PDF", () => {
  const max = 10 * 1024 * 1024;

  it("takes a PDF up to the limit", () => {
    expect(refusal(() => checkPdf(bytes("%PDF-1.7 small"), max))).toBeUndefined();
  });

  it("refuses other files with 415, too large ones with 413, empty ones with 400", () => {
    expect(refusal(() => checkPdf(bytes("GIF89a"), max))).toEqual({
      message: "Please choose a PDF file.",
      status: 415,
    });
    expect(refusal(() => checkPdf(new Uint8Array(max + 1).fill(0x25), max))).toEqual({
      message: "The PDF is larger than 10 MB.",
      status: 413,
    });
    expect(refusal(() => checkPdf(new Uint8Array(0), max))?.status).toBe(400);
  });
});

describe("the file name a saved copy gets", () => {
  it("keeps the uploaded name without folders, quotes or control characters, ending in .pdf", () => {
    expect(pdfFileName("Fee schedule 2026.PDF")).toBe("Fee schedule 2026.pdf");
    expect(pdfFileName('C:\\docs\\a"b\u0000.pdf')).toBe("ab.pdf");
    expect(pdfFileName("../../etc/passwd")).toBe("passwd.pdf");
    expect(pdfFileName("")).toBe("notice.pdf");
    expect(pdfFileName(`${"x".repeat(300)}.pdf`)).toHaveLength(100);
  });

  it("is offered inline, in ASCII and exactly", () => {
    expect(inlineDisposition("सूचना 1.pdf")).toBe(
      `inline; filename="_____ 1.pdf"; filename*=UTF-8''${encodeURIComponent("सूचना 1.pdf")}`,
    );
  });
});
