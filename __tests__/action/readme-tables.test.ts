/**
 * The README's inputs and outputs tables are generated from action.yml by `.github/scripts/action-tables.mjs`; these
 * tests fail when either was edited without the other (fix: `node .github/scripts/action-tables.mjs --write README.md`).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { Inputs, Outputs } from "../../src/action/constants.js";

const START = "<!-- action-tables:start -->";
const END = "<!-- action-tables:end -->";
const generated = (): string => execFileSync(process.execPath, [".github/scripts/action-tables.mjs"], { encoding: "utf8" });
const between = (text: string): string => text.slice(text.indexOf(START) + START.length, text.indexOf(END)).trim();
const readmeHasTables = existsSync("README.md") && readFileSync("README.md", "utf8").includes(START);

describe("the inputs and outputs tables", () => {
  it("list every input and output of action.yml with its default", () => {
    const tables = generated();
    const action = parseYaml(readFileSync("action.yml", "utf8")) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    expect(Object.keys(action.outputs).sort()).toEqual(Object.values(Outputs).sort());
    for (const name of [...Object.values(Inputs), ...Object.values(Outputs)]) expect(tables).toContain(`| \`${name}\` |`);
    expect(tables).toContain("| `mcp-cases` | Happy-path cases per tool (1-50), at most: fewer when no more distinct valid arguments are found. | `3` |");
  });

  it("match action.yml in README.md", () => {
    expect(readmeHasTables).toBe(true);
    expect(between(readFileSync("README.md", "utf8"))).toBe(generated().trim());
  });
});
