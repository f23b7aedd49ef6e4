import type { Confidence } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { sharedNouns, type ToolClass } from "./classify.js";
import type { PairSpec } from "./probe-config.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import { argHint } from "./hints.js";
import type { MarkerSource } from "./markers.js";
import { lastWord, singular, snake } from "./names.js";
import { itemsOf, readAnswered, shownMarkers, showsRecord, type Observation } from "./observe.js";
import { readerArgs } from "./reader-args.js";
import { concurrentLostWords, deleteNoopWords, notObservableWords, sameKeyNoopWords, secondWriteLostWords } from "./round-trip-words.js";
import { KEEP_FIRST_RESULT, notPassed, readKeepFirst, readSameKeyAnswer, readSameKeyReread, SAME_KEY_RESULT, unclean } from "./round-trip-verdicts.js";
import { buildRecord, detectKey, knownFields, valueMarkers, type KeyField, type ProbeRecord, type RecordOptions } from "./records.js";
import { evidenceOf, PROBES, type ProbeLog } from "./results.js";
import { propertiesOf, requiredOf, resolve } from "./schema.js";
import type { ProbeSession } from "./session.js";

/**
 * Write round trips (issue "Effect probes" §Write round trips, steps 1–6): write a marked record and read it
 * back; rewrite the same key (`probe-silent-noop`); write a second record and re-read the first
 * (`probe-data-lost`); N writes at once (`probe-data-lost`, concurrent); delete a probe record with a configured
 * delete tool. Every step after the read-back uses only readers that already showed the record, so its
 * verdicts are high confidence.
 */

/** At most this many read tools are tried per write (issue: "up to six read tools"). */
export const MAX_READERS = 6;
/** At most this many of the readers that showed a record are used for the later steps. */
const MAX_CONFIRMING = 3;

/** What the round-trip steps share. */
export interface RoundTripContext {
  session: ProbeSession;
  log: ProbeLog;
  markers: MarkerSource;
  overridesFor: (tool: Tool) => ToolOverrides;
  /** Writes sent at once in the concurrency step (default 8). */
  concurrency: number;
}

/** A read tool chosen to read a write back, and why. */
export interface ReaderChoice {
  tool: Tool;
  /** e.g. `declared in probe config`, `shares noun 'note'`, `another read tool`. */
  basis: string;
  confidence: Confidence;
  /** The declared pair, whose `read_args` win. */
  pair?: PairSpec;
}

/** A write whose record a reader showed: what later probes (delete round trips) build on. */
export interface ConfirmedWrite {
  write: Tool;
  record: ProbeRecord;
  readers: ReaderChoice[];
}

/**
 * Up to {@link MAX_READERS} read tools for `write`: those sharing a noun with it first (medium confidence), then
 * the others (low), each group in listing order, readers that need no made-up required value first.
 */
export function chooseReaders(write: Tool, reads: readonly ToolClass[]): ReaderChoice[] {
  const ranked = reads
    .filter((r) => r.tool.name !== write.name)
    .map((r, index) => {
      const shared = sharedNouns(write.name, r.tool.name);
      const schema = resolve(r.tool.inputSchema, r.tool.inputSchema);
      const writeParams = propertiesOf(resolve(write.inputSchema, write.inputSchema)).map(([n]) => n);
      const needs = requiredOf(schema).filter((n) => !writeParams.includes(n)).length;
      return { r, index, shared, needs };
    })
    .sort((a, b) => Number(b.shared.length > 0) - Number(a.shared.length > 0) || Number(a.needs > 0) - Number(b.needs > 0) || a.index - b.index);
  return ranked.slice(0, MAX_READERS).map(({ r, shared }) =>
    shared.length > 0
      ? { tool: r.tool, basis: `shares noun '${shared[0]}'`, confidence: "medium" as const }
      : { tool: r.tool, basis: "another read tool", confidence: "low" as const },
  );
}

/** Replaces `{key}` and `{marker}` in declared reader arguments (a whole-string `{key}` keeps the key's type). */
function substitute(value: unknown, record: ProbeRecord): unknown {
  const key = record.key?.value;
  const marker = valueMarkers(record)[0] ?? record.tag;
  if (typeof value === "string") {
    if (value === "{key}" && key !== undefined) return key;
    return value.split("{key}").join(key === undefined ? "" : String(key)).split("{marker}").join(marker);
  }
  if (Array.isArray(value)) return value.map((v) => substitute(v, record));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, record)]));
  }
  return value;
}

interface PlannedRead {
  choice: ReaderChoice;
  args: Record<string, unknown>;
  /** Arguments came from the record (not a plain listing). */
  keyed: boolean;
  generated: string[];
}

function planRead(ctx: RoundTripContext, choice: ReaderChoice, record: ProbeRecord): PlannedRead {
  const o = ctx.overridesFor(choice.tool);
  const filled = readerArgs(choice.tool, record, o);
  const declared = choice.pair?.read_args ? (substitute(choice.pair.read_args, record) as Record<string, unknown>) : {};
  return {
    choice,
    args: { ...filled.args, ...declared },
    keyed: filled.fromRecord.length > 0 || Object.keys(declared).length > 0,
    generated: filled.generated.filter((n) => !(n in declared)),
  };
}

/**
 * The reader's plan with a path it got from the record replaced by that path's parent folder, or undefined: a
 * listing given the path of a folder just created lists inside it (empty), while the folder itself shows in its
 * parent (issue 10 item 5: a reader is given the record's own location before the write is called lost).
 */
function parentPlan(plan: PlannedRead, record: ProbeRecord): PlannedRead | undefined {
  const recordValues = new Set(Object.values(record.args).filter((v): v is string => typeof v === "string"));
  for (const [name, value] of Object.entries(plan.args)) {
    if (typeof value !== "string" || !recordValues.has(value) || /^[a-z][a-z0-9+.-]*:\/\//i.test(value)) continue;
    const trimmed = value.replace(/[\\/]+$/, "");
    const cut = Math.max(trimmed.lastIndexOf("/"), trimmed.lastIndexOf("\\"));
    // A bare name in a path parameter lives in the current folder.
    if (cut < 0 && !/(?:^|_)(?:path|dir|directory|folder|location)$/.test(snake(name))) continue;
    const parent = cut < 0 ? "." : cut === 0 ? trimmed.slice(0, 1) : trimmed.slice(0, cut);
    if (parent === "" || parent === value) continue;
    return { ...plan, args: { ...plan.args, [name]: parent } };
  }
  return undefined;
}

/** Reads `record` through one reader: its planned arguments, then the record's parent folder when they show nothing. */
async function readThrough(ctx: RoundTripContext, choice: ReaderChoice, record: ProbeRecord): Promise<{ plan: PlannedRead; obs: Observation }> {
  const plan = planRead(ctx, choice, record);
  const obs = await ctx.session.call(choice.tool.name, plan.args);
  if (showsRecord(obs, record)) return { plan, obs };
  const parent = parentPlan(plan, record);
  if (!parent) return { plan, obs };
  const again = await ctx.session.call(choice.tool.name, parent.args);
  return showsRecord(again, record) || !readAnswered(obs) ? { plan: parent, obs: again } : { plan, obs };
}

/** What re-reading a rewritten record showed: whether a reader shows the new values, the first that still shows the old ones (beside the new or not), and every answer. */
export interface Reread {
  newShown: boolean;
  oldShown?: Observation;
  rereads: Observation[];
}

/**
 * Re-reads `record` through each reader after a rewrite (a same-key write, an update): whether `fresh`'s value
 * markers show, and whether `stale`'s still do. Throws only `BudgetSpent`.
 */
export async function rereadRewrite(ctx: RoundTripContext, readers: readonly ReaderChoice[], record: ProbeRecord, values: { fresh: ProbeRecord; stale: ProbeRecord }): Promise<Reread> {
  const out: Reread = { newShown: false, rereads: [] };
  for (const choice of readers) {
    const { obs } = await readThrough(ctx, choice, record);
    out.rereads.push(obs);
    if (shownMarkers(obs, valueMarkers(values.fresh)).length > 0) out.newShown = true;
    if (shownMarkers(obs, valueMarkers(values.stale)).length > 0) out.oldShown ??= obs;
  }
  return out;
}

/** Reads `record` through each reader; the first that shows it wins. */
async function firstShowing(ctx: RoundTripContext, readers: readonly ReaderChoice[], record: ProbeRecord) {
  const seen: Array<{ plan: PlannedRead; obs: Observation }> = [];
  for (const choice of readers) {
    const r = await readThrough(ctx, choice, record);
    seen.push(r);
    if (showsRecord(r.obs, record)) return { shown: r, seen };
  }
  return { shown: undefined, seen };
}

const names = (readers: readonly ReaderChoice[]) => readers.map((r) => r.tool.name).join(", ");
/** A write whose answer is not `passed` by the scenario judge's classes (an error, or a failure hidden in a success) is not a write. */
const failedWrite = (o: Observation) => o.outcome !== "passed";
const keyText = (record: ProbeRecord) =>
  record.key ? `${record.key.field.name} ${JSON.stringify(record.key.value)}` : `marker ${record.tag}`;

function recordOptions(ctx: RoundTripContext, write: Tool, key: KeyField | undefined, pair: PairSpec | undefined): RecordOptions {
  return {
    ...(key ? { key } : {}),
    overrides: ctx.overridesFor(write).merged,
    ...(pair?.write_args ? { writeArgs: pair.write_args } : {}),
  };
}

/**
 * Runs steps 1–5 for one write tool (all of them need `--allow-writes`; the caller checks). `readers` come from
 * {@link chooseReaders} or a declared pair. Returns the confirmed write for delete round trips, or undefined when
 * no reader showed the record. Throws only `BudgetSpent` (from the session).
 */
export async function runWriteRoundTrip(
  ctx: RoundTripContext,
  write: Tool,
  readers: readonly ReaderChoice[],
  pair?: PairSpec,
): Promise<ConfirmedWrite | undefined> {
  const key: KeyField | undefined = pair?.key ? { path: [pair.key], name: pair.key } : detectKey(write);
  const options = recordOptions(ctx, write, key, pair);
  const restartsAtStart = ctx.session.restarts;
  const restarted = () => ctx.session.restarts > restartsAtStart;
  if (readers.length === 0) {
    ctx.log.add(PROBES.readBack, write.name, "inconclusive", "low", "no read tool",
      `no read tool could show what ${write.name} stores, so it was not called; declare a pair (write, read) in --probe-config`);
    return undefined;
  }
  const written = await writeFirst(ctx, write, options);
  if (!written) return undefined;
  const used = await readBack(ctx, write, readers, written, restarted);
  if (!used) return undefined;
  const basis = `${names(used)} already showed this record`;
  const current = await sameKeyWrite(ctx, write, { ...written, options, used, basis, restarted });
  await secondRecord(ctx, write, current, { options, used, basis, restarted });
  await concurrentWrites(ctx, write, options, used, basis, restarted);
  return { write, record: current, readers: used };
}

/** What the steps after the read-back share. */
interface StepContext {
  options: RecordOptions;
  /** The readers that showed the first record (at most {@link MAX_CONFIRMING}). */
  used: ReaderChoice[];
  /** The basis every later result states. */
  basis: string;
  /** Whether the server restarted since the round trip began. */
  restarted: () => boolean;
}

/** The first record as written (step 1), and whether the write's answer listed its values (in a list of records). */
interface FirstWrite {
  first: ProbeRecord;
  answer: Observation;
  listed: boolean;
}

/** Step 1: writes a marked record; undefined (logged inconclusive) when there is nothing to mark or the write failed. */
async function writeFirst(ctx: RoundTripContext, write: Tool, options: RecordOptions): Promise<FirstWrite | undefined> {
  const first = buildRecord(write, ctx.markers.nextTag(), options);
  if (first.markers.length === 0) {
    ctx.log.add(PROBES.readBack, write.name, "inconclusive", "low", "nothing to mark",
      `${write.name} takes no free text to carry a marker, so it was not called; declare a pair with write_args in --probe-config`);
    return undefined;
  }
  const answer = await ctx.session.call(write.name, first.args);
  if (failedWrite(answer)) {
    ctx.log.add(PROBES.readBack, write.name, "inconclusive", "low", "generated record",
      `${write.name} did not write with generated values (${notPassed(answer)}); supply real ones: ${argHint(write, answer.summary)}`);
    return undefined;
  }
  first.known = knownFields(answer.result?.structuredContent, answer.text);
  // A write whose answer lists what it stored (memory's create_entities) says "skipped" by listing nothing; a
  // record whose answer merely holds an empty list beside its values (a bookmark's `tags: []`) lists nothing.
  const items = itemsOf(answer, "items")?.items ?? [];
  const listed = items.length > 0 && valueMarkers(first).some((m) => JSON.stringify(items).includes(m));
  return { first, answer, listed };
}

/**
 * Step 2: reads the first record back through each reader. Returns the readers that showed it (keyed reads first,
 * at most {@link MAX_CONFIRMING}), or undefined after logging why none did: a restart, a sure reader that did
 * not answer cleanly, a sure reader that does not show it (`probe-write-not-observable`), or no reader at all.
 */
async function readBack(ctx: RoundTripContext, write: Tool, readers: readonly ReaderChoice[], written: FirstWrite, restarted: () => boolean): Promise<ReaderChoice[] | undefined> {
  const { first, answer: w1 } = written;
  const log = ctx.log;
  const confirming: Array<{ choice: ReaderChoice; keyed: boolean }> = [];
  const tried: PlannedRead[] = [];
  const answers: Observation[] = [];
  for (const choice of readers) {
    const { plan, obs } = await readThrough(ctx, choice, first);
    tried.push(plan);
    answers.push(obs);
    if (showsRecord(obs, first)) confirming.push({ choice, keyed: plan.keyed });
  }
  if (restarted()) {
    log.add(PROBES.readBack, write.name, "inconclusive", "low", "server restarted", "the server restarted during the round trip, so stored records may be gone");
    return undefined;
  }
  if (confirming.length === 0) {
    const declared = readers.find((r) => r.pair);
    const sure = declared ?? readers.find((r, i) => r.confidence === "medium" && tried[i]?.keyed && tried[i]?.generated.length === 0);
    const sureAnswer = sure ? answers[readers.indexOf(sure)] : undefined;
    if (sure && sureAnswer && !readAnswered(sureAnswer)) {
      log.add(PROBES.readBack, write.name, "inconclusive", "low", sure.basis,
        `${sure.tool.name} did not answer cleanly when asked for the record ${write.name} wrote (${notPassed(sureAnswer)}), so it cannot tell whether the record is there`);
    } else if (sure) {
      const confidence: Confidence = declared ? "high" : "medium";
      log.fail(PROBES.readBack, "probe-write-not-observable", confidence, sure.basis, {
        tool: write.name,
        ...notObservableWords(write.name, sure.tool.name, keyText(first), declared !== undefined),
        evidence: evidenceOf(w1),
      });
    } else {
      const helps = tried.filter((p) => p.choice.confidence !== "low" && p.generated.length > 0).map((p) => argHint(p.choice.tool, "", p.generated));
      log.add(PROBES.readBack, write.name, "inconclusive", "low", "no reader showed the record",
        `no read tool showed what ${write.name} wrote (tried ${names(readers)}); ${helps.length > 0 ? `supply ${helps.join(" ")} or ` : ""}declare a pair in --probe-config`);
    }
    return undefined;
  }
  confirming.sort((a, b) => Number(b.keyed) - Number(a.keyed));
  const used = confirming.slice(0, MAX_CONFIRMING).map((c) => c.choice);
  const best = confirming.map((c) => c.choice).sort((a, b) => rank(b.confidence) - rank(a.confidence))[0] ?? used[0]!;
  log.add(PROBES.readBack, write.name, "passed", best.confidence, `read back through ${best.tool.name} (${best.basis})`,
    `${names(confirming.map((c) => c.choice))} show${confirming.length === 1 ? "s" : ""} the record ${write.name} wrote`);
  return used;
}

/**
 * Step 3: writes the same key with new values and re-reads it (verdicts: `readSameKeyAnswer`,
 * `readSameKeyReread`). Returns the record the store now holds: the new one when it replaced the first.
 */
async function sameKeyWrite(ctx: RoundTripContext, write: Tool, step: FirstWrite & StepContext): Promise<ProbeRecord> {
  const { first, listed, options, used, basis, restarted } = step;
  const log = ctx.log;
  if (!first.key) {
    log.add(PROBES.rewrite, write.name, "inconclusive", "high", basis, `${write.name} has no key field (a parameter ending in id, key, name, title, path, url …), so a same-key write was not tried`);
    return first;
  }
  const again = buildRecord(write, ctx.markers.nextTag(), { ...options, keyValue: first.key.value });
  if (valueMarkers(again).length === 0) {
    log.add(PROBES.rewrite, write.name, "inconclusive", "high", basis, `only the key of ${write.name} carries text, so a same-key write cannot change anything visible`);
    return first;
  }
  const w = await ctx.session.call(write.name, again.args);
  const answer = readSameKeyAnswer(w, listed);
  if (answer !== "stored") {
    const { status, detail } = SAME_KEY_RESULT[answer];
    log.add(PROBES.rewrite, write.name, status, "high", basis, detail(first.key.field.name, w));
    return first;
  }
  again.known = { ...first.known, ...knownFields(w.result?.structuredContent, w.text) };
  const { newShown, oldShown, rereads } = await rereadRewrite(ctx, used, again, { fresh: again, stale: first });
  switch (readSameKeyReread(newShown, oldShown !== undefined, restarted())) {
    case "replaced":
      log.add(PROBES.rewrite, write.name, "passed", "high", basis, `a same-key write replaced the values`);
      return again;
    case "added":
      log.add(PROBES.rewrite, write.name, "passed", "high", basis,
        `a same-key write added a second record: ${oldShown?.tool ?? "the readers"} show${oldShown ? "s" : ""} the old values beside the new ones, so the ${first.key.field.name} does not name one record`);
      return again;
    case "silent-noop":
      log.fail(PROBES.rewrite, "probe-silent-noop", "high", basis, {
        tool: write.name,
        parameter: first.key.field.name,
        ...sameKeyNoopWords(write.name, first.key.field.name, oldShown?.tool ?? ""),
        evidence: { request: { name: write.name, arguments: again.args }, response: w.result, excerpt: oldShown?.summary.slice(0, 200) ?? "" },
      });
      return first;
    case "unclear": {
      const bad = unclean(rereads.map((obs) => ({ obs })));
      log.add(PROBES.rewrite, write.name, "inconclusive", "high", basis,
        bad ? `after a same-key write ${bad.tool} did not answer cleanly (${notPassed(bad)})` : `after a same-key write the readers show neither the old nor the new values`);
      return first;
    }
  }
}

/** Step 4: writes a second record and re-reads `current`, which must still be there (verdict: `readKeepFirst`). */
async function secondRecord(ctx: RoundTripContext, write: Tool, current: ProbeRecord, step: StepContext): Promise<void> {
  const { options, used, basis, restarted } = step;
  const second = buildRecord(write, ctx.markers.nextTag(), { ...options, freshKey: true });
  if (second.key && current.key && JSON.stringify(second.key.value) === JSON.stringify(current.key.value)) {
    ctx.log.add(PROBES.keepFirst, write.name, "inconclusive", "high", basis, `the ${second.key.field.name} is fixed by --arg and cannot be varied for a second record`);
    return;
  }
  const w2 = await ctx.session.call(write.name, second.args);
  if (failedWrite(w2)) {
    ctx.log.add(PROBES.keepFirst, write.name, "inconclusive", "high", basis, `a second record could not be written: ${notPassed(w2)}`);
    return;
  }
  second.known = knownFields(w2.result?.structuredContent, w2.text);
  const { shown, seen } = await firstShowing(ctx, used, current);
  const bad = unclean(seen);
  const reading = readKeepFirst({
    shown: shown !== undefined,
    restarted: restarted(),
    unclean: bad !== undefined,
    listingsOnly: seen.every((s) => !s.plan.keyed),
    secondShown: seen.some((s) => showsRecord(s.obs, second)),
  });
  if (reading !== "lost") {
    const { status, detail } = KEEP_FIRST_RESULT[reading];
    ctx.log.add(PROBES.keepFirst, write.name, status, "high", basis, detail(bad));
    return;
  }
  ctx.log.fail(PROBES.keepFirst, "probe-data-lost", "high", basis, {
    tool: write.name,
    ...secondWriteLostWords(write.name, keyText(current), names(used)),
    evidence: { request: { name: write.name, arguments: second.args }, excerpt: seen[0]?.obs.summary.slice(0, 200) ?? "" },
  });
}

const rank = (c: Confidence) => (c === "high" ? 2 : c === "medium" ? 1 : 0);

/** Rounds of the concurrency step: a race shows only now and then, so a pass needs every round clean. */
const CONCURRENT_ROUNDS = 3;

type ConcurrentRound =
  | { status: "passed" | "inconclusive"; detail: string }
  | { status: "failed"; gone: ProbeRecord[]; stored: number };

async function concurrentWrites(
  ctx: RoundTripContext,
  write: Tool,
  options: RecordOptions,
  readers: readonly ReaderChoice[],
  basis: string,
  restarted: () => boolean,
): Promise<void> {
  let last: ConcurrentRound = { status: "inconclusive", detail: "not run" };
  for (let round = 1; round <= CONCURRENT_ROUNDS; round++) {
    last = await concurrentRound(ctx, write, options, readers, restarted);
    if (last.status !== "passed") break;
  }
  if (last.status !== "failed") {
    const detail = last.status === "passed" ? `${last.detail} (${CONCURRENT_ROUNDS} rounds)` : last.detail;
    ctx.log.add(PROBES.concurrent, write.name, last.status, "high", basis, detail);
    return;
  }
  const { gone, stored } = last;
  ctx.log.fail(PROBES.concurrent, "probe-data-lost", "high", basis, {
    tool: write.name,
    ...concurrentLostWords(write.name, gone.length, stored, keyText(gone[0]!)),
    evidence: { request: { name: write.name, arguments: gone[0]!.args } },
  });
}

/** One round of step 5: N writes with distinct keys at once, then every record read back. */
async function concurrentRound(
  ctx: RoundTripContext,
  write: Tool,
  options: RecordOptions,
  readers: readonly ReaderChoice[],
  restarted: () => boolean,
): Promise<ConcurrentRound> {
  const n = Math.max(2, ctx.concurrency);
  const records = Array.from({ length: n }, () => buildRecord(write, ctx.markers.nextTag(), { ...options, freshKey: true }));
  const keys = new Set(records.map((r) => JSON.stringify(r.key?.value ?? r.tag)));
  if (keys.size < n) return { status: "inconclusive", detail: `the key is fixed by --arg, so ${n} distinct records cannot be written` };
  const outs = await ctx.session.callAll(records.map((r) => ({ tool: write.name, args: r.args })));
  const stored = records.filter((r, i) => {
    const o = outs[i]!;
    if (o.outcome === "passed") r.known = knownFields(o.result?.structuredContent, o.text);
    return o.outcome === "passed";
  });
  if (stored.length === 0) return { status: "inconclusive", detail: `none of ${n} concurrent writes succeeded: ${outs[0] ? notPassed(outs[0]) : ""}` };
  // A listing (no argument from the record) is read once for all records; keyed readers once per record still missing.
  const missing = new Set(stored);
  let anyListingShowed = false;
  let listingOnly = true;
  let bad: Observation | undefined;
  for (const choice of readers) {
    const plan = planRead(ctx, choice, stored[0]!);
    if (plan.keyed) {
      listingOnly = false;
      for (const r of [...missing]) {
        const { obs } = await readThrough(ctx, choice, r);
        if (!readAnswered(obs)) bad ??= obs;
        if (showsRecord(obs, r)) missing.delete(r);
      }
    } else {
      const obs = await ctx.session.call(choice.tool.name, plan.args);
      if (!readAnswered(obs)) bad ??= obs;
      for (const r of [...missing]) {
        if (showsRecord(obs, r)) {
          missing.delete(r);
          anyListingShowed = true;
        }
      }
    }
    if (missing.size === 0) break;
  }
  if (restarted()) return { status: "inconclusive", detail: "the server restarted, so stored records may be gone" };
  if (missing.size === 0) return { status: "passed", detail: `all ${stored.length} records written by concurrent calls show` };
  if (bad) return { status: "inconclusive", detail: `${bad.tool} did not answer cleanly while reading the concurrent records (${notPassed(bad)})` };
  if (listingOnly && !anyListingShowed) {
    return { status: "inconclusive", detail: `the listing shows none of the ${stored.length} concurrent records (it may show only part of the store)` };
  }
  return { status: "failed", gone: [...missing], stored: stored.length };
}

/** True when a delete tool's parameter names the record's key (`title`, `entityNames` for `name`, `ids` for `id`). */
function namesKey(param: string, key: KeyField): boolean {
  return singular(lastWord(param)) === lastWord(key.name) || snake(param) === snake(key.name);
}

/**
 * Step 6: a delete tool listed under `writes` deletes a probe record (one a reader already showed), and then
 * the record must be gone. The record is chosen from the confirmed writes, one sharing a noun with the delete
 * tool first. Parameters are filled only from the record (same name, its key, a server-assigned field) or
 * `--arg`: a delete is never sent with made-up values. Throws only `BudgetSpent`.
 */
export async function runDeleteRoundTrip(ctx: RoundTripContext, del: Tool, confirmed: readonly ConfirmedWrite[]): Promise<void> {
  const { log } = ctx;
  const target = [...confirmed].sort((a, b) => sharedNouns(del.name, b.write.name).length - sharedNouns(del.name, a.write.name).length)[0];
  if (!target) {
    log.add(PROBES.deleteGone, del.name, "inconclusive", "low", "no confirmed write",
      `no write tool's record was shown by a reader, so there is no probe record to delete`);
    return;
  }
  const record = target.record;
  const schema = resolve(del.inputSchema, del.inputSchema);
  const o = ctx.overridesFor(del);
  const args: Record<string, unknown> = {};
  for (const [name, raw] of propertiesOf(schema)) {
    const prop = resolve(raw, del.inputSchema);
    const asList = prop.type === "array";
    const put = (v: unknown) => (args[name] = asList && !Array.isArray(v) ? [v] : v);
    if (name in o.perTool) put(o.perTool[name]);
    else if (name in record.args && typeof record.args[name] !== "object") put(record.args[name]);
    else if (name in record.known) put(record.known[name]);
    else if (record.key && namesKey(name, record.key.field)) put(record.key.value);
    else if (name in o.global) put(o.global[name]);
  }
  const unfilled = requiredOf(schema).filter((n) => !(n in args));
  const basis = `deletes a record of ${target.write.name}; ${names(target.readers)} showed it`;
  if (unfilled.length > 0) {
    log.add(PROBES.deleteGone, del.name, "inconclusive", "high", basis,
      `cannot tell ${del.name} which probe record to delete; supply ${argHint(del, "", unfilled)}`);
    return;
  }
  const d = await ctx.session.call(del.name, args);
  if (d.outcome !== "passed") {
    log.add(PROBES.deleteGone, del.name, "inconclusive", "high", basis, `${del.name} did not delete a probe record: ${notPassed(d)}`);
    return;
  }
  const { shown, seen } = await firstShowing(ctx, target.readers, record);
  const badRead = shown ? undefined : unclean(seen);
  if (badRead) {
    log.add(PROBES.deleteGone, del.name, "inconclusive", "high", basis, `after the delete ${badRead.tool} did not answer cleanly (${notPassed(badRead)})`);
    return;
  }
  if (!shown) {
    log.add(PROBES.deleteGone, del.name, "passed", "high", basis, `the deleted record no longer shows`);
    return;
  }
  log.fail(PROBES.deleteGone, "probe-silent-noop", "high", basis, {
    tool: del.name,
    ...deleteNoopWords(del.name, shown.obs.tool, keyText(record)),
    evidence: evidenceOf(d),
  });
}
