import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { coverageMeets, gradeAtLeast, gradeForScore, parseCoverage, parseGrade } from "../../src/scorecard/grade.js";

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

describe("parseCoverage", () => {
  it("reads a fraction or a percentage", () => {
    expect(parseCoverage("0.5")).toBe(0.5);
    expect(parseCoverage(" 50% ")).toBe(0.5);
    expect(parseCoverage("1")).toBe(1);
    expect(parseCoverage("0")).toBe(0);
  });

  it("refuses anything else, naming the input", () => {
    for (const text of ["", "half", "150%", "1.5", "-0.1"]) {
      expect(() => parseCoverage(text, "--min-coverage"), text).toThrow(/^--min-coverage: ".*" is not a coverage; use a fraction from 0 to 1/);
    }
  });
});

describe("coverageMeets", () => {
  it("compares a coverage with a minimum; no tool called always meets it", () => {
    expect(coverageMeets(0.5, 0.5)).toBe(true);
    expect(coverageMeets(0.4999, 0.5)).toBe(false);
    expect(coverageMeets(null, 1)).toBe(true);
  });
});
