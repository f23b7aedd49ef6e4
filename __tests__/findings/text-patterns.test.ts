import { describe, expect, it } from "vitest";
import { escapeRegExp, SURROGATE } from "../../src/findings/text-patterns.js";

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
