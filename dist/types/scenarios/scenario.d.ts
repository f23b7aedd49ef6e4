import type { ScenarioKind } from "../scorecard/types.js";
import type { ValueSource } from "./schema-values.js";
/** Where an argument's value came from: generated (see `ValueSource`), or given by the user (`--arg`, `--args-file`). */
export type ArgumentSource = ValueSource | "--arg";
/**
 * The kinds of deliberately bad call (DESIGN.md "Scenarios and how a call is judged"):
 * - `missing-required`: one required property left out;
 * - `wrong-type`: one typed property given a value of a JSON type none of its types accept;
 * - `empty-values`: every property set to its empty value (`""`, `0`, `false`, `[]`, `{}`);
 * - `arguments-omitted`: `tools/call` without `arguments` (legal: it is optional in `CallToolRequest`);
 * - `arguments-not-object`: `arguments` is a string (MCP requires an object: a protocol error);
 * - `unknown-tool`: a tool name the server does not have (MCP: JSON-RPC error -32602).
 */
export type EdgeKind = "missing-required" | "wrong-type" | "empty-values" | "arguments-omitted" | "arguments-not-object" | "unknown-tool";
/** One planned `tools/call`. */
export interface Scenario {
    /** The tool called (for `unknown-tool`, the made-up name). */
    tool: string;
    kind: ScenarioKind;
    /** Set on edge scenarios. */
    edge?: EdgeKind;
    /** e.g. `happy path #1`, `edge: missing required 'path'`, `edge: unknown tool 'x'`. */
    description: string;
    /** The arguments to send; ignored when `omitArguments` is true. */
    arguments?: unknown;
    /** Send `tools/call` without an `arguments` member. */
    omitArguments: boolean;
    /**
     * Whether the schema forbids these arguments (computed with ajv; true for a non-object `arguments`). A plain
     * success on such a call is `edge-accepted-invalid`; an "empty" value the schema allows is not.
     */
    expectInvalid: boolean;
    /** The property an edge scenario is about, when it is about one. */
    parameter?: string;
    /**
     * `wrong-type` scenarios: what the value broke — the JSON type sent (`integer`, `string`, …) and the types the
     * property's schema declares — so messages can say it without reading the description.
     */
    wrongType?: {
        sent: string;
        declared: readonly string[];
    };
    /** Happy scenarios: where each top-level argument came from. */
    valueSources?: Record<string, ArgumentSource>;
    /** Set when the scenario is not to be called, with the reason (an MCP Apps tool for the app only). */
    skip?: string;
    /**
     * Where the scenario sits in the run order (`plan.ts`): `setup`, `read`, `create` (tools that make records),
     * `write`, `destructive`, `teardown` (tools that undo a setup step) for happy calls; `edge` for the rest.
     */
    stage?: ScenarioStage;
}
/** How a `wrong-type` scenario's value reads: `integer instead of string or null`. Pure. */
export declare function wrongTypePhrase(wrongType: NonNullable<Scenario["wrongType"]>): string;
/** The stages of a plan, in run order. */
export type ScenarioStage = "setup" | "read" | "create" | "write" | "destructive" | "teardown" | "edge";
