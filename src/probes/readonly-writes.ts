import { setTimeout as sleep } from "node:timers/promises";
import type { Confidence } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { sharedNouns, type ToolClass } from "./classify.js";
import { argHint } from "./hints.js";
import { lastWord, snake } from "./names.js";
import { canonicalResult, shownMarkers, showsRecord, type Observation } from "./observe.js";
import { readerArgs } from "./reader-args.js";
import { buildRecord, detectKey, knownFields, valueMarkers, type ProbeRecord } from "./records.js";
import { evidenceOf, PROBES } from "./results.js";
import type { ConfirmedWrite, RoundTripContext } from "./round-trip.js";
import { propertiesOf, resolve } from "./schema.js";

/**
 * The read-only check (issue 17 §1, rule `annotation-readonly-writes`): a tool annotated `readOnlyHint: true`
 * is called once between reads of the server's other read tools, and must not change what they show (MCP
 * 2025-11-25 server/tools §Tool annotations: "readOnlyHint: if true, the tool does not modify its environment";
 * clients and `--read-only` runs call such tools without asking). Reads are taken twice before the call, so a
 * reader whose answer changes by itself (a clock, a counter) is set aside instead of blamed on the tool.
 *
 * Evidence, strongest first:
 * - high: text the tool was given as an argument (a fresh marker) shows up in a reader afterwards — the tool
 *   stored its input — and calling another read-only tool the same way does not do that (a reader that logs
 *   every call is not the tool writing);
 * - high: a record written just before (with `allowWrites`, through a write tool whose records a reader already
 *   showed) is gone after the call, and stays gone;
 * - medium: a reader's answer changed after the call and stays changed, with no marker to tie it to the call,
 *   and it does not change again when read after a wait as long as the call took (a clock to the second would).
 * The only write is that seeding record, so without `allowWrites` the check still runs on what the store holds.
 */

/** At most this many readers watch one read-only tool. */
const MAX_OBSERVERS = 3;
/** Before a lasting change without a marker is blamed on the tool, the readers are read again after this long (ms) or as long as the call took, whichever is longer (at most {@link CLOCK_WAIT_MAX_MS}). */
const CLOCK_WAIT_MIN_MS = 1100;
const CLOCK_WAIT_MAX_MS = 5000;

/** A reader whose answer held steady over two rounds, and that answer. */
interface Watched {
  choice: { tool: Tool; basis: string; args: Record<string, unknown> };
  /** Its position in a round of reads. */
  index: number;
  before: Observation;
}

/** True when a tool parameter names the record's key or a field the server assigned (`id`, `note_id`). */
function namesRecordField(param: string, record: ProbeRecord): boolean {
  if (param in record.known) return true;
  const key = record.key?.field.name;
  return key !== undefined && (snake(param) === snake(key) || lastWord(param) === lastWord(key));
}

/** The read-only tool's arguments: fresh markers in its free text, `--arg` values, the seeded record's key where it takes one. */
function targetArgs(ctx: RoundTripContext, tool: Tool, seed: ProbeRecord | undefined): ProbeRecord {
  const record = buildRecord(tool, ctx.markers.nextTag(), { overrides: ctx.overridesFor(tool).merged });
  if (!seed) return record;
  const schema = resolve(tool.inputSchema, tool.inputSchema);
  for (const [name] of propertiesOf(schema)) {
    if (name in ctx.overridesFor(tool).merged || !namesRecordField(name, seed)) continue;
    record.args[name] = name in seed.known ? seed.known[name] : seed.key?.value;
    for (let i = record.markers.length - 1; i >= 0; i--) if (record.markers[i]?.path[0] === name) record.markers.splice(i, 1);
  }
  return record;
}

/** Readers for `target`: those sharing a noun first, then others; only readers whose arguments need nothing made up. */
function observersFor(ctx: RoundTripContext, target: Tool, reads: readonly ToolClass[], seed: ConfirmedWrite | undefined, seedRecord: ProbeRecord | undefined) {
  const empty: ProbeRecord = seedRecord ?? { tool: "", tag: "", args: {}, markers: [], known: {} };
  const ranked = reads
    .filter((r) => r.tool.name !== target.name)
    .map((r, index) => ({ r, index, shared: sharedNouns(target.name, r.tool.name).length > 0, seeded: seed?.readers.some((c) => c.tool.name === r.tool.name) ?? false }))
    .sort((a, b) => Number(b.seeded) - Number(a.seeded) || Number(b.shared) - Number(a.shared) || a.index - b.index);
  const out: Array<{ tool: Tool; basis: string; args: Record<string, unknown> }> = [];
  for (const { r, seeded, shared } of ranked) {
    const filled = readerArgs(r.tool, empty, ctx.overridesFor(r.tool));
    if (filled.generated.length > 0) continue;
    out.push({ tool: r.tool, basis: seeded ? `${r.tool.name} showed a record of ${seed!.write.name}` : shared ? `reader ${r.tool.name} shares a noun` : `reader ${r.tool.name}`, args: filled.args });
    if (out.length >= MAX_OBSERVERS) break;
  }
  return out;
}

/** A fresh record of `seed`'s write tool, written now, or undefined when the write failed. */
async function writeSeed(ctx: RoundTripContext, seed: ConfirmedWrite): Promise<ProbeRecord | undefined> {
  const overrides = ctx.overridesFor(seed.write).merged;
  const key = seed.record.key?.field ?? detectKey(seed.write);
  const record = buildRecord(seed.write, ctx.markers.nextTag(), { ...(key ? { key } : {}), overrides, freshKey: true });
  if (valueMarkers(record).length === 0) return undefined;
  const w = await ctx.session.call(seed.write.name, record.args);
  if (w.status !== "ok") return undefined;
  record.known = knownFields(w.result?.structuredContent, w.text);
  return record;
}

/**
 * Runs the read-only check on `target` (annotated `readOnlyHint: true`). `reads` are the read tools the probes may
 * call; `confirmed` the writes whose records a reader showed (empty without `allowWrites`), one of which seeds a
 * record when `allowWrites`. Logs one result, and `annotation-readonly-writes` when the tool writes; logs nothing
 * when the server has no other read tool (nothing could show a write). Throws only `BudgetSpent` (from the session).
 */
export async function runReadOnlyCheck(
  ctx: RoundTripContext,
  target: Tool,
  reads: readonly ToolClass[],
  confirmed: readonly ConfirmedWrite[],
  allowWrites: boolean,
): Promise<void> {
  const { session, log } = ctx;
  const probe = PROBES.readOnly;
  const restartsAtStart = session.restarts;
  if (!reads.some((r) => r.tool.name !== target.name)) return; // no other read tool: nothing could show a write
  const seed = allowWrites ? [...confirmed].sort((a, b) => sharedNouns(target.name, b.write.name).length - sharedNouns(target.name, a.write.name).length)[0] : undefined;
  const seedRecord = seed ? await writeSeed(ctx, seed) : undefined;
  const observers = observersFor(ctx, target, reads, seed, seedRecord);
  if (observers.length === 0) {
    log.add(probe, target.name, "inconclusive", "low", "no reader", `no read tool can be called without made-up values, so nothing could show whether ${target.name} writes; give reader values with --arg`);
    return;
  }

  // Every reader, in order, twice: a reader whose answer changes by itself — or because another reader of the
  // round writes — cannot tell us anything. Later rounds repeat the same calls, so only the target differs.
  const round = async (): Promise<Observation[]> => {
    const out: Observation[] = [];
    for (const o of observers) out.push(await session.call(o.tool.name, o.args));
    return out;
  };
  const first = await round();
  const before = await round();
  const watched: Watched[] = [];
  observers.forEach((o, i) => {
    const [a, b] = [first[i]!, before[i]!];
    if (a.status === "ok" && b.status === "ok" && canonicalResult(a) === canonicalResult(b)) watched.push({ choice: o, index: i, before: b });
  });
  if (watched.length === 0) {
    log.add(probe, target.name, "inconclusive", "low", "readers unsteady", `the readers (${observers.map((o) => o.tool.name).join(", ")}) failed or answered differently when nothing was called in between`);
    return;
  }

  const call = targetArgs(ctx, target, seedRecord);
  const fresh = valueMarkers(call);
  const calledAt = performance.now();
  const result = await session.call(target.name, call.args);
  const targetMs = performance.now() - calledAt;
  const after = await round();
  let again: Observation[] | undefined;
  const confirm = async (): Promise<Observation[]> => (again ??= await round());
  if (session.restarts > restartsAtStart) {
    log.add(probe, target.name, "inconclusive", "low", "server restarted", "the server restarted during the check, so what the readers show may have been reset");
    return;
  }

  for (const w of watched) {
    const now = after[w.index]!;
    if (now.status !== "ok") continue;
    const stored = shownMarkers(now, fresh).filter((m) => !w.before.searchable.includes(m));
    if (stored.length > 0) {
      const control = await controlLogs(ctx, target, reads, w, round);
      if (control === "logs-every-call") {
        log.add(probe, target.name, "inconclusive", "medium", w.choice.basis, `${w.choice.tool.name} shows the arguments of every read-only call (a call log?), so it cannot tell whether ${target.name} writes`);
        return;
      }
      return fail(ctx, target, w, control === "not-a-log" ? "high" : "medium", `shows "${stored[0]}", text that was only ever sent to ${target.name} as an argument: ${target.name} stored its input`, result);
    }
    if (seedRecord && showsRecord(w.before, seedRecord) && !showsRecord(now, seedRecord)) {
      if (!showsRecord((await confirm())[w.index]!, seedRecord)) {
        return fail(ctx, target, w, "high", `no longer shows the record ${seed!.write.name} wrote just before (marker ${seedRecord.tag}): ${target.name} removed it`, result);
      }
      continue;
    }
    if (canonicalResult(now) !== canonicalResult(w.before) && canonicalResult((await confirm())[w.index]!) === canonicalResult(now)) {
      // A reader that shows the time (to the second, say) changes across a slow call by itself: wait as long as the
      // call took, at least past a second boundary, and read again without calling the target.
      await sleep(Math.min(CLOCK_WAIT_MAX_MS, Math.max(CLOCK_WAIT_MIN_MS, targetMs)));
      if (canonicalResult((await round())[w.index]!) !== canonicalResult(now)) {
        log.add(probe, target.name, "inconclusive", "low", w.choice.basis, `${w.choice.tool.name} changes with time alone (a clock?), so its change after ${target.name} proves nothing`);
        return;
      }
      return fail(ctx, target, w, "medium", `answers differently after one call to ${target.name} (before: ${w.before.summary.slice(0, 80)}; after: ${now.summary.slice(0, 80)}), and keeps the new answer`, result);
    }
  }

  if (result.status !== "ok") {
    log.add(probe, target.name, "inconclusive", "low", "generated values",
      `${target.name} failed with generated values (${result.summary}), so it did not do what it does with real ones; supply them: ${argHint(target, result.summary)}`);
    return;
  }
  const seededSeen = seedRecord !== undefined && watched.some((w) => showsRecord(w.before, seedRecord));
  log.add(probe, target.name, "passed", seededSeen ? "high" : "medium", watched.map((w) => w.choice.basis).join("; "),
    `${watched.map((w) => w.choice.tool.name).join(", ")} show${watched.length === 1 ? "s" : ""} after a call to ${target.name} what ${watched.length === 1 ? "it" : "they"} showed before${seededSeen ? ", the probe record included" : ""}`);
}

/**
 * Whether a reader that showed the target's argument afterwards shows every read-only call's arguments: another
 * read-only tool is called with fresh markers, then a round of reads. `not-a-log` when its markers do not show
 * in the reader, `logs-every-call` when they do, `no-control` when there is no other read-only tool to try.
 */
async function controlLogs(
  ctx: RoundTripContext,
  target: Tool,
  reads: readonly ToolClass[],
  w: Watched,
  round: () => Promise<Observation[]>,
): Promise<"not-a-log" | "logs-every-call" | "no-control"> {
  const other = reads.find((r) => r.tool.name !== target.name && r.tool.name !== w.choice.tool.name && r.tool.annotations?.readOnlyHint === true);
  if (!other) return "no-control";
  const record = buildRecord(other.tool, ctx.markers.nextTag(), { overrides: ctx.overridesFor(other.tool).merged });
  const markers = valueMarkers(record);
  if (markers.length === 0) return "no-control";
  await ctx.session.call(other.tool.name, record.args);
  const after = (await round())[w.index]!;
  return shownMarkers(after, markers).length > 0 ? "logs-every-call" : "not-a-log";
}

function fail(ctx: RoundTripContext, target: Tool, w: Watched, confidence: Confidence, what: string, result: Observation): void {
  ctx.log.fail(PROBES.readOnly, "annotation-readonly-writes", confidence, w.choice.basis, {
    tool: target.name,
    message: `${target.name} is annotated readOnlyHint: true, but after one call ${w.choice.tool.name} ${what}.`,
    fix: `Make ${target.name} leave the server's state alone, or annotate it readOnlyHint: false (with destructiveHint as fits): clients call read-only tools without asking the user, and read-only runs trust the hint.`,
    evidence: evidenceOf(result),
  });
}
