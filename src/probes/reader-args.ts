import type { Tool } from "../mcp/types.js";
import { nouns } from "./classify.js";
import { lastWord, QUERY_NAMES, READER_LIMIT_NAMES, singular, snake, words } from "./names.js";
import { valueMarkers, type ProbeRecord } from "./records.js";
import { numericRange, propertiesOf, requiredOf, resolve, sampleValue, typeOf, type JsonSchema } from "./schema.js";

/**
 * Arguments for a read tool that should show a record just written (issue "Effect probes" §Write round trips
 * (2)): same-name parameters from the write, the key for query-like parameters, a large value for limit-like
 * ones.
 */

/** A reader's arguments for one record. */
export interface ReaderArgs {
  args: Record<string, unknown>;
  /** Parameters filled from the record (same name, its key, a server-assigned field); empty for a plain listing. */
  fromRecord: string[];
  /** Required parameters we had to make up (a reader with these rarely shows the record). */
  generated: string[];
}

/** The large value a reader's limit-like parameter gets: 1,000, or the schema's maximum when lower. */
export const READER_LARGE_LIMIT = 1000;

/** `value` shaped for `prop`: wrapped in a list for an array parameter, the first item for a scalar one. */
function fit(value: unknown, prop: JsonSchema): unknown {
  const t = typeOf(prop);
  if (t === "array") return Array.isArray(value) ? value : [value];
  const v = Array.isArray(value) ? value[0] : value;
  if (t === "string" && typeof v === "number") return String(v);
  return v;
}

const isQueryName = (name: string) => QUERY_NAMES.includes(snake(name)) || ["query", "search", "keyword", "term", "pattern", "filter", "phrase"].includes(singular(lastWord(name)));

/** True when a reader parameter names the record's key (`names` or `entityNames` for key `name`, `note_id` for `id`). */
function namesKey(param: string, keyName: string): boolean {
  const p = singular(lastWord(param));
  const k = lastWord(keyName);
  return p === k || snake(param) === snake(keyName);
}

/**
 * The created record's own id for a reader parameter that asks for one: `id`, or `<noun>_id` / `<noun>Id` whose
 * noun is the write tool's (`task_id` after `create_task`), taken from the id field of the write's answer.
 */
function recordId(param: string, record: ProbeRecord): unknown {
  if (lastWord(param) !== "id" || record.known.id === undefined) return undefined;
  const rest = words(param).slice(0, -1).map(singular);
  if (rest.length === 0) return record.known.id;
  const own = nouns(record.tool);
  return rest.some((w) => own.includes(w)) ? record.known.id : undefined;
}

/**
 * Fills a reader's arguments for `record`. Order per parameter: a per-tool `--arg`; a same-name write argument;
 * a same-name field of the write's answer; the answer's `id` for an id parameter of the record's kind; the
 * record's key for a parameter that names it; the key (else the first value marker) for a query-like parameter;
 * {@link READER_LARGE_LIMIT} (within the schema's range) for a limit-like integer; a global `--arg`; a made-up
 * value for a remaining required parameter. Optional parameters nothing fills are left out. Never throws.
 */
export function readerArgs(
  reader: Tool,
  record: ProbeRecord,
  overrides: { perTool: Record<string, unknown>; global: Record<string, unknown> },
): ReaderArgs {
  const root = reader.inputSchema;
  const schema = resolve(root, root);
  const required = requiredOf(schema);
  const args: Record<string, unknown> = {};
  const fromRecord: string[] = [];
  const generated: string[] = [];
  const keyValue = record.key?.value;
  const searchText = typeof keyValue === "string" ? keyValue : valueMarkers(record)[0];
  for (const [name, raw] of propertiesOf(schema)) {
    const prop = resolve(raw, root);
    const t = typeOf(prop);
    const take = (value: unknown, fromTheRecord: boolean) => {
      args[name] = fit(value, prop);
      if (fromTheRecord) fromRecord.push(name);
    };
    if (name in overrides.perTool) take(overrides.perTool[name], false);
    else if (name in record.args && record.args[name] !== undefined) take(record.args[name], true);
    else if (name in record.known) take(record.known[name], true);
    else if (recordId(name, record) !== undefined) take(recordId(name, record), true);
    else if (record.key && keyValue !== undefined && namesKey(name, record.key.field.name)) take(keyValue, true);
    else if (isQueryName(name) && searchText !== undefined && (t === "string" || t === "array" || t === undefined)) take(searchText, true);
    else if ((t === "integer" || t === "number") && READER_LIMIT_NAMES.includes(snake(name))) {
      const { min, max } = numericRange(prop);
      take(Math.max(Math.min(READER_LARGE_LIMIT, max), Number.isFinite(min) ? min : 1), false);
    } else if (name in overrides.global) take(overrides.global[name], false);
    else if (required.includes(name)) {
      const v = sampleValue(prop, root, [name], { text: (_p, field) => field });
      if (v !== undefined) {
        args[name] = v;
        generated.push(name);
      }
    }
  }
  return { args, fromRecord, generated };
}
