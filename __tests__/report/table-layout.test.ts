import stringWidth from "string-width";
import { describe, expect, it } from "vitest";
import { breakName, fitColumns, hangingWrap, naturalWidths, packLine, textWidth } from "../../src/report/table-layout.js";

describe("fitColumns", () => {
  it("keeps the natural widths of a table that fits", () => {
    expect(fitColumns([10, 12, 8], 80)).toEqual([10, 12, 8]);
  });

  it("takes columns from the widest until the table and its borders fit", () => {
    const widths = fitColumns([40, 30, 10], 60);
    expect(widths.reduce((a, b) => a + b, 0) + 4).toBe(60);
    expect(widths).toEqual([23, 23, 10]);
  });

  it("leaves a column at its minimum and shrinks the others", () => {
    expect(fitColumns([40, 30, 14], 50, [0, 0, 14])).toEqual([16, 16, 14]);
  });

  it("keeps a heavier column wider in proportion to its weight", () => {
    const [name, description] = fitColumns([60, 60], 63, [], [1, 2]);
    expect(description).toBe(40);
    expect(name).toBe(20);
  });

  it("stays wider than the width when every column is at its minimum", () => {
    expect(fitColumns([20, 20], 10, [15, 15])).toEqual([15, 15]);
  });
});

describe("naturalWidths", () => {
  it("measures the widest cell of each column, head included, plus the padding, ignoring colour codes", () => {
    expect(naturalWidths(["Tool", "N"], [["\u001B[32mcreate_note\u001B[39m", "12345"]])).toEqual([13, 7]);
  });
});

describe("breakName", () => {
  it("leaves a name that fits alone", () => {
    expect(breakName("get_note", 20)).toBe("get_note");
  });

  it("breaks after separators so each line fits", () => {
    expect(breakName("trigger-long-running-operation", 22)).toBe("trigger-long-running-\noperation");
  });

  it("cuts a piece longer than a line", () => {
    const out = breakName("abcdefghijklmnopqrstuvwxyz", 10);
    expect(out).toBe("abcdefghij\nklmnopqrst\nuvwxyz");
  });

  it("measures wide characters as two columns", () => {
    expect(breakName("名前名前名前", 4).split("\n").every((line) => stringWidth(line) <= 4)).toBe(true);
  });
});

describe("hangingWrap", () => {
  it("wraps the body under itself, after the prefix", () => {
    const out = hangingWrap("  1. ", "one two three four five six seven", 20);
    expect(out).toBe("  1. one two three\n     four five six\n     seven");
  });

  it("keeps every line within the width, colour codes included", () => {
    const out = hangingWrap("  \u001B[31m✖\u001B[39m ", `\u001B[1m${"word ".repeat(30)}\u001B[22m`, 40);
    expect(Math.max(...out.split("\n").map((line) => textWidth(line)))).toBeLessThanOrEqual(40);
  });
});

describe("packLine", () => {
  it("joins the parts on one line when they fit", () => {
    expect(packLine(["happy 100%", "edge 100%"], "  |  ", 40)).toBe("happy 100%  |  edge 100%");
  });

  it("starts a new line with the part that would pass the width", () => {
    expect(packLine(["happy 100%", "edge 100%", "effect n/a (no high-confidence probe ran)"], "  |  ", 40)).toBe(
      "happy 100%  |  edge 100%\neffect n/a (no high-confidence probe ran)",
    );
  });
});
