import type { ArgOverrides } from "../checkup/options.js";
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { Scenario } from "./scenario.js";
/** What to plan. Mirrors the matching fields of `CheckupOptions`. */
export interface PlanOptions {
    /** Global seed (`--seed`); each tool's values depend only on it and the tool's name. */
    seed: number;
    /** Happy cases per tool (`--cases`, default 3). */
    cases: number;
    /** Plan edge cases (default true). */
    edgeCases: boolean;
    /** `--arg` / `--args-file` values: they replace generated ones in happy paths and in edge bases. */
    args: ArgOverrides;
    /** Only tools annotated `readOnlyHint: true`. */
    readOnly: boolean;
    /** Only these tools, when non-empty. */
    only: readonly string[];
    /** Never these tools. */
    skip: readonly string[];
}
/** The plan: the tools that will be called, the scenarios in run order, and findings made while planning. */
export interface ScenarioPlan {
    /** Tools that get scenarios, in listing order (filtered by `only`/`skip`/`readOnly`, task-only tools removed). */
    tools: Tool[];
    scenarios: Scenario[];
    /** `schema-unsatisfiable` and `task-required-unsupported`. */
    findings: Finding[];
}
/** The made-up tool name of the unknown-tool scenario (a suffix is added if a server really has it). */
export declare const UNKNOWN_TOOL_NAME = "mcp_checkup_no_such_tool";
type JsonObject = Record<string, unknown>;
/**
 * The user's values for one tool: global values for the parameters this tool has (its `properties` or
 * `required`), then the tool's own values, which win. A number or boolean given for a parameter whose schema
 * says only `string` is sent as its text (`--arg id=42` means the id "42").
 */
export declare function overridesFor(tool: Tool, args: ArgOverrides): JsonObject;
/**
 * Plans the scenarios of a server: for each selected tool, `cases` happy calls with generated arguments
 * validated by ajv, then, unless disabled, edge calls (missing each
 * required property, a wrong JSON type for each typed property, empty values, `arguments` omitted,
 * `arguments` not an object), and one call to a tool that does not exist. A tool with a duration-like or
 * network-default optional property gets no `arguments omitted` call (the server would sleep or fetch).
 *
 * User values (`--arg`, `--args-file`) replace generated ones in happy calls and in the base of edge calls; they
 * are sent as given, not validated (they are the user's call). They also complete a schema generation cannot
 * satisfy, when the result is valid.
 *
 * Run order: every tool's happy calls first, then the edge calls, so a crash on bad input (and the restart it
 * causes) cannot disturb a happy call. Identical happy argument sets are planned once.
 *
 * Throws `UsageError` when `only`, `skip` or a per-tool `--arg` names a tool the server does not have.
 */
export declare function planScenarios(tools: readonly Tool[], options: PlanOptions): ScenarioPlan;
export {};
