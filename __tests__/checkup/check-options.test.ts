/**
 * `checkCheckupOptions`: the library face refuses a bad `CheckupOptions` object as the CLI refuses a bad flag (a
 * new user's trial: `cases: 0` graded A, a missing `args` ended in an "internal error" graded A, `kind: "ftp"` started
 * a bare `node` and waited 30 s).
 */
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkCheckupOptions } from "../../src/checkup/check-options.js";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import { UsageError } from "../../src/errors.js";
import { emptyProbeConfig } from "../../src/probes/probe-config.js";

const valid: CheckupOptions = {
  ...DEFAULTS,
  target: { kind: "stdio", command: "node", args: ["server.js"], env: { TOKEN: "sk-secret-value" } },
  args: { global: {}, perTool: {} },
  only: [],
  skip: [],
};

/** The message `checkCheckupOptions` throws for `valid` with `change` applied. */
function refusal(change: Record<string, unknown>): string {
  try {
    checkCheckupOptions({ ...valid, ...change } as CheckupOptions);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no refusal");
}

describe("checkCheckupOptions", () => {
  it("accepts the README's options and every optional one in its parsed form", () => {
    expect(() => checkCheckupOptions(valid)).not.toThrow();
    const all = {
      ...valid,
      target: { kind: "http", url: "http://127.0.0.1:4/mcp", headers: { Authorization: "Bearer x" } },
      probeConfig: emptyProbeConfig(),
      baseline: { snapshotVersion: 1, generator: "mcp-checkup", server: { name: "s", version: "1" }, protocolVersion: "2025-11-25", tools: [] },
      discovery: false,
      clients: ["openai"],
      tokenBudget: 5000,
      accepted: { file: "accepted.yml", entries: [] },
      secrets: ["x"],
      signal: new AbortController().signal,
    } as CheckupOptions;
    expect(() => checkCheckupOptions(all)).not.toThrow();
  });

  it("refuses values the faces refuse, naming the option, what it got and what it accepts", () => {
    expect(refusal({ cases: 0 })).toBe("runCheckup: options.cases is 0; expected a whole number from 1 to 50");
    expect(refusal({ cases: "three" })).toBe('runCheckup: options.cases is "three"; expected a whole number from 1 to 50');
    expect(refusal({ seed: -1 })).toBe("runCheckup: options.seed is -1; expected a whole number from 0 to 4294967295");
    expect(refusal({ timeoutMs: -5 })).toBe("runCheckup: options.timeoutMs is -5; expected a number of milliseconds greater than 0 and at most 86400000");
    expect(refusal({ args: undefined })).toMatch(/^runCheckup: options\.args is missing; expected \{ global: \{ NAME: value \}, perTool:/);
    expect(refusal({ only: undefined })).toBe("runCheckup: options.only is missing; expected an array of tool names (strings)");
    expect(refusal({ probes: "yes" })).toBe('runCheckup: options.probes is "yes"; expected true or false');
    expect(refusal({ tokenBudget: 0 })).toMatch(/^runCheckup: options\.tokenBudget is 0; expected a whole number from 1 to /);
    expect(refusal({ signal: {} })).toBe("runCheckup: options.signal is {}; expected an AbortSignal");
    // DEFAULTS carries the faces' timeoutSeconds; a user who changed it got 30 s timeouts all the same.
    expect(refusal({ timeoutSeconds: 2 })).toBe("runCheckup: options.timeoutSeconds is 2, which runCheckup does not read; give timeoutMs in milliseconds instead");
  });

  it("refuses a target it cannot start without showing the target's values", () => {
    const message = refusal({ target: { kind: "ftp", command: "node", args: [], env: { TOKEN: "sk-secret-value" } } });
    expect(message).toBe('runCheckup: options.target is not valid; expected { kind: "stdio", command, args } or { kind: "http", url }');
    expect(refusal({ target: { kind: "stdio", command: "node" } })).toBe("runCheckup: options.target is not valid; expected a stdio target with args (an array of strings; [] for none)");
    expect(refusal({ target: { kind: "http", url: "ftp://example.com/mcp" } })).toBe(
      "runCheckup: options.target is not valid; expected an http target with a url (an http:// or https:// URL)",
    );
    expect(refusal({ target: { kind: "http", url: "not a url" } })).toBe("runCheckup: options.target is not valid; expected an http target with a url (an http:// or https:// URL)");
    expect(refusal({ secrets: ["sk-1", 2] })).toBe("runCheckup: options.secrets is not valid; expected an array of strings");
  });

  it("refuses a probe config, baseline or accepted list given as a file's keys instead of parsed", () => {
    expect(refusal({ probeConfig: { builtins: true, exclude: ["delete_note"] } })).toBe(
      "runCheckup: options.probeConfig is not valid; expected a parsed probe config: parseProbeConfig(text, fileName) of the probe config file's text",
    );
    expect(refusal({ baseline: { not: "a snapshot" } })).toMatch(/^runCheckup: options\.baseline is not valid; expected a parsed snapshot: parseSnapshot/);
    expect(refusal({ accepted: [] })).toMatch(/^runCheckup: options\.accepted is not valid; expected a parsed accepted-findings file/);
  });

  it("is what runCheckup does first: a bad option throws before any server starts", async () => {
    const marker = join(mkdtempSync(join(tmpdir(), "check-options-")), "started");
    const options = {
      ...valid,
      cases: 0,
      target: { kind: "stdio", command: process.execPath, args: ["-e", `require("node:fs").writeFileSync(${JSON.stringify(marker)}, "x")`] },
    } as CheckupOptions;
    await expect(runCheckup(options)).rejects.toThrow("runCheckup: options.cases is 0; expected a whole number from 1 to 50");
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(existsSync(marker)).toBe(false);
  });
});
