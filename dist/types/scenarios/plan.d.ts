import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { type ArgOverrides } from "./arg-overrides.js";
import { type DiscoveredValues } from "./discovered-values.js";
import { type ArgumentSource, type Scenario } from "./scenario.js";
import type { ScenarioSource } from "./scenario-source.js";
import { type SetupTool } from "./setup-tools.js";
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
    /**
     * Values the server showed (discovery, `run/discovery.ts`): for parameters that name a record, used after the
     * schema and before the description's examples and the name (`schema-values.ts`).
     */
    known?: DiscoveredValues;
    /**
     * Per-tool arguments every happy call of that tool keeps (the setup calls discovery made: a second case
     * must not move a working directory the other tools rely on). Reported as `discovered`.
     */
    pinned?: Readonly<Record<string, Record<string, unknown>>>;
    /**
     * Plan only the happy calls of these tools (in run order; no edge calls, no findings): what the checkup
     * re-plans after a tool that creates records, with the values its answers showed.
     */
    happyOnlyFor?: readonly string[];
}
/**
 * The plan: the tools that will be called, the scenarios in run order, and findings made while planning.
 * Run order (issue 11 item 4), each scenario marked with its `stage`: setup tools' happy calls, read-only
 * tools' happy calls — the first `beforeProbes` scenarios, after which the read-only probes run — then the
 * happy calls of tools that create records (after each of which the rest may be re-planned with the values its
 * answers showed: `run/plan-run.ts`), other writing tools', destructive tools', then tools that undo a setup
 * step, then every edge call (setup tools' last), then the unknown-tool call.
 */
export interface ScenarioPlan {
    /**
     * Tools that get scenarios, in listing order (filtered by `only`/`skip`/`readOnly`; task-only tools and
     * MCP Apps tools for the app only removed).
     */
    tools: Tool[];
    scenarios: Scenario[];
    /** How many scenarios, from the start, run before the read-only probes. */
    beforeProbes: number;
    /** Tools a description says must be called first (`setup-tools.ts`), in listing order. */
    setup: SetupTool[];
    /** `schema-unsatisfiable`, `task-required-unsupported` and `requirement-in-prose`. */
    findings: Finding[];
}
/** The tools a plan calls, the app-only ones it skips with their reason, and the findings of the choice. */
export interface ToolSelection {
    selected: Tool[];
    appOnly: {
        tool: Tool;
        reason: string;
    }[];
    findings: Finding[];
    /**
     * Every tool left out, with why in a few words for the tool table: `--only`, `--skip`, `--read-only`, `app-only
     * (MCP Apps)`, `task-only` (`execution.taskSupport: "required"`).
     */
    notCalled: {
        tool: string;
        reason: string;
    }[];
}
/** The made-up tool name of the unknown-tool scenario (a suffix is added if a server really has it). */
export declare const UNKNOWN_TOOL_NAME = "mcp_checkup_no_such_tool";
type JsonObject = Record<string, unknown>;
/**
 * Throws `UsageError` when a per-tool `--arg` names a tool the server does not have, or a parameter its tool does
 * not declare: called as soon as the tools are listed, before any call (and by the planner).
 */
export declare function checkArgNames(tools: readonly Tool[], args: ArgOverrides): void;
/**
 * A plan made as it is run (issue 14: planning per tool, pipelined with calling, so the first call goes out at once):
 * the same scenarios, in the same order, with the same findings as {@link planScenarios} gives — which is this
 * cursor, drained — but each tool's happy and edge calls are worked out when the run reaches them, or when it asks
 * to plan ahead while a call is out (`ahead()`). The server's values (`known`) are taken as they are when the
 * cursor is made: values a run harvests later reach the plan only through a re-plan (`run/plan-run.ts`), exactly
 * as they would reach a plan made up front. The tool selection, the `--arg` names and the slots are settled at
 * once, so a `UsageError` is thrown by the constructor.
 */
export declare class PlanCursor implements ScenarioSource {
    /** Tools that get scenarios, in listing order (see {@link ScenarioPlan}). */
    readonly tools: Tool[];
    /** Setup tools a description says must be called first, in listing order. */
    readonly setup: SetupTool[];
    private readonly options;
    private readonly selectionFindings;
    private readonly units;
    /** The tools whose happy calls are the first units, in run order, with their slots. */
    private readonly happyUnits;
    private helper;
    private unitsDone;
    private readonly scenarios;
    /** Per selected tool (listing order): its happy plan's base arguments and findings, once planned. */
    private readonly byTool;
    constructor(tools: readonly Tool[], options: PlanOptions);
    at(index: number): Scenario | undefined;
    /**
     * Plans the next tool's happy or edge calls (or the skipped and unknown-tool ones); false once the plan is complete.
     * A happy unit the helper has planned already is taken as it is (the same scenarios and findings, made from the
     * same inputs); otherwise the helper is told this one is ours.
     */
    ahead(): boolean;
    /** How many units, from the first, are tools' happy calls ({@link planHappyUnit}). */
    get happyUnitCount(): number;
    /** Plans happy unit `index` (0-based, below {@link happyUnitCount}) on its own: what a helper thread does, from the last. */
    planHappyUnit(index: number): PlannedHappyUnit;
    /** From now on, happy units are taken from `helper` when it has them (see `checkup/plan-thread.ts`). */
    helpWith(helper: PlanHelper): void;
    planned(): number;
    /** Every scenario in run order (the rest of the plan is made now). */
    all(): Scenario[];
    /**
     * The plan's findings (`schema-unsatisfiable`, `task-required-unsupported`, `requirement-in-prose`): those of
     * the selection, then each tool's in listing order — all of them once the plan is complete (`all()`); none when
     * re-planning (`happyOnlyFor`).
     */
    findings(): Finding[];
    private happy;
}
/** A tool's happy calls planned apart from the cursor that runs them: by a helper thread, from the same inputs. */
export interface PlannedHappyUnit {
    /** The unit's place in the plan (0-based). */
    index: number;
    scenarios: Scenario[];
    /** The arguments its edge calls start from, and the findings of its planning. */
    base: JsonObject;
    findings: Finding[];
}
/** What plans happy units ahead of a {@link PlanCursor}: `take` gives one when it is ready, `claim` says the cursor plans it itself. */
export interface PlanHelper {
    take(index: number): PlannedHappyUnit | undefined;
    claim(index: number): void;
}
/**
 * Plans the scenarios of a server: for each selected tool, `cases` happy calls with generated arguments
 * validated by ajv, then, unless disabled, edge calls (missing each
 * required property, a wrong JSON type for each typed property, empty values, `arguments` omitted,
 * `arguments` not an object), and one call to a tool that does not exist. A tool with a duration-like or
 * network-default optional property gets no `arguments omitted` call (the server would sleep or fetch).
 *
 * Happy values follow the prose requirements of the tool's descriptions (`prose-requirements.ts`; reported
 * once per tool as `requirement-in-prose`) and use the server's own values where given (`known`, `pinned`).
 * User values (`--arg`, `--args-file`) replace generated ones in happy calls and in the base of edge calls; they
 * are sent as given, not validated (they are the user's call). They also complete a schema generation cannot
 * satisfy, when the result is valid. Each happy scenario records where its values came from (`valueSources`).
 *
 * Run order (issue 11 item 4; see {@link ScenarioPlan}): setup tools, read-only tools, then writing and
 * destructive tools, so the read-only probes between them see the server's data before any write; every edge
 * call after every happy call, so a crash on bad input (and the restart it causes) cannot disturb a happy call.
 * MCP Apps tools for the app only get one skipped scenario with the reason. Identical happy argument sets are
 * planned once. The whole plan at once: a run plans as it goes with {@link PlanCursor}, which gives the same.
 *
 * Throws `UsageError` when `only`, `skip` or a per-tool `--arg` names a tool the server does not have, or a per-tool
 * `--arg` a parameter its tool does not declare.
 */
export declare function planScenarios(tools: readonly Tool[], options: PlanOptions): ScenarioPlan;
/**
 * The tools a run calls: `--only`/`--skip`/`--read-only` applied, tools that need task-augmented calls left out
 * (with `task-required-unsupported`), and MCP Apps tools for the app only set apart (`appOnlyReason`). Throws
 * `UsageError` when `only` or `skip` names a tool the server does not have.
 */
export declare function selectTools(tools: readonly Tool[], options: Pick<PlanOptions, "only" | "skip" | "readOnly">): ToolSelection;
/** The arguments of one happy case and where each came from. */
export interface HappyArguments {
    args: JsonObject;
    sources: Record<string, ArgumentSource>;
}
/**
 * The arguments of `tool`'s first happy call (what discovery sends to a listing tool and a setup tool), with
 * their sources; undefined when no valid arguments could be built. `retry` 1, 2… give the other values the
 * first case would take on a repeat (the next directory for a setup step that refused the first).
 */
export declare function firstHappyArguments(tool: Tool, options: Pick<PlanOptions, "seed" | "cases" | "args" | "known" | "pinned">, retry?: number): HappyArguments | undefined;
export {};
