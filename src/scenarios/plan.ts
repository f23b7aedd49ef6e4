import type { ArgOverrides } from "../checkup/options.js";
import { UsageError } from "../errors.js";
import { finding, type Finding } from "../findings/finding.js";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { Tool } from "../mcp/types.js";
import { compileSchema } from "./ajv-validate.js";
import { declaredTypes, emptyValue, jsonType, wrongTypeValue } from "./edge-values.js";
import { canonicalJson as canonical, setOwn } from "./json-value.js";
import { deriveSeed } from "./prng.js";
import type { Scenario } from "./scenario.js";
import { isNetworkUrl, isSlowNumber } from "./name-hints.js";
import { generateValue, resolveRef } from "./schema-values.js";

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
export const UNKNOWN_TOOL_NAME = "mcp_checkup_no_such_tool";

type JsonObject = Record<string, unknown>;

/** The tool's inputSchema, or `{ type: "object" }` when it has none usable (lint reports that: `schema-missing`). */
function inputSchemaOf(tool: Tool): unknown {
  return isObject(tool.inputSchema) ? tool.inputSchema : { type: "object" };
}

/** A property's schema with `$ref`s followed (a few levels), so its declared type can be read. */
function propertySchema(root: unknown, schema: unknown): unknown {
  let current = schema;
  for (let i = 0; i < 5 && isObject(current) && typeof current.$ref === "string"; i++) {
    const target = resolveRef(root, current.$ref);
    if (target === undefined) return current;
    const { $ref: _ref, ...rest } = current;
    current = isObject(target) ? { ...target, ...rest } : target;
  }
  return current;
}

function checkToolNames(flag: string, names: readonly string[], tools: readonly Tool[]): void {
  const known = new Set(tools.map((t) => t.name));
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) {
    const list = tools.map((t) => t.name).join(", ") || "(none)";
    throw new UsageError(`${flag}: no tool named ${unknown.map((n) => `'${n}'`).join(", ")}; the server's tools are: ${list}`);
  }
}

/**
 * The user's values for one tool: global values for the parameters this tool has (its `properties` or
 * `required`), then the tool's own values, which win. A number or boolean given for a parameter whose schema
 * says only `string` is sent as its text (`--arg id=42` means the id "42").
 */
export function overridesFor(tool: Tool, args: ArgOverrides): JsonObject {
  const schema = inputSchemaOf(tool) as JsonObject;
  const props = isObject(schema.properties) ? schema.properties : {};
  const names = new Set([...Object.keys(props), ...(Array.isArray(schema.required) ? schema.required : [])]);
  const out: JsonObject = {};
  for (const [name, value] of Object.entries(args.global)) if (names.has(name)) setOwn(out, name, value);
  for (const [name, value] of Object.entries(args.perTool[tool.name] ?? {})) setOwn(out, name, value);
  for (const [name, value] of Object.entries(out)) {
    const types = declaredTypes(propertySchema(schema, props[name]));
    if ((typeof value === "number" || typeof value === "boolean") && types?.length === 1 && types[0] === "string") setOwn(out, name, String(value));
  }
  return out;
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
 * costly when omitted (`costlyWhenOmitted`) are filled in every case.
 */
function optionalFiller(schema: unknown, index: number, cases: number): (property: string) => boolean {
  const s = isObject(schema) ? schema : {};
  const required = Array.isArray(s.required) ? s.required : [];
  const optional = Object.keys(isObject(s.properties) ? s.properties : {}).filter((k) => !required.includes(k));
  const always = costlyWhenOmitted(schema);
  const slots = Math.max(1, cases - 1);
  return (property) => {
    if (always.has(property)) return true;
    if (index === 0) return false;
    const j = optional.indexOf(property);
    return j >= 0 && j % slots === (index - 1) % slots;
  };
}

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
export function planScenarios(tools: readonly Tool[], options: PlanOptions): ScenarioPlan {
  checkToolNames("--only", options.only, tools);
  checkToolNames("--skip", options.skip, tools);
  checkToolNames("--arg", Object.keys(options.args.perTool), tools);

  const findings: Finding[] = [];
  const selected: Tool[] = [];
  for (const tool of tools) {
    if (options.only.length > 0 && !options.only.includes(tool.name)) continue;
    if (options.skip.includes(tool.name)) continue;
    if (options.readOnly && tool.annotations?.readOnlyHint !== true) continue;
    if (tool.execution?.taskSupport === "required") {
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

  const happy: Scenario[] = [];
  const edges: Scenario[] = [];
  for (const tool of selected) {
    const { scenarios, base, problem } = planHappy(tool, options);
    happy.push(...scenarios);
    if (problem !== undefined) {
      findings.push(
        finding("schema-unsatisfiable", {
          tool: tool.name,
          message: `No arguments satisfying the inputSchema of '${tool.name}' could be built: ${problem}; the tool was not called with valid input.`,
          fix: `Check the inputSchema of '${tool.name}' for contradictory constraints (types, enum, bounds, patterns, required properties that additionalProperties forbids) and unresolvable $refs, or supply working values with --arg ${tool.name}:NAME=VALUE.`,
        }),
      );
    }
    if (options.edgeCases) edges.push(...planEdges(tool, base));
  }
  if (options.edgeCases) edges.push(unknownToolScenario(tools));
  return { tools: selected, scenarios: [...happy, ...edges], findings };
}

function planHappy(tool: Tool, options: PlanOptions): { scenarios: Scenario[]; base: JsonObject; problem?: string } {
  const schema = inputSchemaOf(tool);
  const overrides = overridesFor(tool, options.args);
  const cases = Math.max(0, Math.floor(options.cases));
  const scenarios: Scenario[] = [];
  const seen = new Set<string>();
  let base: JsonObject | undefined;
  let problem: string | undefined;
  const add = (args: JsonObject): boolean => {
    base ??= args;
    const key = canonical(args);
    if (seen.has(key)) return false;
    seen.add(key);
    scenarios.push({ tool: tool.name, kind: "happy", description: `happy path #${scenarios.length + 1}`, arguments: args, omitArguments: false, expectInvalid: false });
    return true;
  };
  for (let i = 0; i < cases; i++) {
    // A repeat of an earlier case's arguments gets a few more tries with other values, then is dropped.
    for (let retry = 0; retry < 3; retry++) {
      const variant = i + retry * cases;
      const result = generateValue(schema, {
        seed: deriveSeed(options.seed, tool.name, "happy", variant),
        variant,
        fillOptional: optionalFiller(schema, i, cases),
        toolName: tool.name,
      });
      const args = { ...(isObject(result.value) ? result.value : {}), ...overrides };
      if (result.ok) {
        if (add(args)) break;
        continue;
      }
      problem ??= result.reason;
      // The user's values can complete what generation could not; they are sent when the schema allows them.
      if (Object.keys(overrides).length > 0 && !forbids(schema, args)) add(args);
      else base ??= args;
      break;
    }
  }
  if (scenarios.length > 0 || cases === 0) problem = undefined;
  return { scenarios, base: base ?? { ...overrides }, ...(problem !== undefined ? { problem } : {}) };
}

/**
 * Whether the tool's inputSchema forbids `args` (false when the schema cannot be compiled: nothing to judge by).
 * `format` counts as an annotation, its JSON Schema 2020-12 default: a server need not reject `""` for a `uri`.
 */
function forbids(schema: unknown, args: unknown): boolean {
  const compiled = compileSchema(schema, "2020-12", false);
  return compiled.ok && compiled.validate(args).length > 0;
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
    edge({
      edge: "wrong-type",
      description: `edge: wrong type for '${name}' (${jsonType(bad)} instead of ${types.join(" or ")})`,
      arguments: { ...base, [name]: bad },
      parameter: name,
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
