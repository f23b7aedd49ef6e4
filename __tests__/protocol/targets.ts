/** Targets for the protocol tests: this repo's fixtures, the shared cases (when present beside the repo), handles. */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ServerTarget } from "../../src/mcp/target.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import type { ConnectOptions } from "../../src/mcp/target.js";
import { runStep, type ProtocolContext, type StepSpec } from "../../src/protocol/step.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/", import.meta.url));
/** The shared cases folder (`../shared/cases` from the repository root); absent outside the project workspace. */
export const SHARED_CASES = fileURLToPath(new URL("../../../shared/cases/", import.meta.url));
export const HAVE_SHARED_CASES = existsSync(SHARED_CASES + "version-refused.mjs");

/** `node __tests__/fixtures/<path>.mjs ...args`. */
export function fixture(path: string, ...args: string[]): ServerTarget & { kind: "stdio" } {
  return { kind: "stdio", command: process.execPath, args: [FIXTURES + path + ".mjs", ...args] };
}

/** `node ../shared/cases/<name>.mjs`. */
export function sharedCase(name: string): ServerTarget & { kind: "stdio" } {
  return { kind: "stdio", command: process.execPath, args: [SHARED_CASES + name + ".mjs"] };
}

/** Auto era detection with generous timeouts (a loaded machine must not change the era decision). */
export const OPTIONS: ConnectOptions = { protocol: "auto", timeoutMs: 10_000, discoverTimeoutMs: 10_000 };

/** Per-request timeout handed to the protocol checks, milliseconds. */
export const TIMEOUT_MS = 10_000;

const open: ServerHandle[] = [];
/** A handle for `target`, closed by {@link closeHandles}. */
export function handleFor(target: ServerTarget): ServerHandle {
  const handle = new ServerHandle(target, OPTIONS);
  open.push(handle);
  return handle;
}
/** Closes every handle made by {@link handleFor} (call in afterEach / afterAll). */
export async function closeHandles(): Promise<void> {
  await Promise.all(open.splice(0).map((h) => h.close()));
}

/** Runs one protocol step against a fresh handle for `target`: its check entry, its findings and the handle. */
export async function runOne(target: ServerTarget, spec: StepSpec) {
  const handle = handleFor(target);
  await handle.connection();
  const ctx: ProtocolContext = { handle, target, checkTimeoutMs: 5000, checks: [], findings: [] };
  await runStep(ctx, spec);
  return { check: ctx.checks[0]!, findings: ctx.findings, handle };
}
