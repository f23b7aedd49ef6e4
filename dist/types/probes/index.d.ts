import type { Finding } from "../findings/finding.js";
import type { ServerHandleLike } from "../mcp/connection.js";
import type { Tool } from "../mcp/types.js";
import type { ProbeResult } from "../scorecard/types.js";
import { type ArgOverrides } from "../scenarios/arg-overrides.js";
import type { DiscoveredValues } from "../scenarios/discovered-values.js";
import { type ToolClass } from "./classify.js";
import { type ProbeConfig } from "./probe-config.js";
/**
 * Effect probes (issue "Effect probes"): deterministic invariant checks against the live server, with no model.
 * Write round trips run only with `allowWrites`; bounds and declared probes on read-only tools always run.
 */
export { emptyProbeConfig, type ProbeConfig } from "./probe-config.js";
export { classifyTool, classifyTools, type ToolClass, type ToolRole } from "./classify.js";
export { PROBES, ALLOW_WRITES_FLAG } from "./results.js";
/** Default budget of the whole probe phase, milliseconds. */
export declare const DEFAULT_PROBE_BUDGET_MS = 60000;
/** Default number of writes sent at once by the concurrency probe. */
export declare const DEFAULT_CONCURRENCY = 8;
/** Options of {@link runProbes}. Times are milliseconds. */
export interface ProbeOptions {
    /** Let probes call tools that write (`--allow-writes`). A probe config can never set this. */
    allowWrites: boolean;
    /** A parsed probe config (`parseProbeConfig`), if one was given. */
    config?: ProbeConfig;
    /** `--arg` / `--args-file` values; they win over the probe config's `args`. */
    args: ArgOverrides;
    /** Timeout of each call (the scenario timeout). */
    timeoutMs: number;
    /** Budget of the whole probe phase (default {@link DEFAULT_PROBE_BUDGET_MS}); what is left then is skipped. */
    budgetMs?: number;
    /** The run seed: markers are derived from it, so the same seed writes the same markers. */
    seed: number;
    /** Writes sent at once by the concurrency probe (default {@link DEFAULT_CONCURRENCY}). */
    concurrency?: number;
    /** Mixed into markers so runs with the same seed against a store that keeps records do not collide. */
    markerSalt?: string;
    /** Values the server showed (discovery): required parameters of read tools that no `--arg` fills take them. */
    known?: DiscoveredValues;
    /**
     * Which probes to run: `read` — those that call read-only tools only (built-in bounds, declared probes on
     * read tools); `write` — the rest (write and delete round trips, declared probes naming other tools, and the
     * "writes are off" notes); `all` (default) both, read first. The checkup runs `read` before any write
     * scenario and `write` after them, so writes cannot change what the read-only probes see (issue 11 item 4).
     */
    phase?: "read" | "write" | "all";
}
/** What the probe phase found: one result per probe run (or skipped), and the findings of failed ones. */
export interface ProbeRun {
    results: ProbeResult[];
    findings: Finding[];
}
/**
 * Runs the effect probes against `handle`'s server for `tools` (the listing, already narrowed by
 * `--only`/`--skip`), those of `options.phase` only. Order: built-in bounds and declared probes on read-only
 * tools; then declared pairs and inferred write round trips (steps 1–5), update round trips on the records those
 * made (`update-round-trip.ts`), delete round trips, the read-only check
 * of each `readOnlyHint: true` tool (`readonly-writes.ts`), and declared relations, agreements and idempotent
 * calls that name other tools. Each call has `timeoutMs`; once
 * `budgetMs` is spent the remaining probes are listed as skipped. Write probes without `allowWrites` are listed
 * as skipped with the flag that would run them.
 *
 * Confidence: high when declared, or when the reader already showed this record; medium when inferred from
 * names (built-in bounds, a reader sharing a noun); low otherwise (another reader; counts from text lines).
 * Only high-confidence failures are errors. A misbehaving server yields results and findings; this never throws
 * for it (it throws only for our own bugs, which it reports as inconclusive results instead where it can).
 */
export declare function runProbes(handle: ServerHandleLike, tools: readonly Tool[], options: ProbeOptions): Promise<ProbeRun>;
/** Why a tool a declared probe names cannot be probed (see {@link declaredToolBlock}). */
export type DeclaredToolBlock = "missing" | "excluded" | "writes-off";
/**
 * Whether a probe declared in the probe config can call the tool it names: not when the server does not
 * advertise it (`missing`), the config excludes it (`excluded`), or it is not read-only while writes are off
 * (`writes-off`); undefined when it can. Pure.
 */
export declare function declaredToolBlock(c: ToolClass | undefined, allowWrites: boolean): DeclaredToolBlock | undefined;
/** Which task list a declared probe naming `roles` goes to: read-only probes run with the read phase. Pure. */
export declare function declaredPhase(roles: readonly (ToolClass["role"] | undefined)[]): "read" | "write";
