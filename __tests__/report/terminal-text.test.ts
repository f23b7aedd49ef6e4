import { describe, expect, it } from "vitest";
import { terminalSafe } from "../../src/report/terminal-text.js";

describe("terminalSafe", () => {
  it("removes colour (CSI) sequences whole", () => {
    expect(terminalSafe("\u001B[31mred\u001B[0m")).toBe("red");
  });

  it("removes window-title and hyperlink (OSC) sequences", () => {
    expect(terminalSafe("a\u001B]0;pwned\u0007b\u001B]8;;https://x\u001B\\link")).toBe("ablink");
  });

  it("removes 8-bit CSI, clear-screen and stray control characters", () => {
    expect(terminalSafe("\u009B2Ja\u001B[2J\u001B[Hb\u0007\u0008c")).toBe("abc");
  });

  it("folds line breaks and tabs into spaces unless multiline", () => {
    expect(terminalSafe("a\r\nb\tc")).toBe("a b c");
    expect(terminalSafe("a\r\nb\rc", { multiline: true })).toBe("a\nb\nc");
  });

  it("removes bidi overrides", () => {
    expect(terminalSafe("abc\u202Edef\u2066")).toBe("abcdef");
  });

  it("cuts at the limit with an ellipsis", () => {
    expect(terminalSafe("abcdef", { limit: 4 })).toBe("abc…");
  });
});
