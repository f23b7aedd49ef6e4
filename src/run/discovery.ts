import { readdirSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { overridesFor, type ArgOverrides } from "../scenarios/arg-overrides.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { ServerTarget } from "../mcp/target.js";
import type { CallToolResult, RequestOutcome, Tool } from "../mcp/types.js";
import { callPhase, isListLike } from "../scenarios/call-phase.js";
import { COMMAND_LINE, commandLinePaths, DiscoveredValues, harvestResult, type Harvested } from "../scenarios/discovered-values.js";
import { isSlowNumber, isTimeoutName } from "../scenarios/name-hints.js";
import { firstHappyArguments, selectTools } from "../scenarios/plan.js";
import { setupTools } from "../scenarios/setup-tools.js";
import type { Scenario } from "../scenarios/scenario.js";
import { judgeCall } from "./judge.js";

/**
 * Discovery (issue 11 item 3, DESIGN.md "Scenarios and how a call is judged"): before the happy paths, ask the
 * server for its own values and remember them, so a `task_id` gets a task the server listed and a `path` a
 * file it showed, instead of made-up ones that only earn a refusal.
 *
 * Steps, each deterministic (tools in a fixed order, values in the order they came) and bounded
 * ({@link DISCOVERY_LIMITS}):
 * 1. the server's configuration: paths on its command line, in the environment we give it, its working
 *    directory when set, and the first entries of those directories (`commandLineValues`);
 * 2. read-only tools that take no required arguments, listing-like ones first, then by name;
 * 3. setup tools a description says must come first (`setup-tools.ts`), with the best values known so far
 *    (up to three candidates, until one is accepted); those that succeed are replayed after every restart and
 *    pin their arguments for their own happy calls;
 * 4. listing read-only tools whose required arguments are now known (`list_directory` of a listed
 *    directory), and tools of step 2 that failed before a setup step succeeded — two more rounds at most.
 * Never called: tools that write, slow tools (a duration-like number), tools that reach the outside world
 * (`openWorldHint: true`), tools filtered out by `--only`/`--skip`/`--read-only`.
 */

/** Bounds of discovery. Times in milliseconds. */
export const DISCOVERY_LIMITS = {
  /** Calls in all. */
  maxCalls: 20,
  /** Calls per tool (a first try and one after a setup step). */
  perTool: 2,
  /** Values tried for one setup step before giving up on it. */
  setupTries: 3,
  /** Timeout of one discovery call (or the run's timeout, when shorter). */
  callTimeoutMs: 10_000,
  /** Budget of the whole discovery phase. */
  budgetMs: 20_000,
} as const;

/** What discovery needs besides the server and its tools. */
export interface DiscoveryOptions {
  /** The run's per-call timeout, milliseconds. */
  timeoutMs: number;
  seed: number;
  cases: number;
  /** `--arg` values: discovery calls carry them, as the happy calls will. */
  args: ArgOverrides;
  only: readonly string[];
  skip: readonly string[];
  readOnly: boolean;
  /** The server's target: paths on its command line are values too. */
  target?: ServerTarget;
  /** Budget of the phase (default {@link DISCOVERY_LIMITS}.budgetMs). */
  budgetMs?: number;
  /** Awaited once, before the first setup call (which may write): the checkup waits for its fresh sessions there. */
  beforeSetup?: () => Promise<void>;
}

/** One call discovery made. `duration_ms` in milliseconds. */
export interface DiscoveryCall {
  tool: string;
  arguments: Record<string, unknown>;
  purpose: "list" | "setup";
  succeeded: boolean;
  /** How many new values its answer gave. */
  values: number;
  duration_ms: number;
}

/** A setup call that succeeded: replayed after each restart, and pinned for its tool's happy calls. */
export interface SetupCall {
  tool: string;
  arguments: Record<string, unknown>;
}

/** What discovery found. */
export interface Discovery {
  values: DiscoveredValues;
  calls: DiscoveryCall[];
  setup: SetupCall[];
}

/**
 * Whether a discovery call answered with something worth harvesting: the judge's outcome for it as a happy call
 * is `passed` (no `isError`, no JSON-RPC error, no error reported in the result's structure or text).
 */
export function discoveryCallSucceeded(outcome: RequestOutcome, call: { tool: string; arguments: unknown } = { tool: "", arguments: {} }): boolean {
  if (outcome.kind !== "result" || !isObject(outcome.result)) return false;
  const scenario: Scenario = { tool: call.tool, kind: "happy", description: "discovery call", arguments: call.arguments, omitArguments: false, expectInvalid: false };
  return judgeCall(scenario, outcome, { timeoutMs: 0 }).result.outcome === "passed";
}

/** At most this many entries of each seed directory are listed. */
const SEED_ENTRIES = 20;

/**
 * The server's own configuration as values: absolute paths on its command line (`server-filesystem
 * /srv/data`, `--repository=/srv/repo`), `./relative` ones resolved against its working directory, absolute
 * paths among the environment variables we were asked to give it (`GIT_BASE_DIR`, `MEMORY_FILE_PATH`; never
 * the rest of our environment, nor a variable named like a secret: `*_KEY`, `*_TOKEN`, `*CREDENTIALS*`…), and
 * its working directory when one was set (`--cwd`, a config's `cwd`). Only
 * paths that exist count; each directory's first entries and its subfolders' first files are added too
 * (`pathValues`), so a tool that lints or reads files gets a real one. A stdio server started without a working
 * directory of its own inherits ours (the project a user runs us in, as `npx @eslint/mcp` lints the project it is
 * started in): that folder's entries are offered too, but only to tools that read (`readsOnly`), never written.
 */
export function commandLineValues(target: ServerTarget | undefined): Harvested[] {
  if (target === undefined) return [];
  const launch = target.kind === "stdio" ? target : target.launch;
  if (launch === undefined) return [];
  const cwd = launch.cwd ?? process.cwd();
  const argv = launch.args;
  const relative = argv.filter((a) => a.startsWith("./") || a.startsWith("../")).map((a) => resolve(cwd, a));
  // A path under a secret-looking name (a credentials file) is never offered to the tools.
  const env = Object.entries(launch.env ?? {})
    .filter(([name, value]) => isAbsolute(value) && !/key|token|secret|pass|credential|auth|cert|private/i.test(name))
    .map(([, value]) => value);
  const candidates = commandLinePaths([...argv.filter((a) => isAbsolute(a) || a.includes("=")), ...relative, ...env, ...(launch.cwd !== undefined ? [resolve(launch.cwd)] : [])]);
  const out = candidates.flatMap((path) => pathValues(path, false));
  // A stdio server without a working directory of its own works in ours: readers may look there.
  if (launch.cwd === undefined && target.kind === "stdio") out.push(...pathValues(process.cwd(), true).filter((v) => !candidates.includes(String(v.value))));
  return out;
}

/**
 * `path` as values (when it exists): itself, and for a directory its first {@link SEED_ENTRIES} entries, files
 * first, then the files of its first subfolders (a project's `src/app.js`, a folder's `papers/q3-report.pdf`), up
 * to {@link SEED_ENTRIES} more. Hidden entries and `node_modules` are left out.
 */
function pathValues(path: string, readsOnly: boolean): Harvested[] {
  const tool = COMMAND_LINE;
  const mark = readsOnly ? { readsOnly: true } : {};
  const entry = (value: string, kind: "file" | "directory"): Harvested => ({ value, field: "path", kind, tool, ...mark });
  try {
    if (!statSync(path).isDirectory()) return [entry(path, "file")];
    const top = listed(path);
    const nested = top.filter((e) => e.kind === "directory").flatMap((d) => listed(d.path).filter((e) => e.kind === "file")).slice(0, SEED_ENTRIES);
    return [entry(path, "directory"), ...top.map((e) => entry(e.path, e.kind)), ...nested.map((e) => entry(e.path, e.kind))];
  } catch {
    return []; // not a path on this machine, or not readable
  }
}

/** The first {@link SEED_ENTRIES} visible entries of a folder, files first, by name; none when it cannot be read. */
function listed(dir: string): { path: string; kind: "file" | "directory" }[] {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((e) => !e.name.startsWith(".") && e.name !== "node_modules" && (e.isFile() || e.isDirectory()))
      .sort((a, b) => Number(b.isFile()) - Number(a.isFile()) || (a.name < b.name ? -1 : 1))
      .slice(0, SEED_ENTRIES)
      .map((e) => ({ path: join(dir, e.name), kind: e.isDirectory() ? "directory" : "file" }));
  } catch {
    return [];
  }
}

function required(tool: Tool): string[] {
  const schema = isObject(tool.inputSchema) ? tool.inputSchema : {};
  return Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];
}

/** A tool a listing call would wait on or reach the outside world with. */
function unsafeToList(tool: Tool): boolean {
  if (tool.annotations?.openWorldHint === true) return true;
  const schema = isObject(tool.inputSchema) ? tool.inputSchema : {};
  const props = isObject(schema.properties) ? schema.properties : {};
  const slowParam = Object.entries(props).some(([name, sub]) => {
    const description = isObject(sub) && typeof sub.description === "string" ? sub.description : "";
    return isSlowNumber(name, description) && !isTimeoutName(name);
  });
  return slowParam || /(?:^|[_-])(?:wait|sleep|poll|watch|subscribe|stream|long)(?:$|[_-])/i.test(tool.name);
}

/**
 * Runs discovery against `handle`'s server (see the module note). Never throws for server misbehaviour: a call
 * that fails, times out or kills the server just gives no values (the handle restarts the server for the next).
 */
export async function discover(handle: ServerHandleLike, tools: readonly Tool[], options: DiscoveryOptions): Promise<Discovery> {
  const values = new DiscoveredValues();
  values.add(commandLineValues(options.target));
  const calls: DiscoveryCall[] = [];
  const setup: SetupCall[] = [];
  const deadline = Date.now() + (options.budgetMs ?? DISCOVERY_LIMITS.budgetMs);
  const callTimeout = Math.min(options.timeoutMs, DISCOVERY_LIMITS.callTimeoutMs);
  const { selected } = selectTools(tools, options);
  // Listings first, then by name; whether a tool lists is worked out once per tool, not once per comparison (the
  // sort of a 5,000-tool server's readers took ~40 ms).
  const readers = selected
    .filter((t) => callPhase(t) === "read" && !unsafeToList(t))
    .map((tool) => ({ tool, lists: isListLike(tool) }))
    .sort((a, b) => Number(b.lists) - Number(a.lists) || (a.tool.name < b.tool.name ? -1 : a.tool.name > b.tool.name ? 1 : 0))
    .map(({ tool }) => tool);
  const tried = new Map<string, string[]>(); // tool → canonical arguments already sent
  const succeeded = new Set<string>();
  const plan = () => ({ seed: options.seed, cases: options.cases, args: options.args, known: values });

  const call = async (tool: Tool, args: Record<string, unknown>, purpose: "list" | "setup"): Promise<boolean> => {
    const started = Date.now();
    let outcome: RequestOutcome;
    try {
      const connection: McpConnection = await handle.connection();
      outcome = await connection.callTool(tool.name, args, { timeoutMs: Math.max(1, Math.min(callTimeout, deadline - started)) });
    } catch (error) {
      outcome = { kind: "closed", durationMs: Date.now() - started, stderrTail: "", reason: (error as Error).message };
    }
    const ok = discoveryCallSucceeded(outcome, { tool: tool.name, arguments: args });
    const found = ok && outcome.kind === "result" ? values.add(harvestResult(tool.name, args, outcome.result as CallToolResult)) : 0;
    calls.push({ tool: tool.name, arguments: args, purpose, succeeded: ok, values: found, duration_ms: Math.round(outcome.durationMs) });
    tried.set(tool.name, [...(tried.get(tool.name) ?? []), JSON.stringify(args)]);
    if (ok) succeeded.add(tool.name);
    return ok;
  };
  const room = () => calls.length < DISCOVERY_LIMITS.maxCalls && Date.now() < deadline;

  // Round 1: read-only tools without required arguments.
  for (const tool of readers) {
    if (!room()) break;
    if (required(tool).length > 0) continue;
    const args = firstHappyArguments(tool, plan());
    if (args) await call(tool, args.args, "list");
  }

  // Setup steps, with the best values known so far: up to three different candidates until one is accepted.
  let setupBegun = false;
  for (const { tool: name } of setupTools(tools)) {
    const tool = selected.find((t) => t.name === name);
    if (tool && !setupBegun && room()) {
      setupBegun = true;
      await options.beforeSetup?.();
    }
    const sent: string[] = [];
    for (let retry = 0; tool && retry < DISCOVERY_LIMITS.setupTries && room(); retry++) {
      const args = firstHappyArguments(tool, plan(), retry);
      if (!args || sent.includes(JSON.stringify(args.args))) continue;
      sent.push(JSON.stringify(args.args));
      if (await call(tool, args.args, "setup")) {
        setup.push({ tool: name, arguments: args.args });
        break;
      }
    }
  }

  // Rounds 2 and 3: tools whose required arguments are now known, and tools that failed before a setup step.
  const retry = new Set(setup.length > 0 ? tried.keys() : []);
  for (let round = 0; round < 2; round++) {
    let made = 0;
    for (const tool of readers) {
      if (!room()) break;
      const before = tried.get(tool.name) ?? [];
      if (succeeded.has(tool.name) || before.length >= DISCOVERY_LIMITS.perTool) continue;
      // Only a listing is called, and only with a value found here for what it requires (below): the others, and a
      // listing whose required values the user gave (--arg), are not worth generating arguments for.
      const needs = required(tool);
      if (needs.length > 0 && !isListLike(tool)) continue;
      const given = needs.length > 0 ? overridesFor(tool, options.args).merged : {};
      if (needs.length > 0 && needs.every((n) => Object.hasOwn(given, n))) continue;
      const args = firstHappyArguments(tool, plan());
      if (!args) continue;
      if (before.includes(JSON.stringify(args.args)) && !retry.delete(tool.name)) continue;
      const sources = needs.map((n) => args.sources[n]);
      if (sources.length > 0 && (!isListLike(tool) || !sources.includes("discovered") || sources.includes("name"))) continue;
      await call(tool, args.args, "list");
      made++;
    }
    if (made === 0) break;
  }
  return { values, calls, setup };
}
