import { OptionError } from "../errors.js";
import { finding, type Finding } from "../findings/finding.js";
import { isJsonObject as isObject, jsonType } from "../mcp/json-object.js";
import type { Tool } from "../mcp/types.js";
import { compileSchema } from "./ajv-validate.js";
import { declaredParameters, overridesFor, type ArgOverrides } from "./arg-overrides.js";
import { appOnlyReason, callPhase, destroysRecords, isCreatingTool, undoesSetup, type CallPhase } from "./call-phase.js";
import { namesRecord, type DiscoveredValues } from "./discovered-values.js";
import { declaredTypes, emptyValue, wrongTypeValue } from "./edge-values.js";
import { canonicalJson as canonical, setOwn } from "./json-value.js";
import { deriveSeed } from "./prng.js";
import { discriminators, narrowSchema, proseRequirements, type ProseRequirement } from "./prose-requirements.js";
import { wrongTypePhrase, type ArgumentSource, type Scenario, type ScenarioStage } from "./scenario.js";
import type { ScenarioSource } from "./scenario-source.js";
import { isNetworkUrl, isSlowNumber } from "./name-hints.js";
import { followRefs } from "./schema-ref.js";
import { generateValue, type ValueResult } from "./schema-values.js";
import { setupTools, type SetupTool } from "./setup-tools.js";

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
  appOnly: { tool: Tool; reason: string }[];
  findings: Finding[];
  /**
   * Every tool left out, with why in a few words for the tool table: `--only`, `--skip`, `--read-only`, `app-only
   * (MCP Apps)`, `task-only` (`execution.taskSupport: "required"`).
   */
  notCalled: { tool: string; reason: string }[];
}

/** The made-up tool name of the unknown-tool scenario (a suffix is added if a server really has it). */
export const UNKNOWN_TOOL_NAME = "mcp_checkup_no_such_tool";

type JsonObject = Record<string, unknown>;

/** The tool's inputSchema, or `{ type: "object" }` when it has none usable (lint reports that: `schema-missing`). */
function inputSchemaOf(tool: Tool): unknown {
  return isObject(tool.inputSchema) ? tool.inputSchema : { type: "object" };
}

/** A property's schema with `$ref`s followed (a few levels), so its declared type can be read. */
function propertySchema(root: unknown, schema: unknown): unknown {
  return followRefs(root, schema, 5).node;
}

/** Throws an `OptionError` about `option` (worded by each face: `--only`, `mcp-only`) when it names a tool the server lacks. */
function checkToolNames(option: "arg" | "only" | "skip", names: readonly string[], tools: readonly Tool[]): void {
  const known = new Set(tools.map((t) => t.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    const list = tools.map((t) => t.name).join(", ") || "(none)";
    throw new OptionError(option, (say) => `${say(option)}: no tool named ${unknown.map((n) => `'${n}'`).join(", ")}; the server's tools are: ${list}`);
  }
}

/**
 * Throws `OptionError` when a per-tool `--arg TOOL:NAME=…` names a parameter TOOL does not declare (a new user's
 * `--arg get_record:idd=1` was sent with every call, and made them invalid where `additionalProperties` is
 * false). A tool whose schema declares no parameter takes any name. Tools the server lacks are `checkToolNames`'s.
 */
function checkParameterNames(perTool: ArgOverrides["perTool"], tools: readonly Tool[]): void {
  for (const [toolName, values] of Object.entries(perTool)) {
    const tool = tools.find((t) => t.name === toolName);
    const declared = tool === undefined ? undefined : declaredParameters(tool);
    const unknown = declared && Object.keys(values ?? {}).find((name) => !declared.includes(name));
    if (declared === undefined || unknown === undefined) continue;
    throw new OptionError("arg", (say) => `${say("arg", `${toolName}:${unknown}`)}: ${toolName} has no parameter '${unknown}'; its parameters are: ${declared.join(", ")}`);
  }
}

/**
 * Throws `UsageError` when a per-tool `--arg` names a tool the server does not have, or a parameter its tool does
 * not declare: called as soon as the tools are listed, before any call (and by the planner).
 */
export function checkArgNames(tools: readonly Tool[], args: ArgOverrides): void {
  checkToolNames("arg", Object.keys(args.perTool), tools);
  checkParameterNames(args.perTool, tools);
}

/**
 * Optional properties that every call we make must fill, because leaving them out lets the server fall back to
 * a default that costs us: durations, delays, steps and the like (everything's `trigger-long-running-operation`
 * sleeps its default 10 s when `duration` is omitted), and properties whose `default` is an http(s) URL
 * (everything's `gzip-file-as-resource` then fetches its default URL from the network).
 */
function costlyWhenOmitted(schema: unknown): Set<string> {
  const s = isObject(schema) ? schema : {};
  const props = isObject(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required : [];
  return new Set(
    Object.keys(props).filter((name) => {
      if (required.includes(name)) return false;
      const sub = propertySchema(schema, props[name]);
      if (!isObject(sub)) return false;
      const types = declaredTypes(sub) ?? [];
      const numeric = types.includes("number") || types.includes("integer");
      return (numeric && isSlowNumber(name, typeof sub.description === "string" ? sub.description : "")) || isNetworkUrl(sub.default);
    }),
  );
}

/**
 * Which optional properties happy case `index` fills. Case 0 fills none (the minimal call a model makes most
 * often). Optional properties are dealt round-robin over cases 1…N-1, so every optional property is tried at
 * least once (when N ≥ 2) and mutually exclusive ones (`head` and `tail` of filesystem's `read_file`) do not
 * all land in one call, the mistake reference/toolscore-notes.md §9 item 12 describes. Properties that are
 * costly when omitted (`costlyWhenOmitted`) are filled in every case. With `only`, that optional property alone
 * is filled (beside the costly ones): a case's extra tries after it repeated an earlier call (`planHappy`).
 */
function optionalFiller(schema: unknown, index: number, cases: number, only?: string): (property: string) => boolean {
  const optional = optionalProperties(schema);
  const always = costlyWhenOmitted(schema);
  const slots = Math.max(1, cases - 1);
  return (property) => {
    if (always.has(property)) return true;
    if (only !== undefined) return property === only;
    if (index === 0) return false;
    const j = optional.indexOf(property);
    return j >= 0 && j % slots === (index - 1) % slots;
  };
}

/** The root properties of `schema` that are not required, in their order. */
function optionalProperties(schema: unknown): string[] {
  const s = isObject(schema) ? schema : {};
  const required = Array.isArray(s.required) ? s.required : [];
  return Object.keys(isObject(s.properties) ? s.properties : {}).filter((k) => !required.includes(k));
}

/** Tries with other values for a happy case that repeated an earlier call, before optional properties are filled. */
const RETRIES = 3;

/** The slots of a plan: when a tool's happy calls run. */
type Slot = CallPhase | "setup" | "create" | "teardown";

/** The order of the happy calls by slot, and of the edge calls (setup tools' last: they may reset what others use). */
const HAPPY_ORDER: readonly Slot[] = ["setup", "read", "create", "write", "destructive", "teardown"];
const EDGE_ORDER: readonly Slot[] = ["read", "create", "write", "destructive", "teardown", "setup"];

/**
 * A plan made as it is run (issue 14: planning per tool, pipelined with calling, so the first call goes out at once):
 * the same scenarios, in the same order, with the same findings as {@link planScenarios} gives — which is this
 * cursor, drained — but each tool's happy and edge calls are worked out when the run reaches them, or when it asks
 * to plan ahead while a call is out (`ahead()`). The server's values (`known`) are taken as they are when the
 * cursor is made: values a run harvests later reach the plan only through a re-plan (`run/plan-run.ts`), exactly
 * as they would reach a plan made up front. The tool selection, the `--arg` names and the slots are settled at
 * once, so a `UsageError` is thrown by the constructor.
 */
export class PlanCursor implements ScenarioSource {
  /** Tools that get scenarios, in listing order (see {@link ScenarioPlan}). */
  readonly tools: Tool[];
  /** Setup tools a description says must be called first, in listing order. */
  readonly setup: SetupTool[];
  private readonly options: PlanOptions;
  private readonly selectionFindings: Finding[];
  private readonly units: (() => Scenario[])[] = [];
  /** The tools whose happy calls are the first units, in run order, with their slots. */
  private readonly happyUnits: { tool: Tool; slot: Slot }[] = [];
  private helper: PlanHelper | undefined;
  private unitsDone = 0;
  private readonly scenarios: Scenario[] = [];
  /** Per selected tool (listing order): its happy plan's base arguments and findings, once planned. */
  private readonly byTool = new Map<Tool, { base: JsonObject; findings: Finding[] }>();

  constructor(tools: readonly Tool[], options: PlanOptions) {
    const { selected, appOnly, findings } = selectTools(tools, options);
    checkArgNames(tools, options.args);
    this.tools = selected;
    this.selectionFindings = findings;
    this.options = options.known !== undefined ? { ...options, known: options.known.snapshot() } : options;
    this.setup = setupTools(tools).filter((t) => selected.some((x) => x.name === t.tool));
    const setupNames = this.setup.map((t) => t.tool);
    const slotOf = (tool: Tool): Slot => {
      if (setupNames.includes(tool.name)) return "setup";
      if (undoesSetup(tool, setupNames)) return "teardown";
      return isCreatingTool(tool) ? "create" : callPhase(tool);
    };
    const planning = options.happyOnlyFor === undefined ? selected : selected.filter((t) => options.happyOnlyFor!.includes(t.name));
    const slots = new Map(planning.map((tool) => [tool, slotOf(tool)]));
    const inSlot = (slot: Slot) => planning.filter((tool) => slots.get(tool) === slot);
    for (const slot of HAPPY_ORDER) for (const tool of inSlot(slot)) this.happyUnits.push({ tool, slot });
    for (const { tool, slot } of this.happyUnits) this.units.push(() => this.happy(tool, slot));
    if (options.happyOnlyFor !== undefined) return;
    this.units.push(() =>
      appOnly.map(({ tool, reason }) => ({
        tool: tool.name,
        kind: "happy",
        description: "happy path #1",
        arguments: {},
        omitArguments: false,
        expectInvalid: false,
        skip: reason,
        stage: callPhase(tool),
      })),
    );
    if (!options.edgeCases) return;
    for (const slot of EDGE_ORDER) for (const tool of inSlot(slot)) this.units.push(() => staged(planEdges(tool, this.byTool.get(tool)!.base), "edge"));
    this.units.push(() => [{ ...unknownToolScenario(tools), stage: "edge" }]);
  }

  at(index: number): Scenario | undefined {
    while (this.scenarios.length <= index && this.ahead());
    return this.scenarios[index];
  }

  /**
   * Plans the next tool's happy or edge calls (or the skipped and unknown-tool ones); false once the plan is complete.
   * A happy unit the helper has planned already is taken as it is (the same scenarios and findings, made from the
   * same inputs); otherwise the helper is told this one is ours.
   */
  ahead(): boolean {
    const index = this.unitsDone;
    const unit = this.units[index];
    if (unit === undefined) return false;
    this.unitsDone++;
    const happy = this.helper && index < this.happyUnits.length ? this.happyUnits[index] : undefined;
    const planned = happy && this.helper!.take(index);
    if (happy && planned) {
      this.byTool.set(happy.tool, { base: planned.base, findings: planned.findings });
      this.scenarios.push(...planned.scenarios);
    } else {
      if (happy) this.helper!.claim(index);
      this.scenarios.push(...unit());
    }
    return true;
  }

  /** How many units, from the first, are tools' happy calls ({@link planHappyUnit}). */
  get happyUnitCount(): number {
    return this.happyUnits.length;
  }

  /** Plans happy unit `index` (0-based, below {@link happyUnitCount}) on its own: what a helper thread does, from the last. */
  planHappyUnit(index: number): PlannedHappyUnit {
    const { tool, slot } = this.happyUnits[index]!;
    const scenarios = this.happy(tool, slot);
    const { base, findings } = this.byTool.get(tool)!;
    return { index, scenarios, base, findings };
  }

  /** From now on, happy units are taken from `helper` when it has them (see `checkup/plan-thread.ts`). */
  helpWith(helper: PlanHelper): void {
    this.helper = helper;
  }

  planned(): number {
    return this.scenarios.length;
  }

  /** Every scenario in run order (the rest of the plan is made now). */
  all(): Scenario[] {
    while (this.ahead());
    return [...this.scenarios];
  }

  /**
   * The plan's findings (`schema-unsatisfiable`, `task-required-unsupported`, `requirement-in-prose`): those of
   * the selection, then each tool's in listing order — all of them once the plan is complete (`all()`); none when
   * re-planning (`happyOnlyFor`).
   */
  findings(): Finding[] {
    if (this.options.happyOnlyFor !== undefined) return [];
    return [...this.selectionFindings, ...this.tools.flatMap((tool) => this.byTool.get(tool)?.findings ?? [])];
  }

  private happy(tool: Tool, slot: Slot): Scenario[] {
    const requirements = proseRequirements(tool);
    const { scenarios, base, problem } = planHappy(tool, this.options, requirements);
    const findings: Finding[] = [];
    if (problem !== undefined) {
      findings.push(
        finding("schema-unsatisfiable", {
          tool: tool.name,
          message: `No arguments satisfying the inputSchema of '${tool.name}' could be built: ${problem}; the tool was not called with valid input.`,
          fix: `Check the inputSchema of '${tool.name}' for contradictory constraints (types, enum, bounds, patterns, required properties that additionalProperties forbids) and unresolvable $refs, or supply working values with --arg ${tool.name}:NAME=VALUE.`,
        }),
      );
    }
    const prose = requirementFinding(tool, requirements);
    if (prose) findings.push(prose);
    this.byTool.set(tool, { base, findings });
    return staged(scenarios, slot);
  }
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

/** `scenarios` (made for this unit alone) marked with their stage: set in place, not copied (issue 14: 5,000 tools make 32,500). */
function staged(scenarios: Scenario[], stage: ScenarioStage): Scenario[] {
  for (const scenario of scenarios) scenario.stage = stage;
  return scenarios;
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
export function planScenarios(tools: readonly Tool[], options: PlanOptions): ScenarioPlan {
  const cursor = new PlanCursor(tools, options);
  const scenarios = cursor.all();
  const beforeProbes = scenarios.filter((s) => s.kind === "happy" && s.skip === undefined && (s.stage === "setup" || s.stage === "read")).length;
  return { tools: cursor.tools, scenarios, beforeProbes, setup: cursor.setup, findings: cursor.findings() };
}

/**
 * The tools a run calls: `--only`/`--skip`/`--read-only` applied, tools that need task-augmented calls left out
 * (with `task-required-unsupported`), and MCP Apps tools for the app only set apart (`appOnlyReason`). Throws
 * `UsageError` when `only` or `skip` names a tool the server does not have.
 */
export function selectTools(tools: readonly Tool[], options: Pick<PlanOptions, "only" | "skip" | "readOnly">): ToolSelection {
  checkToolNames("only", options.only, tools);
  checkToolNames("skip", options.skip, tools);
  const findings: Finding[] = [];
  const selected: Tool[] = [];
  const appOnly: { tool: Tool; reason: string }[] = [];
  const notCalled: { tool: string; reason: string }[] = [];
  const leaveOut = (tool: Tool, reason: string): void => void notCalled.push({ tool: tool.name, reason });
  for (const tool of tools) {
    if (options.only.length > 0 && !options.only.includes(tool.name)) {
      leaveOut(tool, "--only");
      continue;
    }
    if (options.skip.includes(tool.name)) {
      leaveOut(tool, "--skip");
      continue;
    }
    if (options.readOnly && tool.annotations?.readOnlyHint !== true) {
      leaveOut(tool, "--read-only");
      continue;
    }
    const forApp = appOnlyReason(tool);
    if (forApp !== undefined) {
      appOnly.push({ tool, reason: forApp });
      leaveOut(tool, "app-only (MCP Apps)");
      continue;
    }
    if (tool.execution?.taskSupport === "required") {
      leaveOut(tool, "task-only");
      findings.push(
        finding("task-required-unsupported", {
          tool: tool.name,
          message: `Tool '${tool.name}' requires task-augmented calls (execution.taskSupport "required"), which this checkup does not drive, so it was not called.`,
          fix: `Nothing to fix if the tool must run as a task; set execution.taskSupport to "optional" if it can also answer a plain tools/call, so it can be graded.`,
        }),
      );
      continue;
    }
    selected.push(tool);
  }
  return { selected, appOnly, findings, notCalled };
}

/** The info finding for requirements stated only in prose (`requirement-in-prose`), if there are any. */
function requirementFinding(tool: Tool, requirements: readonly ProseRequirement[]): Finding | undefined {
  const stated = requirements.filter((r) => r.kind !== "always");
  if (stated.length === 0) return undefined;
  const or = (items: string[]) => (items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} or ${items[items.length - 1]}`);
  const valuesOf = (r: Extract<ProseRequirement, { kind: "by-value" }>) =>
    stated.filter((x): x is typeof r => x.kind === "by-value" && x.property === r.property && x.discriminator === r.discriminator).map((x) => JSON.stringify(x.value));
  const phrase = (r: ProseRequirement, i: number): string => {
    switch (r.kind) {
      case "by-value":
        // One phrase per property and deciding property, with every value it is needed for.
        if (stated.findIndex((x) => x.kind === "by-value" && x.property === r.property && x.discriminator === r.discriminator) !== i) return "";
        return `'${r.property}' is needed when ${r.discriminator} is ${or(valuesOf(r))} ("${r.text}")`;
      case "one-of":
        return `${r.exactly ? "exactly" : "at least"} one of ${r.properties.map((p) => `'${p}'`).join(", ")} ("${r.text}")`;
      case "with":
        return `'${r.property}' needs '${r.needs}' ("${r.text}")`;
      default:
        return "";
    }
  };
  const byValue = stated.find((r): r is Extract<ProseRequirement, { kind: "by-value" }> => r.kind === "by-value");
  const example = byValue
    ? ` e.g. {"if": {"properties": {"${byValue.discriminator}": {"const": ${JSON.stringify(byValue.value)}}}, "required": ["${byValue.discriminator}"]}, "then": {"required": ["${byValue.property}"]}}`
    : "";
  return finding("requirement-in-prose", {
    tool: tool.name,
    message: `'${tool.name}' states requirements only in its descriptions, which a client validating arguments against the inputSchema cannot see: ${stated.map(phrase).filter((p) => p !== "").join("; ")}. The happy calls were built to satisfy them.`,
    fix: `Put them in the inputSchema: if/then on the deciding property for a value-dependent requirement,${example}; oneOf of required lists for "exactly one of"; anyOf for "at least one of"; dependentRequired for a property that needs another.`,
  });
}

/** The arguments of one happy case and where each came from. */
export interface HappyArguments {
  args: JsonObject;
  sources: Record<string, ArgumentSource>;
}

/**
 * The generated value of happy case `index` (retry `retry`) of `tool`, before the user's values: the schema
 * narrowed by the prose requirements for this case (`narrowSchema`; the discriminator's value rotates with the
 * case, values that have tied properties first), falling back to the schema itself when the narrowed one
 * cannot be satisfied. Optional properties are filled as {@link optionalFiller} deals them, or only `fillOnly`.
 */
function generateCase(
  tool: Tool,
  options: Pick<PlanOptions, "seed" | "cases" | "known">,
  requirements: readonly ProseRequirement[],
  index: number,
  retry: number,
  fillOnly?: string,
): ValueResult {
  const schema = inputSchemaOf(tool);
  const cases = Math.max(1, Math.floor(options.cases));
  const variant = index + retry * cases;
  const valueOptions = {
    seed: deriveSeed(options.seed, tool.name, "happy", variant),
    variant,
    // Seed 1 (the default) turns nothing; another seed turns the later cases' choices that much further.
    turn: Math.max(0, options.seed - 1),
    fillOptional: optionalFiller(schema, index, cases, fillOnly),
    toolName: tool.name,
    ...(typeof tool.description === "string" ? { toolDescription: tool.description } : {}),
    ...(options.known !== undefined ? { known: options.known.forTool(tool) } : {}),
    // What a tool that may destroy records destroys is only ever a record the run made, or a made-up one.
    ...(destroysRecords(tool) ? { namesRecord } : {}),
  };
  if (requirements.length > 0) {
    const chosen: JsonObject = {};
    const props = isObject((schema as JsonObject).properties) ? ((schema as JsonObject).properties as JsonObject) : {};
    const required = Array.isArray((schema as JsonObject).required) ? ((schema as JsonObject).required as unknown[]) : [];
    for (const [q, tied] of discriminators(requirements)) {
      const sub = propertySchema(schema, props[q]);
      const all = isObject(sub) && Array.isArray(sub.enum) ? sub.enum : tied;
      const order = [...tied, ...all.filter((v) => !tied.includes(v as string | number))];
      // An optional discriminator stays out of the minimal case 0.
      const k = required.includes(q) ? index : index - 1;
      if (k >= 0 && order.length > 0) setOwn(chosen, q, order[(k + retry) % order.length]);
    }
    const narrowed = generateValue(narrowSchema(schema, requirements, chosen, index + retry), valueOptions);
    if (narrowed.ok) return narrowed;
  }
  return generateValue(schema, valueOptions);
}

/** The user's and the pinned values of `tool`, and the source each is reported with. */
function givenValues(tool: Tool, options: Pick<PlanOptions, "args" | "pinned">): { values: JsonObject; sources: Record<string, ArgumentSource> } {
  const overrides = overridesFor(tool, options.args).merged;
  const pinned = options.pinned?.[tool.name] ?? {};
  const values: JsonObject = { ...pinned, ...overrides };
  const sources: Record<string, ArgumentSource> = {};
  for (const key of Object.keys(values)) setOwn(sources, key, Object.hasOwn(overrides, key) ? "--arg" : "discovered");
  return { values, sources };
}

/**
 * The arguments of `tool`'s first happy call (what discovery sends to a listing tool and a setup tool), with
 * their sources; undefined when no valid arguments could be built. `retry` 1, 2… give the other values the
 * first case would take on a repeat (the next directory for a setup step that refused the first).
 */
export function firstHappyArguments(tool: Tool, options: Pick<PlanOptions, "seed" | "cases" | "args" | "known" | "pinned">, retry = 0): HappyArguments | undefined {
  const given = givenValues(tool, options);
  // One case: each retry is the next variant (the next candidate value), where with `cases` variants a retry would
  // come back to the first case's values (a setup step offered the same refused directory three times).
  const result = generateCase(tool, { ...options, cases: 1 }, proseRequirements(tool), 0, retry);
  if (!result.ok && Object.keys(given.values).length === 0) return undefined;
  const args = { ...(isObject(result.value) ? result.value : {}), ...given.values };
  if (!result.ok && forbids(inputSchemaOf(tool), args)) return undefined;
  return { args, sources: { ...(result.ok ? result.sources : {}), ...given.sources } };
}

function planHappy(tool: Tool, options: PlanOptions, requirements: readonly ProseRequirement[]): { scenarios: Scenario[]; base: JsonObject; problem?: string } {
  const schema = inputSchemaOf(tool);
  const given = givenValues(tool, options);
  const cases = Math.max(0, Math.floor(options.cases));
  const scenarios: Scenario[] = [];
  const seen = new Set<string>();
  let base: JsonObject | undefined;
  let problem: string | undefined;
  const add = (args: JsonObject, sources: Record<string, ArgumentSource>): boolean => {
    base ??= args;
    const key = canonical(args);
    if (seen.has(key)) return false;
    seen.add(key);
    scenarios.push({
      tool: tool.name,
      kind: "happy",
      description: `happy path #${scenarios.length + 1}`,
      arguments: args,
      omitArguments: false,
      expectInvalid: false,
      valueSources: sources,
    });
    return true;
  };
  const always = costlyWhenOmitted(schema);
  const optional = optionalProperties(schema).filter((k) => !always.has(k));
  for (let i = 0; i < cases; i++) {
    // A repeat of an earlier case's arguments gets a few more tries with other values; then, when the schema has
    // optional properties, a few with one of them filled (the next in turn, with the values later variants give):
    // a tool whose required values are few (two ids) would otherwise get two calls whatever --cases asks, and an
    // optional enum's other members would never be sent (a `currency` of USD, EUR, GBP only ever sent as EUR hid a
    // GBP answered with an error in a success result). Only then is the case dropped.
    const tries = RETRIES + (optional.length > 0 ? RETRIES : 0);
    for (let retry = 0; retry < tries; retry++) {
      const extra = retry - RETRIES;
      const filling = extra < 0 ? undefined : optional[(i + extra) % optional.length];
      const result = generateCase(tool, options, requirements, i, retry, filling);
      const args = { ...(isObject(result.value) ? result.value : {}), ...given.values };
      if (result.ok) {
        if (add(args, { ...result.sources, ...given.sources })) break;
        continue;
      }
      if (extra >= 0) continue; // a filled optional property the schema cannot take: the case was already valid without it
      problem ??= result.reason;
      // The user's values can complete what generation could not; they are sent when the schema allows them.
      if (Object.keys(given.values).length > 0 && !forbids(schema, args)) add(args, { ...given.sources });
      else base ??= args;
      break;
    }
  }
  if (scenarios.length > 0 || cases === 0) problem = undefined;
  return { scenarios, base: base ?? { ...given.values }, ...(problem !== undefined ? { problem } : {}) };
}

/**
 * Whether the tool's inputSchema forbids `args` (false when the schema cannot be compiled: nothing to judge by).
 * `format` counts as an annotation, its JSON Schema 2020-12 default: a server need not reject `""` for a `uri`.
 */
function forbids(schema: unknown, args: unknown): boolean {
  const compiled = compileSchema(schema, "2020-12", false);
  return compiled.ok && !compiled.accepts(args);
}

function planEdges(tool: Tool, base: JsonObject): Scenario[] {
  const schema = inputSchemaOf(tool);
  const s = schema as JsonObject;
  const props = isObject(s.properties) ? s.properties : {};
  const required = Array.isArray(s.required) ? s.required.filter((r): r is string => typeof r === "string") : [];
  const out: Scenario[] = [];
  const edge = (fields: Omit<Scenario, "tool" | "kind" | "omitArguments" | "expectInvalid"> & { omitArguments?: boolean }): void => {
    const omitArguments = fields.omitArguments ?? false;
    const expectInvalid = fields.edge === "arguments-not-object" ? true : forbids(schema, omitArguments ? {} : fields.arguments);
    out.push({ tool: tool.name, kind: "edge", ...fields, omitArguments, expectInvalid });
  };

  for (const name of required) {
    const { [name]: _dropped, ...rest } = base;
    edge({ edge: "missing-required", description: `edge: missing required '${name}'`, arguments: rest, parameter: name });
  }
  for (const [name, sub] of Object.entries(props)) {
    const types = declaredTypes(propertySchema(schema, sub));
    if (!types || types.length === 0) continue;
    const bad = wrongTypeValue(types);
    if (bad === undefined) continue;
    const wrongType = { sent: jsonType(bad), declared: types };
    edge({
      edge: "wrong-type",
      description: `edge: wrong type for '${name}' (${wrongTypePhrase(wrongType)})`,
      arguments: { ...base, [name]: bad },
      parameter: name,
      wrongType,
    });
  }
  if (Object.keys(props).length > 0) {
    const empty: JsonObject = {};
    for (const [name, sub] of Object.entries(props)) setOwn(empty, name, emptyValue(propertySchema(schema, sub)));
    edge({ edge: "empty-values", description: "edge: empty and zero values", arguments: empty });
  }
  // Without arguments the server would use its costly defaults (a 10 s sleep, a network fetch): not planned.
  if (costlyWhenOmitted(schema).size === 0) edge({ edge: "arguments-omitted", description: "edge: arguments omitted", omitArguments: true });
  edge({ edge: "arguments-not-object", description: "edge: arguments not an object", arguments: "not-an-object" });
  return out;
}

function unknownToolScenario(tools: readonly Tool[]): Scenario {
  const names = new Set(tools.map((t) => t.name));
  let name = UNKNOWN_TOOL_NAME;
  for (let n = 2; names.has(name); n++) name = `${UNKNOWN_TOOL_NAME}_${n}`;
  return { tool: name, kind: "edge", edge: "unknown-tool", description: `edge: unknown tool '${name}'`, arguments: {}, omitArguments: false, expectInvalid: true };
}
