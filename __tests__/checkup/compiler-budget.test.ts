import { spawnSync } from "node:child_process";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { INLINING_BUDGET_FLAG } from "../../src/checkup/compiler-budget.js";

describe("limitInlining", () => {
  it("sets a flag this Node's V8 knows, lower than its default (an unknown flag would be printed as an error on stdout)", () => {
    const [name, value] = INLINING_BUDGET_FLAG.split("=");
    expect(name).toBe("--max-inlined-bytecode-size-cumulative");
    expect(Number(value)).toBe(200);
    const known = spawnSync(process.execPath, ["-e", `require("node:v8").setFlagsFromString(${JSON.stringify(INLINING_BUDGET_FLAG)})`], { encoding: "utf8" });
    expect([known.status, known.stdout, known.stderr]).toEqual([0, "", ""]);
    // The same check tells a flag V8 does not know (so the one above would have failed had it been unknown).
    const unknown = spawnSync(process.execPath, ["-e", `require("node:v8").setFlagsFromString("--no-such-v8-flag-anywhere")`], { encoding: "utf8" });
    expect(unknown.stdout + unknown.stderr).toMatch(/unrecognized flag/);
  });

  // The faces set it first thing; their output stays exactly theirs.
  it("leaves the CLI's output as it was", () => {
    const version = spawnSync(process.execPath, [resolve("dist/cli/index.js"), "--version"], { encoding: "utf8" });
    expect(version.status).toBe(0);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    expect(version.stderr).toBe("");
  });
});
