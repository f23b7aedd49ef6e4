import type { Tool } from "../mcp/types.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import type { AgreementSpec, IdempotentSpec, RelationSpec } from "./probe-config.js";
import { type ProbeLog } from "./results.js";
import type { ProbeSession } from "./session.js";
/**
 * Probes declared in a probe config (issue "Effect probes" §Probe config): relations (`probe-bound-exceeded`,
 * `probe-bound-short`, `probe-slice-mismatch`), agreements (`probe-paths-disagree`) and idempotent calls
 * (`probe-not-idempotent`). Declared means high confidence. Whether a declared probe may call a tool that is
 * not read-only is decided by the caller (`runProbes`), never by the config.
 */
/** What declared probes need. */
export interface DeclaredContext {
    session: ProbeSession;
    log: ProbeLog;
    overridesFor: (tool: Tool) => ToolOverrides;
}
/**
 * Runs one declared relation: `tool` with `param` set to each of `values` must return at most N (`at_most`),
 * exactly min(N, all) (`exact`), or the first / last min(N, all) units of the unbounded call (`prefix` /
 * `suffix`). Throws only `BudgetSpent`.
 */
export declare function runRelation(ctx: DeclaredContext, tool: Tool, spec: RelationSpec): Promise<void>;
/**
 * Runs one declared agreement: the left call's items (or their `field`) must all be among the right call's
 * (`subset`), or both must hold the same set (`equal`); else `probe-paths-disagree`. Throws only `BudgetSpent`.
 */
export declare function runAgreement(ctx: DeclaredContext, tools: {
    left: Tool;
    right: Tool;
}, spec: AgreementSpec): Promise<void>;
/** Runs one declared idempotent call: the same call twice must give the same result. Throws only `BudgetSpent`. */
export declare function runIdempotent(ctx: DeclaredContext, tool: Tool, spec: IdempotentSpec): Promise<void>;
