import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { RULES } from "../../src/findings/rules.js";
// @ts-expect-error: a plain .mjs script without type declarations
import { END, START, ruleTable } from "../../.github/scripts/rule-table.mjs";

describe("the README's rule table", () => {
  it("lists every rule of the catalogue, as .github/scripts/rule-table.mjs writes it", () => {
    const readme = readFileSync("README.md", "utf8");
    const between = readme.slice(readme.indexOf(START) + START.length, readme.indexOf(END)).trim();
    expect(between).toBe((ruleTable as (r: typeof RULES) => string)(RULES));
  });
});
