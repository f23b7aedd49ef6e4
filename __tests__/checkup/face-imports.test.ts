import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * DESIGN.md: `action`/`cli` → `checkup` + `report`; `scorecard` and `findings` sit low, used by all above them.
 * The utilities every layer may use: errors, version, files (safe writes) and secrets (redaction).
 */
const FACE_MAY_IMPORT = ["checkup", "report", "scorecard", "findings", "files", "secrets", "errors.js", "version.js"];

function importsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  return [...text.matchAll(/(?:from|import\()\s*"(\.\.\/[^"]+)"/g)].map((m) => m[1]!);
}

describe("the faces import only the engine, report and the bottom layers", () => {
  for (const face of ["cli", "action"]) {
    it(`src/${face}`, () => {
      const folder = resolve("src", face);
      const outside = readdirSync(folder)
        .filter((name) => name.endsWith(".ts"))
        .flatMap((name) => importsOf(join(folder, name)).map((spec) => ({ name, spec })))
        .filter(({ spec }) => !FACE_MAY_IMPORT.includes(spec.split("/")[1]!))
        .map(({ name, spec }) => `${name}: ${spec}`);
      expect(outside).toEqual([]);
    });
  }
});

describe("the engine imports no face and no renderer", () => {
  it("src/checkup", () => {
    const folder = resolve("src", "checkup");
    const upward = readdirSync(folder)
      .filter((name) => name.endsWith(".ts"))
      .flatMap((name) => importsOf(join(folder, name)).map((spec) => ({ name, spec })))
      .filter(({ spec }) => ["cli", "action", "report"].includes(spec.split("/")[1]!))
      .map(({ name, spec }) => `${name}: ${spec}`);
    expect(upward).toEqual([]);
  });
});
