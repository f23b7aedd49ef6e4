/**
 * One protocol check as its own step (issue: protocol checks): it gets the live connection from the handle (or a
 * fresh one, `fresh-checks.ts`), runs with a deadline, and when the server dies during it the check fails with a
 * finding under the check's own rule that names the check, and the server is restarted (through the handle) for
 * the checks that follow.
 */
import { type Evidence, type Finding, type Severity } from "../findings/finding.js";
import type { RuleId } from "../findings/rules.js";
import type { McpConnection, ServerHandleLike } from "../mcp/connection.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ProtocolCheck } from "../scorecard/types.js";
/**
 * How long a check may wait: the options object every check factory takes (issue 15: the timeout was passed
 * positionally through every factory). `timeoutMs` bounds each request of the check, milliseconds.
 */
export interface CheckTiming {
    timeoutMs: number;
}
/** What the steps of one run share; the checks and findings lists are appended to. Times are milliseconds. */
export interface ProtocolContext {
    handle: ServerHandleLike;
    /**
     * What the steps marked `fresh` recorded on sessions of their own (`fresh-checks.ts`), by check name. A fresh
     * step without a record here runs on the handle's connection.
     */
    fresh?: ReadonlyMap<string, StepRecord>;
    target: ServerTarget;
    /** How long one request of a check may take. */
    checkTimeoutMs: number;
    checks: ProtocolCheck[];
    findings: Finding[];
}
/** What one step recorded: its check entry, and its finding when it failed. */
export interface StepRecord {
    check: ProtocolCheck;
    finding?: Finding;
    /** True when the server died during the step (the check then failed with an error-severity finding). */
    died?: boolean;
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
     * Run on a fresh connection (see `fresh-checks.ts`) rather than the one the scenarios used: the modern checks,
     * so that what a dual-era server answers depends only on the checks' own requests.
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
/** Runs one step on the handle's connection (or takes its fresh record) and records its check and finding. Never throws. */
export declare function runStep(ctx: ProtocolContext, spec: StepSpec): Promise<void>;
/**
 * Runs `spec` on `connection` within `budgetMs` milliseconds and returns what it recorded: a check that gets no
 * answer in time fails, one that throws (our bug) is skipped, and when the connection ended during it the check
 * fails with an error-severity finding naming it. Does not close the connection. Never throws.
 */
export declare function runOn(spec: StepSpec, connection: McpConnection, budgetMs: number): Promise<StepRecord>;
/** How long one step may run in all: a few requests' worth (`checkTimeoutMs` is one request's), milliseconds. */
export declare function stepBudgetMs(checkTimeoutMs: number): number;
/** The first line of an error's message. */
export declare function firstLine(error: unknown): string;
