/**
 * The library face's check of a `CheckupOptions` object (issue 14's new-user trial of the library): the CLI and the
 * Action refuse a bad input before anything starts (`readCheckupOptions`), but an object handed to `runCheckup`
 * was taken as it came — `cases: 0` graded A with no happy call, `timeoutMs: -5` failed the server, a missing `args`
 * ended as an "internal error" in a scorecard graded A, `target.kind: "ftp"` started a bare `node` and waited 30 s.
 * Each value is held to what the faces accept, with the same bounds.
 */
import { UsageError } from "../errors.js";
import { excerpt } from "../findings/excerpt.js";
import { isJsonObject as isRecord } from "../mcp/json-object.js";
import { isHttpUrl } from "../mcp/target.js";
import { CASES_RANGE, DEFAULTS, MAX_TIMEOUT_MS, SEED_RANGE, type CheckupOptions } from "./options.js";

type Check = (value: unknown) => string | undefined;

const isStringArray = (value: unknown): boolean => Array.isArray(value) && value.every((v) => typeof v === "string");
const isStringRecord = (value: unknown): boolean => isRecord(value) && Object.values(value).every((v) => typeof v === "string");

const wholeNumber =
  ([min, max]: readonly [number, number]): Check =>
  (value) =>
    Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? undefined : `a whole number from ${min} to ${max}`;
const boolean: Check = (value) => (typeof value === "boolean" ? undefined : "true or false");
const names: Check = (value) => (isStringArray(value) ? undefined : "an array of tool names (strings)");

/** `ArgOverrides`: `{ global: {NAME: value}, perTool: {TOOL: {NAME: value}} }`. */
const argOverrides: Check = (value) =>
  isRecord(value) && isRecord(value.global) && isRecord(value.perTool) && Object.values(value.perTool).every(isRecord)
    ? undefined
    : "{ global: { NAME: value }, perTool: { TOOL: { NAME: value } } } (what readArgOverrides gives; {} for none: { global: {}, perTool: {} })";

/** A `ServerTarget`: a stdio command, or an http URL. */
const target: Check = (value) => {
  if (isRecord(value) && value.kind === "stdio") {
    if (typeof value.command !== "string" || value.command === "") return "a stdio target with a command (a non-empty string)";
    if (!isStringArray(value.args)) return "a stdio target with args (an array of strings; [] for none)";
    if (value.env !== undefined && !isStringRecord(value.env)) return "a stdio target whose env maps names to strings";
    if (value.cwd !== undefined && typeof value.cwd !== "string") return "a stdio target whose cwd is a string";
    return undefined;
  }
  if (isRecord(value) && value.kind === "http") {
    if (typeof value.url !== "string" || !isHttpUrl(value.url)) return "an http target with a url (an http:// or https:// URL)";
    if (value.headers !== undefined && !isStringRecord(value.headers)) return "an http target whose headers map names to strings";
    return undefined;
  }
  return `{ kind: "stdio", command, args } or { kind: "http", url }`;
};

/** A parsed probe config (`parseProbeConfig`), not the file's text or its keys. */
const probeConfig: Check = (value) =>
  isRecord(value) &&
  argOverrides(value.args) === undefined &&
  typeof value.builtins === "boolean" &&
  ["writes", "exclude"].every((key) => isStringArray(value[key])) &&
  ["pairs", "relations", "agreements", "idempotent"].every((key) => Array.isArray(value[key]))
    ? undefined
    : "a parsed probe config: parseProbeConfig(text, fileName) of the probe config file's text";

/** A parsed snapshot (`parseSnapshot`). */
const baseline: Check = (value) =>
  isRecord(value) && Array.isArray(value.tools) && isRecord(value.server) && typeof value.protocolVersion === "string"
    ? undefined
    : "a parsed snapshot: parseSnapshot(text, fileName) of a file `mcp-checkup snapshot` wrote";

/** A parsed accepted-findings file (`parseAcceptedFile`). */
const accepted: Check = (value) =>
  isRecord(value) && typeof value.file === "string" && Array.isArray(value.entries) ? undefined : "a parsed accepted-findings file: parseAcceptedFile(text, fileName)";

const REQUIRED: Readonly<Record<string, Check>> = {
  target,
  protocol: (value) => (typeof value === "string" ? undefined : "auto, legacy or a revision such as 2025-11-25"),
  timeoutMs: (value) =>
    typeof value === "number" && value > 0 && value <= MAX_TIMEOUT_MS ? undefined : `a number of milliseconds greater than 0 and at most ${MAX_TIMEOUT_MS}`,
  cases: wholeNumber(CASES_RANGE),
  edgeCases: boolean,
  seed: wholeNumber(SEED_RANGE),
  args: argOverrides,
  readOnly: boolean,
  only: names,
  skip: names,
  probes: boolean,
  allowWrites: boolean,
  probeGradeCap: boolean,
  protocolChecks: boolean,
};

const OPTIONAL: Readonly<Record<string, Check>> = {
  probeConfig,
  baseline,
  discovery: boolean,
  clients: (value) => (isStringArray(value) ? undefined : "an array of client profile ids"),
  tokenBudget: wholeNumber([1, Number.MAX_SAFE_INTEGER]),
  accepted,
  secrets: (value) => (isStringArray(value) ? undefined : "an array of strings"),
  signal: (value) => (value instanceof AbortSignal ? undefined : "an AbortSignal"),
};

/** How a given value reads in an error: its JSON (cut short), or its type. Secrets never reach here (only shapes are named for them). */
function shown(value: unknown): string {
  if (value === undefined) return "missing";
  if (typeof value === "function" || typeof value === "symbol" || typeof value === "bigint") return `a ${typeof value}`;
  return excerpt(JSON.stringify(value) ?? String(value), 60);
}

/**
 * Checks every option `runCheckup` reads, as the faces check their inputs (the same bounds: `cases` 1–50, `seed`
 * 0–2³²−1, `timeoutMs` up to a day). `serverJson` is not checked (only `readCheckupOptions` makes one).
 * @throws UsageError naming the first bad option and what it accepts, e.g.
 *   `runCheckup: options.cases is 0; expected a whole number from 1 to 50`. The target's and the secrets' values are
 *   never shown, only what was wrong with them.
 */
export function checkCheckupOptions(options: CheckupOptions): void {
  const given = options as unknown as Record<string, unknown>;
  if (!isRecord(given)) throw new UsageError(`runCheckup: options is ${shown(given)}; expected an object ({ ...DEFAULTS, target, args, only, skip })`);
  const fail = (name: string, expected: string, hide: boolean): never => {
    throw new UsageError(`runCheckup: options.${name} ${hide ? "is not valid" : `is ${shown(given[name])}`}; expected ${expected}`);
  };
  // `DEFAULTS` carries the faces' `timeoutSeconds` beside `timeoutMs`; a changed copy of it would be silently ignored.
  const seconds = given.timeoutSeconds;
  if (seconds !== undefined && seconds !== DEFAULTS.timeoutSeconds) {
    throw new UsageError(`runCheckup: options.timeoutSeconds is ${shown(seconds)}, which runCheckup does not read; give timeoutMs in milliseconds instead`);
  }
  for (const [name, check] of Object.entries(REQUIRED)) {
    const problem = check(given[name]);
    if (problem !== undefined) fail(name, problem, name === "target" && given[name] !== undefined);
  }
  for (const [name, check] of Object.entries(OPTIONAL)) {
    if (given[name] === undefined) continue;
    const problem = check(given[name]);
    if (problem !== undefined) fail(name, problem, ["secrets", "probeConfig", "baseline", "accepted"].includes(name));
  }
}
