import type { Confidence, FindingRef } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { compileSchema } from "../scenarios/ajv-validate.js";
import { argHint } from "./hints.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import { fillArgs } from "./call-args.js";
import { LIMIT_NAMES, SLICE_NAMES, snake } from "./names.js";
import { itemsOf, textLines, type Items, type Observation } from "./observe.js";
import { evidenceOf, PROBES, type ProbeLog } from "./results.js";
import { numericRange, propertiesOf, requiredOf, resolve, typeOf } from "./schema.js";
import type { ProbeSession } from "./session.js";

/**
 * Built-in bounds (issue "Effect probes" §Bounds, read-only tools): `head`/`tail` with 0, 1, 2 return exactly
 * the first/last min(N, all) lines: more than N lines is `probe-bound-exceeded`, fewer than min(N, all) is
 * `probe-bound-short`, the right count with other lines is `probe-slice-mismatch` (issue 11 item 5); limit-like integers with 1 and 2 return at most N
 * items (`probe-bound-exceeded`), exactly min(N, all) when the parameter is optional (`probe-bound-short`).
 * `limit: 0` is never tried: its meaning varies (nothing, or no limit).
 */

/** A parameter a built-in bound applies to. `range` is the inclusive integer range the schema allows. */
export interface BoundParam {
  name: string;
  kind: "limit" | "head" | "tail";
  required: boolean;
  range: { min: number; max: number };
}

/** Values tried for limit-like parameters and for head/tail. */
export const LIMIT_VALUES: readonly number[] = [1, 2];
export const SLICE_VALUES: readonly number[] = [0, 1, 2];
/** Texts tried for a required query-like parameter without `--arg`, to find a call that returns several items. */
export const QUERY_TRIES: readonly string[] = ["", "e", "a"];
/** The value a required limit gets when measuring "all" (or the schema's maximum when lower). */
const LARGE = 1000;

/** What the bound probes need. */
export interface BoundsContext {
  session: ProbeSession;
  log: ProbeLog;
  overridesFor: (tool: Tool) => ToolOverrides;
}

/**
 * The parameters of `tool` that built-in bounds apply to: integer (or number) parameters named like a limit
 * (`limit`, `max_results`, `topK`, `page_size` …, compared in snake_case) or `head`/`tail`.
 */
export function boundParams(tool: Tool): BoundParam[] {
  const schema = resolve(tool.inputSchema, tool.inputSchema);
  const required = requiredOf(schema);
  const out: BoundParam[] = [];
  for (const [name, raw] of propertiesOf(schema)) {
    const prop = resolve(raw, tool.inputSchema);
    const t = typeOf(prop);
    if (t !== "integer" && t !== "number") continue;
    const s = snake(name);
    const kind = SLICE_NAMES.includes(s) ? (s as "head" | "tail") : LIMIT_NAMES.includes(s) ? "limit" : undefined;
    if (kind) out.push({ name, kind, required: required.includes(name), range: numericRange(prop) });
  }
  return out;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Whether arguments satisfy the tool's inputSchema (`format` as an annotation); all pass when it cannot be compiled. */
function argumentsValidFor(tool: Tool): (args: Record<string, unknown>) => boolean {
  const compiled = compileSchema(tool.inputSchema, "2020-12", false);
  return (args) => !compiled.ok || compiled.accepts(args);
}
const inRange = (v: number, r: { min: number; max: number }) => v >= r.min && v <= r.max;

/** Runs every built-in bound of one read tool. Throws only `BudgetSpent`. */
export async function runBounds(ctx: BoundsContext, tool: Tool): Promise<void> {
  for (const param of boundParams(tool)) {
    if (param.kind === "limit") await limitProbe(ctx, tool, param);
    else await sliceProbe(ctx, tool, param);
  }
}

async function limitProbe(ctx: BoundsContext, tool: Tool, param: BoundParam): Promise<void> {
  const { session, log } = ctx;
  const values = LIMIT_VALUES.filter((v) => inRange(v, param.range));
  const basis = `built-in bound: '${param.name}' is limit-like`;
  if (values.length === 0) return;
  const o = ctx.overridesFor(tool);
  const base = fillArgs(tool, o, [param.name]);
  const large = Math.max(Math.min(LARGE, param.range.max), param.range.min);
  const withAll = (args: Record<string, unknown>) => (param.required ? { ...args, [param.name]: large } : args);

  // "all": without the parameter (or with a large value when it is required), trying a few query texts.
  let full: Observation | undefined;
  let fullItems: Items | undefined;
  let args = base.args;
  const valid = argumentsValidFor(tool);
  const tries = base.query !== undefined ? QUERY_TRIES : [undefined];
  for (const q of tries) {
    const a = q === undefined || base.query === undefined ? base.args : { ...base.args, [base.query]: q };
    if (!valid(withAll(a))) continue; // a query the schema forbids ("" under minLength 1) proves nothing
    const obs = await session.call(tool.name, withAll(a));
    const items = itemsOf(obs);
    if (items && (!fullItems || items.items.length > fullItems.items.length)) {
      full = obs;
      fullItems = items;
      args = a;
    }
    if (fullItems && fullItems.items.length > Math.max(...values)) break;
    full ??= obs;
  }
  if (full?.outcome === "passed" && !fullItems) {
    log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, uncountable(tool.name, `without '${param.name}'`));
    return;
  }
  if (!full || !fullItems) {
    const why = full?.summary ?? "no answer";
    log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis,
      `${tool.name} failed without '${param.name}' (${why}); supply ${argHint(tool, why, base.generated.length > 0 ? base.generated : undefined)}`);
    return;
  }
  const all = fullItems.items.length;
  let lines = fullItems.source === "text-lines";
  const exceeded: string[] = [];
  const short: string[] = [];
  let exceededObs: Observation | undefined;
  let shortObs: Observation | undefined;
  for (const n of values) {
    const obs = await session.call(tool.name, { ...args, [param.name]: n });
    const got = itemsOf(obs);
    if (!got) {
      if (obs.outcome === "passed") {
        log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, uncountable(tool.name, `with ${param.name}: ${n}`));
        return;
      }
      log.add(PROBES.bound, tool.name, "inconclusive", "medium", basis, `${tool.name} with ${param.name}: ${n} failed: ${obs.summary}`);
      return;
    }
    lines ||= got.source === "text-lines";
    const c = got.items.length;
    // Text lines may include a header: count it as exceeded only when the bound changed nothing.
    if (lines ? c > n && c >= all && all > n : c > n) {
      exceeded.push(`${param.name}: ${n} gave ${plural(c, lines ? "line" : "item")}`);
      exceededObs ??= obs;
    } else if (!lines && !param.required && c < Math.min(n, all)) {
      short.push(`${param.name}: ${n} gave ${plural(c, "item")}`);
      shortObs ??= obs;
    }
  }
  const confidence: Confidence = lines ? "low" : "medium";
  const unit = lines ? "lines" : "items";
  const raised: FindingRef[] = [];
  if (exceededObs) {
    raised.push(log.flag("probe-bound-exceeded", confidence, {
      tool: tool.name,
      parameter: param.name,
      message: `${tool.name} returns more ${unit} than '${param.name}' allows: ${exceeded.join("; ")} (${all} without it).`,
      fix: `Apply '${param.name}' before returning results: return at most ${param.name} ${unit}.`,
      evidence: evidenceOf(exceededObs),
    }));
  }
  if (shortObs) {
    raised.push(log.flag("probe-bound-short", confidence, {
      tool: tool.name,
      parameter: param.name,
      message: `${tool.name} returns fewer items than '${param.name}' asks for though ${all} exist: ${short.join("; ")}.`,
      fix: `Return exactly min(${param.name}, available) items, or document why fewer come back.`,
      evidence: evidenceOf(shortObs),
    }));
  }
  if (exceededObs || shortObs) {
    log.add(PROBES.bound, tool.name, "failed", confidence, basis, `${[...exceeded, ...short].join("; ")} of ${all} (counted as ${fullItems.source})`, raised);
  } else if (all <= 1) {
    log.add(PROBES.bound, tool.name, "inconclusive", confidence, basis,
      `only ${plural(all, "item")} came back without a bound, so '${param.name}' could not be tested${base.generated.length > 0 ? `; supply ${argHint(tool, "", base.generated)}` : " (the server holds too little data)"}`);
  } else {
    log.add(PROBES.bound, tool.name, "passed", confidence, basis, `${param.name}: ${values.join(", ")} returned at most that many of ${all} (counted as ${fullItems.source})`);
  }
}

async function sliceProbe(ctx: BoundsContext, tool: Tool, param: BoundParam): Promise<void> {
  const { session, log } = ctx;
  const basis = `built-in bound: '${param.name}' takes the ${param.kind === "head" ? "first" : "last"} N lines`;
  if (param.required) return; // the whole text cannot be had for comparison
  const o = ctx.overridesFor(tool);
  const base = fillArgs(tool, o, boundParams(tool).filter((b) => b.kind !== "limit").map((b) => b.name));
  const full = await session.call(tool.name, base.args);
  if (full.status !== "ok" || full.outcome !== "passed") {
    log.add(PROBES.slice, tool.name, "inconclusive", "medium", basis,
      `${tool.name} failed without '${param.name}' (${full.summary}); supply ${argHint(tool, full.summary, base.generated.length > 0 ? base.generated : undefined)}`);
    return;
  }
  const all = textLines(full.text);
  if (all.length < 2) {
    log.add(PROBES.slice, tool.name, "inconclusive", "medium", basis, `the whole text has ${plural(all.length, "line")}, too few to test '${param.name}'; supply ${argHint(tool)}`);
    return;
  }
  const which = param.kind === "head" ? "first" : "last";
  const tried = SLICE_VALUES.filter((v) => inRange(v, param.range));
  const problems: Record<SliceProblem, { texts: string[]; evidence?: Observation }> = { exceeded: { texts: [] }, short: { texts: [] }, mismatch: { texts: [] } };
  for (const n of tried) {
    const obs = await session.call(tool.name, { ...base.args, [param.name]: n });
    if (obs.status !== "ok" || obs.outcome !== "passed") {
      if (n === 0 && (obs.status === "tool-error" || obs.status === "rpc-error")) continue; // refusing 0 is honest
      log.add(PROBES.slice, tool.name, "inconclusive", "medium", basis, `${tool.name} with ${param.name}: ${n} failed: ${obs.summary}`);
      return;
    }
    const want = param.kind === "head" ? all.slice(0, n) : n === 0 ? [] : all.slice(-n);
    const got = textLines(obs.text);
    const problem = sliceProblem(n, all.length, want, got);
    if (problem === undefined) continue;
    const entry = problems[problem];
    entry.evidence ??= obs;
    entry.texts.push(`${param.name}: ${n} gave ${plural(got.length, "line")}${problem === "mismatch" && got.length === want.length ? " that differ" : ""} instead of the ${which} ${want.length}`);
  }
  const failed = (Object.keys(problems) as SliceProblem[]).filter((k) => problems[k].texts.length > 0);
  if (failed.length === 0) {
    log.add(PROBES.slice, tool.name, "passed", "medium", basis, `${param.name}: ${tried.join(", ")} returned the ${which} lines of ${all.length}`);
    return;
  }
  const on = `on a ${all.length}-line text`;
  const raised: FindingRef[] = [];
  for (const kind of failed) {
    const { texts, evidence } = problems[kind];
    const evidencePart = evidence ? { evidence: evidenceOf(evidence) } : {};
    if (kind === "exceeded") {
      raised.push(log.flag("probe-bound-exceeded", "medium", {
        tool: tool.name,
        parameter: param.name,
        message: `${tool.name} returns more lines than '${param.name}' allows ${on}: ${texts.join("; ")}.`,
        fix: `Return at most ${param.name} lines: ${param.name}: 0 returns no lines (or refuse 0 with an isError result), never the whole text.`,
        ...evidencePart,
      }));
    } else if (kind === "short") {
      raised.push(log.flag("probe-bound-short", "medium", {
        tool: tool.name,
        parameter: param.name,
        message: `${tool.name} returns fewer lines than '${param.name}' asks for ${on}: ${texts.join("; ")}.`,
        fix: `Return exactly min(${param.name}, available) lines; a final line that ends in a newline counts as a line (the last line of "a\\nb\\n" is "b").`,
        ...evidencePart,
      }));
    } else {
      raised.push(log.flag("probe-slice-mismatch", "medium", {
        tool: tool.name,
        parameter: param.name,
        message: `${tool.name} does not return the ${which} N lines for ${param.name} ${on}: ${texts.join("; ")}.`,
        fix: `Return exactly the ${which} ${param.name} lines of the text, in order.`,
        ...evidencePart,
      }));
    }
  }
  log.add(PROBES.slice, tool.name, "failed", "medium", basis, failed.flatMap((k) => problems[k].texts).join("; "), raised);
}

/** Why a bound was not judged: the answer is a JSON object with no single list of results; `call` says which (`with limit: 1`). */
function uncountable(tool: string, call: string): string {
  return `the answer of ${tool} ${call} is a JSON object with no single list of results, so the items a bound limits cannot be counted`;
}

/** How one head/tail answer is wrong: more lines than N, fewer than min(N, all), or the right count but other lines. */
type SliceProblem = "exceeded" | "short" | "mismatch";

/**
 * Judges one head/tail answer (issue 11 item 5, the rules as the README states them): more than `n` lines is
 * `exceeded` (`head: 0` giving the whole text), fewer than min(n, all) is `short` (`tail: 1` giving nothing on
 * newline-terminated text); any other difference from `want` is `mismatch`. Undefined when the answer is exact.
 */
export function sliceProblem(n: number, all: number, want: readonly string[], got: readonly string[]): SliceProblem | undefined {
  if (got.length > n) return "exceeded";
  if (got.length < Math.min(n, all)) return "short";
  if (got.length === want.length && got.every((l, i) => l === want[i])) return undefined;
  return "mismatch";
}
