import { type Evidence, type Finding, type Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ProtocolCheck } from "../scorecard/types.js";
/** What the steps of one run share; the checks and findings lists are appended to. Times are milliseconds. */
export interface ProtocolContext {
    handle: ServerHandleLike;
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
