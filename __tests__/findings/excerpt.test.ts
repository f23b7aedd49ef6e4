import { describe, expect, it } from "vitest";
import { excerpt } from "../../src/findings/excerpt.js";

describe("excerpt", () => {
  it("puts text on one line and keeps text that fits as it is", () => {
    expect(excerpt("a  b\n c")).toBe("a b c");
    expect(excerpt("  a\n\tb  ", 3)).toBe("a b");
    expect(excerpt("")).toBe("");
  });

  it("cuts at max characters with an ellipsis in place of the last one (default 80)", () => {
    expect(excerpt("abcdef", 4)).toBe("abc…");
    expect(excerpt("x".repeat(300), 200)).toBe(`${"x".repeat(199)}…`);
    expect(excerpt("x".repeat(81))).toBe(`${"x".repeat(79)}…`);
    expect(excerpt("x".repeat(80))).toBe("x".repeat(80));
  });

  it("counts code points, never splitting a surrogate pair", () => {
    // 4 emoji are 8 UTF-16 code units but 4 characters: they fit in 4.
    expect(excerpt("😀😀😀😀", 4)).toBe("😀😀😀😀");
    expect(excerpt("😀😀😀😀😀", 4)).toBe("😀😀😀…");
    expect(excerpt("a😀b😀c", 3)).toBe("a😀…");
    expect([...excerpt("😀".repeat(100), 10)]).toHaveLength(10);
  });
});
