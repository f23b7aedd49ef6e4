/**
 * `lint`: static checks of what the model reads — schema hygiene, descriptions, tool names, context cost,
 * tool annotations, dangling tool references, hidden text and tool poisoning. Reads tool definitions and instructions as
 * the server sent them (from a live `tools/list` or a saved file), never a connection (DESIGN.md "Layout").
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { ClientReport, ContextReport } from "../scorecard/types.js";
import { type ClientProfile } from "./client-profiles.js";
export { TOKEN_METHOD, DEFINITION_LARGE_TOKENS, definitionTokens, instructionsTokens } from "./context-cost.js";
export { DESCRIPTION_MIN_CHARS } from "./descriptions.js";
export { MAX_SCHEMA_DEPTH, tooDeepSchema } from "./schema-depth.js";
export { parseToolsFile } from "./tools-file.js";
export { CLIENT_IDS, CLIENT_PROFILES, clientProfiles, type ClientProfile } from "./client-profiles.js";
export { contextBreakdown, costliestTools } from "./context-budget.js";
/** What `lint` reads: the advertised tools (as sent) and the server's `instructions`, if any. */
export interface LintInput {
    tools: readonly Tool[];
    instructions?: string;
    /** Client compatibility profiles to check (`--clients`; `clientProfiles` parses the ids); none by default. */
    clients?: readonly ClientProfile[];
    /** `--token-budget`: `context-over-budget` when the context tokens are above it; no budget by default. */
    tokenBudget?: number;
}
/** What `lint` returns. Token figures are estimates by {@link TOKEN_METHOD}. */
export interface LintResult {
    /** Every finding of every lint rule, sorted with `compareFindings`. */
    findings: Finding[];
    /** Estimated tokens per tool definition, by tool name (a repeated name sums its definitions; a tool without a string name is keyed `<tool #N>`). */
    definitionTokens: Record<string, number>;
    /** Estimated tokens of the instructions; 0 without instructions. */
    instructionsTokens: number;
    /** All definitions plus the instructions: what the server costs in context on every request. */
    contextTokens: number;
    /** The budget given and the sub-schemas `$defs` would share. */
    context: ContextReport;
    /** What each client named in `clients` rejects; absent when no client was named. */
    clientProfiles?: ClientReport;
}
/**
 * Runs every lint rule over one server's tools and instructions — plus the client profiles and the token
 * budget when `input` names them. Pure and synchronous; never throws on malformed definitions (they become
 * findings). Linear in the total size of the definitions: name sets for
 * the reference rule are built once.
 */
export declare function lintServer(input: LintInput): LintResult;
/**
 * {@link lintServer} made a step at a time, so that a checkup lints while its calls are out instead of before the
 * first one (issue 14: 5,000 tools took 0.3 s of lint before any call). Each `step()` is a small piece of work —
 * one part of one tool's rules, or one rule over the whole server — and `result()` does what is left and gives
 * exactly what `lintServer` gives for the same input (the same findings in the same order). Never throws.
 */
export declare class LintRun {
    private readonly input;
    private readonly steps;
    private next;
    private readonly tools;
    private readonly instructions;
    private readonly perToolFindings;
    private readonly serverFindings;
    private readonly hiddenFindings;
    private readonly poisoningFindings;
    private readonly clientFindings;
    private readonly perTool;
    private total;
    private breakdown;
    private clientReport;
    private done;
    constructor(input: LintInput);
    /** Does the next piece of the lint; false once nothing is left (then {@link result} only assembles). */
    step(): boolean;
    /** Does what is left and gives the lint's result (the same object on every call). */
    result(): LintResult;
    private add;
}
