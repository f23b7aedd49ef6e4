import { describe, expect, it } from "vitest";
import { removeUnsafeChars, toOneLine, truncate } from "../../src/report/unsafe-chars.js";

describe("unsafe characters", () => {
  it("keeps tabs and line breaks but removes other controls and tag characters", () => {
    expect(removeUnsafeChars("a\tb\nc\u0001\u007F\u{E0020}d")).toBe("a\tb\ncd");
  });

  it("folds every kind of line break with its surrounding spaces", () => {
    expect(toOneLine("a  \n  b\u2028c\r\nd")).toBe("a b c d");
  });

  it("never splits a surrogate pair when truncating", () => {
    expect(truncate("😀😀😀", 2)).toBe("😀…");
    expect(truncate("short", 10)).toBe("short");
  });
});
