import type { Tool } from "../mcp/types.js";
import { sharedNouns, type ToolClass } from "./classify.js";
import { argHint } from "./hints.js";
import { lastWord, snake } from "./names.js";
import { buildRecord, detectKey, knownFields, valueMarkers, type KeyField, type ProbeRecord } from "./records.js";
import { notPassed, readSameKeyAnswer, readSameKeyReread, unclean } from "./round-trip-verdicts.js";
import { updateNoopWords } from "./round-trip-words.js";
import { rereadRewrite, type ConfirmedWrite, type RoundTripContext } from "./round-trip.js";
import { evidenceOf, PROBES } from "./results.js";
import { propertiesOf, requiredOf, resolve } from "./schema.js";

/**
 * Update round trips (generalises a new user's `update_task(id, …)` beside `create_task(title)`: the probe sent
 * `id: "tsp…id"` against `^t-[0-9]+$`, was refused, and asked for `--arg`): a write tool whose required id the
 * server assigns — a write sharing a noun with it does not take that id — changes records, it does not make
 * them. It is probed on a record the probes' own create made and a reader already showed: its key comes from
 * that write's answer, the new values carry markers, and the readers that showed the record must show them.
 */

/** A write tool that changes records its creators make, and the key it names them by. */
export interface Updater {
  key: KeyField;
  /** The noun-sharing write tools that do not take the key (the server assigns it). */
  creators: string[];
}

/** Whether a parameter names the same key as `key`: `task_id`, `taskId` or a bare `id` for `task_id`, not `project_id`. */
function sameKey(param: string, key: KeyField): boolean {
  const a = snake(param);
  const b = snake(key.name);
  return a === b || a === lastWord(key.name) || b === lastWord(param);
}

/**
 * The {@link Updater} view of `write`, or undefined when it makes its own records: its key must be a required
 * top-level id (`id`, `task_id`: servers assign ids, users choose titles and paths) that some other write tool
 * sharing a noun with it does not take. Pure.
 */
export function updaterOf(write: ToolClass, classes: readonly ToolClass[]): Updater | undefined {
  const key = detectKey(write.tool);
  if (!key || key.path.length !== 1 || lastWord(key.name) !== "id") return undefined;
  if (!requiredOf(resolve(write.tool.inputSchema, write.tool.inputSchema)).includes(key.name)) return undefined;
  const creators = classes.filter((c) => {
    if (c.role !== "write" || c.tool.name === write.tool.name || sharedNouns(write.tool.name, c.tool.name).length === 0) return false;
    const params = propertiesOf(resolve(c.tool.inputSchema, c.tool.inputSchema)).map(([n]) => n);
    return !params.some((p) => sameKey(p, key));
  });
  return creators.length > 0 ? { key, creators: creators.map((c) => c.tool.name) } : undefined;
}

/**
 * The value `record` gives `key`: a field of the write's answer named as the key (`task_id`, `taskId`) or as its
 * last word (`id`), never another field ending in that word (`project_id`); else the record's own key.
 */
function keyValueOf(record: ProbeRecord, key: KeyField): unknown {
  for (const wanted of [snake(key.name), lastWord(key.name)]) {
    const known = Object.entries(record.known).find(([name, v]) => snake(name) === wanted && (typeof v === "string" || typeof v === "number"));
    if (known) return known[1];
  }
  return record.key && sameKey(record.key.field.name, key) ? record.key.value : undefined;
}

/**
 * The confirmed record an updater should change, and its key value: a record of one of its creators (the one
 * sharing most nouns with the updater first) whose answer named the key. Undefined when no creator's record was
 * confirmed, or none named the key. Pure.
 */
export function updateTarget(write: Tool, updater: Updater, confirmed: readonly ConfirmedWrite[]): { target: ConfirmedWrite; keyValue: unknown } | undefined {
  const ranked = confirmed
    .filter((c) => updater.creators.includes(c.write.name))
    .sort((a, b) => sharedNouns(write.name, b.write.name).length - sharedNouns(write.name, a.write.name).length);
  for (const target of ranked) {
    const keyValue = keyValueOf(target.record, updater.key);
    if (keyValue !== undefined) return { target, keyValue };
  }
  return undefined;
}

/**
 * Changes `target`'s record with `write` and re-reads it through the readers that showed it: the new values
 * must show (passed), the old ones still showing is `probe-silent-noop`. On success `target.record` becomes the
 * record as it now stands, so a later delete round trip looks for the current values. Throws only `BudgetSpent`.
 */
export async function runUpdateRoundTrip(ctx: RoundTripContext, write: Tool, updater: Updater, found: { target: ConfirmedWrite; keyValue: unknown }): Promise<void> {
  const { target, keyValue } = found;
  const { log } = ctx;
  const old = target.record;
  const basis = `updates a record of ${target.write.name}; ${target.readers.map((r) => r.tool.name).join(", ")} showed it`;
  const update = buildRecord(write, ctx.markers.nextTag(), {
    key: updater.key,
    keyValue,
    overrides: ctx.overridesFor(write).merged,
    optionalText: true,
  });
  if (valueMarkers(update).length === 0) {
    log.add(PROBES.update, write.name, "inconclusive", "high", basis, `only the ${updater.key.name} of ${write.name} carries text, so an update cannot change anything visible`);
    return;
  }
  const w = await ctx.session.call(write.name, update.args);
  const answer = readSameKeyAnswer(w, false);
  if (answer !== "stored") {
    const why = answer === "says-skipped" ? `it says: ${w.summary}` : notPassed(w);
    log.add(PROBES.update, write.name, "inconclusive", answer === "refused" ? "low" : "high", basis,
      `${write.name} did not update the record ${target.write.name} made (${why})${answer === "refused" ? `; supply real values: ${argHint(write, w.summary)}` : ""}`);
    return;
  }
  const restartsBefore = ctx.session.restarts;
  const both = { ...old, markers: [...old.markers, ...update.markers] };
  const { newShown, oldShown, rereads } = await rereadRewrite(ctx, target.readers, both, { fresh: update, stale: old });
  switch (readSameKeyReread(newShown, oldShown !== undefined, ctx.session.restarts > restartsBefore)) {
    // Old values beside the new (a reader that shows a history) still show the update.
    case "added":
    case "replaced": {
      const changed = new Set(update.markers.map((m) => String(m.path[0])));
      // The create's key (`title`) is the update's value when the update changed it.
      const oldKey = old.key?.field.path.length === 1 ? String(old.key.field.path[0]) : undefined;
      target.record = {
        ...old,
        ...(old.key && oldKey !== undefined && oldKey in update.args ? { key: { field: old.key.field, value: update.args[oldKey] } } : {}),
        args: { ...old.args, ...update.args },
        markers: [...old.markers.filter((m) => m.key || !changed.has(String(m.path[0]))), ...update.markers.filter((m) => !m.key)],
        known: { ...old.known, ...knownFields(w.result?.structuredContent, w.text) },
      };
      log.add(PROBES.update, write.name, "passed", "high", basis, `${write.name} changed the record ${target.write.name} made, and the readers show the new values`);
      return;
    }
    case "silent-noop":
      log.fail(PROBES.update, "probe-silent-noop", "high", basis, {
        tool: write.name,
        parameter: updater.key.name,
        ...updateNoopWords(write.name, `${updater.key.name} ${JSON.stringify(keyValue)}`, oldShown?.tool ?? ""),
        evidence: { ...evidenceOf(w), excerpt: oldShown?.summary.slice(0, 200) ?? "" },
      });
      return;
    case "unclear": {
      const bad = unclean(rereads.map((obs) => ({ obs })));
      log.add(PROBES.update, write.name, "inconclusive", "high", basis,
        bad ? `after the update ${bad.tool} did not answer cleanly (${notPassed(bad)})` : `after the update the readers show neither the old nor the new values`);
      return;
    }
  }
}
