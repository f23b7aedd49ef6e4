import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { gradeAtLeast, gradeForScore, parseGrade } from "../../src/scorecard/grade.js";

describe("gradeForScore", () => {
  it("maps the bands A ≥ 0.9, B ≥ 0.8, C ≥ 0.7, D ≥ 0.6, F below", () => {
    expect([1, 0.9, 0.89, 0.8, 0.7, 0.6, 0.5999, 0].map(gradeForScore)).toEqual(["A", "A", "B", "B", "C", "D", "F", "F"]);
  });

  it("puts float noise just under a band edge in the band", () => {
    expect(gradeForScore(0.8999999999)).toBe("A");
    expect(gradeForScore(0.6999999999)).toBe("C");
  });

  it("does not round a real shortfall up", () => {
    expect(gradeForScore(0.8999)).toBe("B");
  });
});

describe("gradeAtLeast", () => {
  it("compares positions from A (best) to F", () => {
    expect(gradeAtLeast("A", "B")).toBe(true);
    expect(gradeAtLeast("B", "B")).toBe(true);
    expect(gradeAtLeast("C", "B")).toBe(false);
    expect(gradeAtLeast("F", "D")).toBe(false);
  });
});

describe("parseGrade", () => {
  it("reads a letter case-insensitively, ignoring spaces", () => {
    expect(parseGrade("b")).toBe("B");
    expect(parseGrade(" F ")).toBe("F");
  });

  it.each(["E", "Z", "", "0.8", "AA"])("rejects %j with a UsageError naming the input", (text) => {
    expect(() => parseGrade(text, "--fail-under")).toThrow(UsageError);
    expect(() => parseGrade(text, "--fail-under")).toThrow(/^--fail-under: /);
  });
});
