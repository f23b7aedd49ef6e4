import { describe, expect, it } from "vitest";
import { codePoints, escapeRegExp, SURROGATE } from "../../src/findings/text-patterns.js";

describe("SURROGATE", () => {
  it("finds half of a character outside the BMP, paired or alone, and nothing in BMP text", () => {
    expect(["😀", "\uD83D", "\uDE00", "a\uDC28b"].map((t) => SURROGATE.test(t))).toEqual([true, true, true, true]);
    expect(["", "plain", "Grüße", "日本語", "\uFFFD"].map((t) => SURROGATE.test(t))).toEqual([false, false, false, false, false]);
  });
});

describe("escapeRegExp", () => {
  it("makes a pattern that matches the text literally", () => {
    const text = "a.b*c+d?e^f${g}(h)|[i]\\j";
    expect(escapeRegExp(text)).toBe("a\\.b\\*c\\+d\\?e\\^f\\$\\{g\\}\\(h\\)\\|\\[i\\]\\\\j");
    expect(new RegExp(`^${escapeRegExp(text)}$`).test(text)).toBe(true);
    expect(new RegExp(escapeRegExp("a.c")).test("abc")).toBe(false);
  });
});

describe("codePoints", () => {
  it("counts code points: a pair once, a lone surrogate once, plain text by its length", () => {
    expect(codePoints("plain ascii and accents: é ü")).toBe(28);
    expect(codePoints("a\u{1F600}b")).toBe(3);
    expect(codePoints("\uD83D")).toBe(1); // a high surrogate alone
    expect(codePoints("x\uDE00\uD83D")).toBe(3); // a low one, then a high one at the end: no pair
    expect(codePoints("\uD83D\uDE00\uD83D\uDE00")).toBe(2);
  });
  it("counts as the string iterator does, on every pair and lone half of a pair", () => {
    for (const text of ["", "😀😀", "\uDE00\uD83D\uDE00", "a\uD83D\uD83D\uDE00b", "\uD83D\uDE00\uDE00"]) expect(codePoints(text)).toBe([...text].length);
  });
});
