import { describe, expect, it } from "vitest";
import { mulberry32 } from "../../src/scenarios/prng.js";
import { MAX_SAMPLE_CHARS, sampleRegex } from "../../src/scenarios/regex-sample.js";

const PATTERNS = [
  "^[A-Z]{3}-\\d{4}$",
  "^[a-z0-9]+(?:-[a-z0-9]+)*$",
  "^#?([0-9a-fA-F]{6}|[0-9a-fA-F]{3})$",
  "^(foo|bar|baz)_\\w+$",
  "^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$",
  "^v\\d+\\.\\d+\\.\\d+(-[a-z]+)?$",
  "^\\+?[1-9]\\d{1,14}$",
  "^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])$",
  "^(ab)\\1$",
  "^\\p{Lu}\\p{Ll}+$",
  "[\\D]{2}",
  "^[\\w.-]+$",
  "^a.c$",
  "\\bword\\b",
  "^x{2,}y*z?$",
  "^[\\u0041-\\u005A]{2}\\x41$",
  "^(?=.*\\d)[a-z0-9]{8}$",
];

describe("sampleRegex", () => {
  for (const pattern of PATTERNS) {
    it(`matches /${pattern}/ for many seeds`, () => {
      const re = new RegExp(pattern, "u");
      let matched = 0;
      for (let seed = 0; seed < 30; seed++) {
        const text = sampleRegex(pattern, mulberry32(seed));
        expect(text).toBeTypeOf("string");
        if (re.test(text as string)) matched++;
      }
      // Lookaheads are skipped on purpose: the caller validates; everything else must always match.
      expect(matched).toBeGreaterThanOrEqual(pattern.includes("(?=") ? 1 : 30);
    });
  }

  it("returns undefined for a pattern it cannot parse", () => {
    expect(sampleRegex("(unclosed", mulberry32(1))).toBeUndefined();
  });

  it("gives the same texts when a pattern is sampled again (each pattern is parsed once and its classes' characters listed once)", () => {
    // Pinned before the parse and the character choices were kept: sampling draws the same numbers as it did.
    const expected: [string, string[]][] = [
      ["^[A-Z]{3}-\\d{4}$", ["ABZ-6544", "GOS-2175", "FJH-5292"]],
      ["[\\D]{2}", ["ad", "YK", "Bv"]],
      ["^[^\\s@]+@[^\\s@]+\\.[a-z]{2,}$", ["d@H6z.gos", "j@6mw.nh", "pSlijs@LeU8.rzqxv"]],
      ["^[!-/]{3}$", ["!!/", "+('", "'$)"]],
      ["^\\p{Lu}\\p{Ll}+$", ["Az", "Skm", "Gsget"]],
    ];
    for (let round = 0; round < 2; round++) {
      for (const [pattern, texts] of expected) {
        const rng = mulberry32(7);
        expect([sampleRegex(pattern, rng), sampleRegex(pattern, rng), sampleRegex(pattern, rng, { min: 5 })], pattern).toEqual(texts);
      }
    }
    expect(sampleRegex("(unclosed", mulberry32(1))).toBeUndefined(); // the failed parse is kept too
  });

  it("is deterministic for a seed", () => {
    expect(sampleRegex("^[a-z]{10}$", mulberry32(5))).toBe(sampleRegex("^[a-z]{10}$", mulberry32(5)));
  });
});

describe("sampleRegex on a pattern that needs too much text", () => {
  it("gives no sample instead of building one past MAX_SAMPLE_CHARS, and samples what fits", () => {
    const rng = mulberry32(1);
    for (const pattern of ["^a{100000000}$", "^(a{1000}){1000}$", "^((a{100}){100}){100}$", "^(?:){100000000}$", "^(a{99999})\\1\\1$"]) {
      expect(sampleRegex(pattern, rng), pattern).toBeUndefined();
    }
    expect(sampleRegex("^a{1000}$", rng)).toBe("a".repeat(1000));
    expect(sampleRegex(`^a{${MAX_SAMPLE_CHARS}}$`, rng)).toHaveLength(MAX_SAMPLE_CHARS);
  });
});
