import { existsSync } from "node:fs";
import { parseSnapshot } from "../drift/snapshot.js";
import { UsageError } from "../errors.js";
import type { AcceptedList } from "../findings/accepted.js";
import { CLIENT_IDS, clientProfiles } from "../lint/client-profiles.js";
import type { ProbeConfig } from "../probes/probe-config.js";
import { readArgOverrides } from "../scenarios/arg-overrides.js";
import { namerOf } from "./option-names.js";
import { parseInteger, parseNameList, parseProtocol, parseSeconds } from "./option-values.js";
import { CASES_RANGE, DEFAULTS, SEED_RANGE, type CheckupOptions } from "./options.js";
import { readInputFile, resolvedPath, resolveTarget, type FaceContext, type TargetInputs } from "./target-inputs.js";

export { CLIENT_IDS } from "../lint/client-profiles.js";

/**
 * The raw values of one checkup run as a face read them, by the engine's names (`option-names.ts` says each as a
 * CLI flag and an Action input). Texts as given, absent when not given (the {@link DEFAULTS} apply); switches as
 * booleans (each face reads its own: commander's `--no-…`, the Action's YAML booleans); paths as written (resolved
 * against `FaceContext.cwd`).
 */
export interface CheckupInputs {
  target: TargetInputs;
  protocol?: string;
  /** Seconds, as text: the only place seconds appear; the options carry `timeoutMs`. */
  timeout?: string;
  cases?: string;
  edgeCases?: boolean;
  seed?: string;
  /** `NAME=VALUE` / `TOOL:NAME=VALUE` strings. */
  args?: readonly string[];
  argsFile?: string;
  readOnly?: boolean;
  only?: string;
  skip?: string;
  probes?: boolean;
  allowWrites?: boolean;
  probeConfig?: string;
  probeGradeCap?: boolean;
  protocolChecks?: boolean;
  baseline?: string;
  /** A baseline file that does not exist yet is no baseline (the Action's `mcp-update-baseline` writes it later). */
  baselineMayBeMissing?: boolean;
  clients?: string;
  tokenBudget?: string;
  accepted?: string;
}

/** The lint opt-ins (`clients`, `tokenBudget`) of `test`, `accept` and `lint`. Throws `UsageError` in the face's words. */
export function readLintOptions(inputs: Pick<CheckupInputs, "clients" | "tokenBudget">, context: FaceContext): Pick<CheckupOptions, "clients" | "tokenBudget"> {
  const say = namerOf(context.face);
  const clients = inputs.clients !== undefined ? clientProfiles(say("clients"), parseNameList(inputs.clients)).map((p) => p.id) : [];
  if (inputs.clients !== undefined && clients.length === 0) {
    throw new UsageError(`${say("clients")}: expected one or more of ${CLIENT_IDS.join(", ")}, comma-separated`);
  }
  return {
    ...(clients.length > 0 ? { clients } : {}),
    ...(inputs.tokenBudget ? { tokenBudget: parseInteger(say("token-budget"), inputs.tokenBudget, 1) } : {}),
  };
}

/**
 * The timeout of each request: `text` seconds (default {@link DEFAULTS}`.timeoutSeconds`) as milliseconds, the one
 * conversion from the faces' seconds; everything inward carries `timeoutMs`. Throws `UsageError` naming the input.
 */
export function readTimeoutMs(text: string | undefined, context: FaceContext): number {
  return Math.round(parseSeconds(namerOf(context.face)("timeout"), text ?? String(DEFAULTS.timeoutSeconds)) * 1000);
}

/** The protocol to speak (default `auto`). Throws `UsageError` naming the input. */
export function readProtocol(text: string | undefined, context: FaceContext): string {
  return parseProtocol(namerOf(context.face)("protocol"), text ?? DEFAULTS.protocol);
}

/**
 * The one options layer of both faces: raw values and the face's context in, one typed, validated
 * `CheckupOptions` out, before anything starts (STYLE.md: one typed options value, validated before any side
 * effect). Reads the files named (args file, probe config, baseline, accepted findings, config, server.json).
 * Throws `UsageError` whose message names the input as the face says it (`--url` in the CLI, `mcp-url` in the
 * Action) and what is accepted. The parsers of those files (YAML, JSONC) are loaded only when such a file is given
 * (issue 14: what a face loads before it spawns the server is on the run's critical path).
 */
export async function readCheckupOptions(inputs: CheckupInputs, context: FaceContext): Promise<CheckupOptions> {
  const say = namerOf(context.face);
  const protocol = readProtocol(inputs.protocol, context);
  const timeoutMs = readTimeoutMs(inputs.timeout, context);
  const cases = parseInteger(say("cases"), inputs.cases ?? String(DEFAULTS.cases), ...CASES_RANGE);
  const seed = parseInteger(say("seed"), inputs.seed ?? String(DEFAULTS.seed), ...SEED_RANGE);
  const argsFile = inputs.argsFile;
  const args = await readArgOverrides({
    pairs: inputs.args ?? [],
    flag: say("arg"),
    fileFlag: say("args-file"),
    ...(argsFile !== undefined ? { file: readInputFile(context, "args-file", argsFile), fileName: argsFile } : {}),
  });
  const probeConfigFile = inputs.probeConfig;
  let probeConfig: ProbeConfig | undefined;
  if (probeConfigFile !== undefined) {
    const text = readInputFile(context, "probe-config", probeConfigFile);
    const { parseProbeConfig } = await import("../probes/config.js");
    probeConfig = prefixed(say("probe-config"), () => parseProbeConfig(text, probeConfigFile));
  }
  const baselineFile = inputs.baseline;
  const baselineMissing = baselineFile !== undefined && inputs.baselineMayBeMissing === true && !existsSync(resolvedPath(context, baselineFile));
  const baseline =
    baselineFile !== undefined && !baselineMissing ? prefixed(say("baseline"), () => parseSnapshot(readInputFile(context, "baseline", baselineFile), baselineFile)) : undefined;
  const acceptedFile = inputs.accepted;
  let accepted: AcceptedList | undefined;
  if (acceptedFile !== undefined) {
    const text = readInputFile(context, "accepted", acceptedFile);
    accepted = (await import("../findings/accepted-file.js")).parseAcceptedFile(text, acceptedFile, say("accepted"));
  }
  const lint = readLintOptions(inputs, context);
  const { target, serverJson } = await resolveTarget(inputs.target, context);
  return {
    target,
    protocol,
    timeoutMs,
    cases,
    edgeCases: inputs.edgeCases ?? DEFAULTS.edgeCases,
    seed,
    args,
    readOnly: inputs.readOnly ?? DEFAULTS.readOnly,
    only: parseNameList(inputs.only),
    skip: parseNameList(inputs.skip),
    probes: inputs.probes ?? DEFAULTS.probes,
    allowWrites: inputs.allowWrites ?? DEFAULTS.allowWrites,
    ...(probeConfig !== undefined ? { probeConfig } : {}),
    probeGradeCap: inputs.probeGradeCap ?? DEFAULTS.probeGradeCap,
    protocolChecks: inputs.protocolChecks ?? DEFAULTS.protocolChecks,
    ...(baseline !== undefined ? { baseline, baselineFile } : {}),
    ...lint,
    ...(serverJson !== undefined ? { serverJson } : {}),
    ...(accepted !== undefined ? { accepted } : {}),
  };
}

/** Runs `parse`, starting the message of a `UsageError` it throws with `name` (unless it already does). */
function prefixed<T>(name: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UsageError && !error.message.startsWith(name)) throw new UsageError(`${name}: ${error.message}`);
    throw error;
  }
}
