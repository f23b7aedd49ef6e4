import { type Evidence, type Finding, type Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ProtocolCheck } from "../scorecard/types.js";
/** What the steps of one run share; the checks and findings lists are appended to. Times are milliseconds. */
export interface ProtocolContext {
    handle: ServerHandleLike;
    /**
     * A new connection of its own for a step marked `fresh` (a new process for stdio), whose era was set by
     * `server/discover` and nothing else; the step closes it. Absent: fresh steps use the handle's connection.
     */
    freshConnection?: () => Promise<McpConnection>;
    target: ServerTarget;
    /** How long one request of a check may take. */
    checkTimeoutMs: number;
    checks: ProtocolCheck[];
    findings: Finding[];
}
/** What a check body found: its status and one-line detail, and the problem when it failed. */
export interface StepResult {
    status: ProtocolCheck["status"];
    detail: string;
    /** The finding's message (one sentence), and its severity when not the rule's default. */
    problem?: {
        message: string;
        severity?: Severity;
        evidence?: Evidence;
    };
}
/** A check: its report name, its rule, the concrete fix of its finding, and its body. */
export interface StepSpec {
    name: string;
    rule: RuleId;
    fix: string;
    /**
     * Run on a fresh connection (`ProtocolContext.freshConnection`) rather than the one the scenarios used: the
     * modern checks, so that what a dual-era server answers depends only on the check's own requests.
     */
    fresh?: boolean;
    /** Runs the check on a live connection. May throw only for our own bugs (the check is then reported skipped). */
    run(connection: McpConnection): Promise<StepResult>;
}
/** Shorthands for step results. */
export declare const passed: (detail: string) => StepResult;
export declare const skipped: (detail: string) => StepResult;
export declare const failed: (detail: string, message: string, extra?: {
    severity?: Severity;
    evidence?: Evidence;
}) => StepResult;
/** Runs one step and records its check (and finding). Never throws. */
export declare function runStep(ctx: ProtocolContext, spec: StepSpec): Promise<void>;
/** `work`'s value, or undefined when it takes longer than `ms` milliseconds (no timer is left behind). */
export declare function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined>;
/** How long one step may run in all: a few requests' worth, milliseconds. */
export declare function stepBudgetMs(ctx: ProtocolContext): number;
/** The first line of an error's message. */
export declare function firstLine(error: unknown): string;
