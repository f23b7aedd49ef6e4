import { type ArgOverrides } from "../scenarios/arg-overrides.js";
import type { ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import { DiscoveredValues, type Harvested } from "../scenarios/discovered-values.js";
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
export declare const DISCOVERY_LIMITS: {
    /** Calls in all. */
    readonly maxCalls: 20;
    /** Calls per tool (a first try and one after a setup step). */
    readonly perTool: 2;
    /** Values tried for one setup step before giving up on it. */
    readonly setupTries: 3;
    /** Timeout of one discovery call (or the run's timeout, when shorter). */
    readonly callTimeoutMs: 10000;
    /** Budget of the whole discovery phase. */
    readonly budgetMs: 20000;
};
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
export declare function discoveryCallSucceeded(outcome: RequestOutcome, call?: {
    tool: string;
    arguments: unknown;
}): boolean;
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
export declare function commandLineValues(target: ServerTarget | undefined): Harvested[];
/**
 * Runs discovery against `handle`'s server (see the module note). Never throws for server misbehaviour: a call
 * that fails, times out or kills the server just gives no values (the handle restarts the server for the next).
 */
export declare function discover(handle: ServerHandleLike, tools: readonly Tool[], options: DiscoveryOptions): Promise<Discovery>;
