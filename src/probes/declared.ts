import type { Tool } from "../mcp/types.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import { fillArgs } from "./call-args.js";
import type { AgreementSpec, CallSpec, IdempotentSpec, RelationSpec } from "./probe-config.js";
import { canonicalResult, itemsOf, textLines, type Observation } from "./observe.js";
import { evidenceOf, PROBES, type ProbeLog } from "./results.js";
import type { ProbeSession } from "./session.js";

/**
 * Probes declared in a probe config (issue "Effect probes" §Probe config): relations (`probe-bound-exceeded`,
 * `probe-bound-short`, `probe-slice-mismatch`), agreements (`probe-paths-disagree`) and idempotent calls
 * (`probe-not-idempotent`). Declared means high confidence. Whether a declared probe may call a tool that is
 * not read-only is decided by the caller (`runProbes`), never by the config.
 */

/** What declared probes need. */
export interface DeclaredContext {
  session: ProbeSession;
  log: ProbeLog;
  overridesFor: (tool: Tool) => ToolOverrides;
}

const BASIS = "declared in probe config";
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** The values a relation compares: text lines (`lines`), or items as canonical JSON (`items`); `auto` prefers items. */
function unitValues(obs: Observation, unit: RelationSpec["unit"]): { values: string[]; unit: "lines" | "items" } | undefined {
  if (obs.status !== "ok") return undefined;
  if (unit !== "lines") {
    const items = itemsOf(obs, "items");
    if (items) return { values: items.items.map((i) => JSON.stringify(i)), unit: "items" };
    if (unit === "items") return undefined;
  }
  return { values: textLines(obs.text), unit: "lines" };
}

/**
 * Runs one declared relation: `tool` with `param` set to each of `values` must return at most N (`at_most`),
 * exactly min(N, all) (`exact`), or the first / last min(N, all) units of the unbounded call (`prefix` /
 * `suffix`). Throws only `BudgetSpent`.
 */
export async function runRelation(ctx: DeclaredContext, tool: Tool, spec: RelationSpec): Promise<void> {
  const { session, log } = ctx;
  const id = spec.id ?? `${spec.tool}.${spec.param}`;
  const basis = `${BASIS} (${id}: ${spec.expect})`;
  const base = fillArgs(tool, ctx.overridesFor(tool), [spec.param], spec.args ?? {});
  let all: string[] | undefined;
  if (spec.expect !== "at_most") {
    const full = await session.call(tool.name, base.args);
    all = unitValues(full, spec.unit)?.values;
    if (!all && spec.expect !== "exact") {
      log.add(PROBES.relation, tool.name, "inconclusive", "high", basis, `${tool.name} without '${spec.param}' failed or could not be read as ${spec.unit}: ${full.summary}`);
      return;
    }
  }
  let failed = false;
  for (const n of spec.values) {
    const obs = await session.call(tool.name, { ...base.args, [spec.param]: n });
    const got = unitValues(obs, spec.unit);
    if (!got) {
      log.add(PROBES.relation, tool.name, "inconclusive", "high", basis, `${tool.name} with ${spec.param}: ${n} failed or could not be counted: ${obs.summary}`);
      return;
    }
    const c = got.values.length;
    const unit = got.unit === "lines" ? "line" : "item";
    const text = { tool: tool.name, parameter: spec.param, evidence: evidenceOf(obs) };
    if (spec.expect === "at_most" || spec.expect === "exact") {
      const want = spec.expect === "exact" ? Math.min(n, all?.length ?? n) : n;
      if (c > want) {
        failed = true;
        log.fail(PROBES.relation, "probe-bound-exceeded", "high", basis, {
          ...text,
          message: `${tool.name} returned ${plural(c, unit)} with ${spec.param}: ${n}; the declared relation ${id} allows ${spec.expect === "exact" ? "exactly" : "at most"} ${want}.`,
          fix: `Apply '${spec.param}' before returning results, or correct relation ${id} in the probe config.`,
        });
      } else if (spec.expect === "exact" && c < want) {
        failed = true;
        log.fail(PROBES.relation, "probe-bound-short", "high", basis, {
          ...text,
          message: `${tool.name} returned ${plural(c, unit)} with ${spec.param}: ${n}; the declared relation ${id} expects exactly ${want}.`,
          fix: `Return exactly min(${spec.param}, available) ${unit}s, or correct relation ${id} in the probe config.`,
        });
      }
      continue;
    }
    const whole = all ?? [];
    const want = spec.expect === "prefix" ? whole.slice(0, n) : n === 0 ? [] : whole.slice(-n);
    if (got.values.length !== want.length || got.values.some((v, i) => v !== want[i])) {
      failed = true;
      const which = spec.expect === "prefix" ? "first" : "last";
      log.fail(PROBES.relation, "probe-slice-mismatch", "high", basis, {
        ...text,
        message: `${tool.name} with ${spec.param}: ${n} did not return the ${which} ${plural(want.length, unit)} of the unbounded call (declared relation ${id}).`,
        fix: `Return exactly the ${which} ${spec.param} ${unit}s, or correct relation ${id} in the probe config.`,
      });
    }
  }
  if (!failed) log.add(PROBES.relation, tool.name, "passed", "high", basis, `${spec.param}: ${spec.values.join(", ")} hold ${spec.expect}`);
}

/** The values of one side of an agreement: the items (or their `field`), else the text lines. */
function sideValues(obs: Observation, field: string | undefined): string[] | undefined {
  const items = itemsOf(obs);
  if (!items) return undefined;
  return items.items.map((item) => {
    const v = field !== undefined && item !== null && typeof item === "object" ? (item as Record<string, unknown>)[field] : item;
    return typeof v === "string" ? v : JSON.stringify(v);
  });
}

/**
 * Runs one declared agreement: the left call's items (or their `field`) must all be among the right call's
 * (`subset`), or both must hold the same set (`equal`); else `probe-paths-disagree`. Throws only `BudgetSpent`.
 */
export async function runAgreement(ctx: DeclaredContext, tools: { left: Tool; right: Tool }, spec: AgreementSpec): Promise<void> {
  const { session, log } = ctx;
  const id = spec.id ?? `${spec.left.tool} ${spec.expect} ${spec.right.tool}`;
  const basis = `${BASIS} (${id})`;
  const run = async (side: CallSpec, tool: Tool) => {
    const obs = await session.call(tool.name, fillArgs(tool, ctx.overridesFor(tool), [], side.args ?? {}).args);
    return { obs, values: sideValues(obs, side.field ?? spec.field) };
  };
  const left = await run(spec.left, tools.left);
  const right = await run(spec.right, tools.right);
  if (!left.values || !right.values) {
    const bad = !left.values ? left.obs : right.obs;
    log.add(PROBES.agreement, spec.left.tool, "inconclusive", "high", basis, `${bad.tool} failed: ${bad.summary}`);
    return;
  }
  const rightSet = new Set(right.values);
  const leftSet = new Set(left.values);
  const missing = [...leftSet].filter((v) => !rightSet.has(v));
  const extra = spec.expect === "equal" ? [...rightSet].filter((v) => !leftSet.has(v)) : [];
  if (missing.length === 0 && extra.length === 0) {
    log.add(PROBES.agreement, spec.left.tool, "passed", "high", basis, `${spec.left.tool} and ${spec.right.tool} agree (${spec.expect}, ${plural(leftSet.size, "value")})`);
    return;
  }
  const parts = [
    missing.length > 0 ? `${missing.length} of ${leftSet.size} values from ${spec.left.tool} are missing from ${spec.right.tool} (e.g. ${JSON.stringify(missing[0])})` : "",
    extra.length > 0 ? `${extra.length} values of ${spec.right.tool} are missing from ${spec.left.tool} (e.g. ${JSON.stringify(extra[0])})` : "",
  ].filter((p) => p.length > 0);
  log.fail(PROBES.agreement, "probe-paths-disagree", "high", basis, {
    tool: spec.left.tool,
    message: `${spec.left.tool} and ${spec.right.tool} disagree: ${parts.join("; ")}.`,
    fix: `Make both tools read the same data (one shared query or cache), or correct agreement ${id} in the probe config.`,
    evidence: { request: { left: left.obs.args, right: right.obs.args }, excerpt: `${left.obs.summary.slice(0, 90)} | ${right.obs.summary.slice(0, 90)}` },
  });
}

/** Runs one declared idempotent call: the same call twice must give the same result. Throws only `BudgetSpent`. */
export async function runIdempotent(ctx: DeclaredContext, tool: Tool, spec: IdempotentSpec): Promise<void> {
  const { session, log } = ctx;
  const basis = `${BASIS}${spec.id ? ` (${spec.id})` : ""}`;
  const args = fillArgs(tool, ctx.overridesFor(tool), [], spec.args ?? {}).args;
  const a = await session.call(tool.name, args);
  if (a.status !== "ok") {
    log.add(PROBES.idempotent, tool.name, "inconclusive", "high", basis, `${tool.name} failed: ${a.summary}`);
    return;
  }
  const b = await session.call(tool.name, args);
  if (canonicalResult(a) === canonicalResult(b)) {
    log.add(PROBES.idempotent, tool.name, "passed", "high", basis, `two identical calls returned the same result`);
    return;
  }
  log.fail(PROBES.idempotent, "probe-not-idempotent", "high", basis, {
    tool: tool.name,
    message: `${tool.name} returned different results for the same call twice (${JSON.stringify(a.summary.slice(0, 60))} then ${JSON.stringify(b.summary.slice(0, 60))}).`,
    fix: `Make ${tool.name} return the same result for the same arguments when nothing changed, or remove it from idempotent in the probe config.`,
    evidence: evidenceOf(b),
  });
}
