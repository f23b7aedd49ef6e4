import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULTS } from "../../src/checkup/options.js";
import { readCheckupOptions, readTimeoutMs, type CheckupInputs } from "../../src/checkup/read-options.js";
import type { FaceContext } from "../../src/checkup/target-inputs.js";
import { usageRejectionOf } from "../support/usage-error.js";

const dir = mkdtempSync(join(tmpdir(), "mcp-read-options-"));
const cli: FaceContext = { face: "cli", cwd: dir, env: {} };
const action: FaceContext = { face: "action", cwd: dir, env: {} };
const command = { command: { line: "node server.js" } };

const refusal = usageRejectionOf;

const read = (inputs: Partial<CheckupInputs>, context: FaceContext) => readCheckupOptions({ target: command, ...inputs }, context);

describe("readCheckupOptions", () => {
  it("gives the engine's defaults for a bare command, the timeout in milliseconds", async () => {
    expect(await read({}, cli)).toEqual({
      target: { kind: "stdio", command: "node", args: ["server.js"] },
      protocol: DEFAULTS.protocol,
      timeoutMs: 30_000,
      cases: DEFAULTS.cases,
      edgeCases: DEFAULTS.edgeCases,
      seed: DEFAULTS.seed,
      args: { global: {}, perTool: {} },
      readOnly: false,
      only: [],
      skip: [],
      probes: false,
      allowWrites: false,
      probeGradeCap: true,
      protocolChecks: true,
    });
  });

  it("turns the timeout's seconds into milliseconds once, fractions included", async () => {
    expect((await read({ timeout: "2.5" }, action)).timeoutMs).toBe(2_500);
    expect(readTimeoutMs("90", cli)).toBe(90_000);
  });

  it("names a bad timeout as --timeout in the CLI and as mcp-timeout in the Action", async () => {
    expect(await refusal(() => read({ timeout: "0" }, cli))).toMatch(/^--timeout: '0' is not valid; expected a number of seconds/);
    expect(await refusal(() => read({ timeout: "0" }, action))).toMatch(/^mcp-timeout: '0' is not valid; expected a number of seconds/);
  });

  it("names --cases and mcp-cases, --seed and mcp-seed in their own words", async () => {
    expect(await refusal(() => read({ cases: "many" }, cli))).toMatch(/^--cases: 'many' is not valid; expected a whole number from 1 to 50$/);
    expect(await refusal(() => read({ seed: "-1" }, action))).toMatch(/^mcp-seed: '-1' is not valid/);
  });

  it("names a bad --arg and mcp-args in the face's words", async () => {
    expect(await refusal(() => read({ args: ["=5"] }, cli))).toMatch(/^--arg/);
    expect(await refusal(() => read({ args: ["=5"] }, action))).toMatch(/^mcp-args/);
  });

  it("reads --arg values over the args file's", async () => {
    writeFileSync(join(dir, "args.yml"), "args:\n  path: /file\n  mode: x\n");
    expect((await read({ argsFile: "args.yml", args: ["path=/flag"] }, cli)).args).toEqual({ global: { path: "/flag", mode: "x" }, perTool: {} });
  });

  it("names a file input it cannot read, with the path as written", async () => {
    expect(await refusal(() => read({ argsFile: "nope.yml" }, cli))).toBe("--args-file: cannot read 'nope.yml' (no such file); expected a readable file");
    expect(await refusal(() => read({ probeConfig: "nope.yml" }, action))).toMatch(/^mcp-probe-config: cannot read 'nope.yml' .*expected a readable file$/);
  });

  it("names an invalid probe config by the face's input", async () => {
    writeFileSync(join(dir, "probes.yml"), "relations: 5\n");
    expect(await refusal(() => read({ probeConfig: "probes.yml" }, cli))).toMatch(/^--probe-config: /);
    expect(await refusal(() => read({ probeConfig: "probes.yml" }, action))).toMatch(/^mcp-probe-config: /);
  });

  it("takes a baseline not written yet as no baseline only when it may be missing", async () => {
    expect((await read({ baseline: "later.json", baselineMayBeMissing: true }, action)).baseline).toBeUndefined();
    expect(await refusal(() => read({ baseline: "later.json" }, action))).toMatch(/^mcp-baseline: cannot read/);
  });

  it("refuses an unknown client profile, naming --clients or mcp-clients", async () => {
    expect(await refusal(() => read({ clients: "claude" }, cli))).toMatch(/^--clients/);
    expect(await refusal(() => read({ clients: "claude" }, action))).toMatch(/^mcp-clients/);
  });
});
