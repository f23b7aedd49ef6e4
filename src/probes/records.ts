import type { Tool } from "../mcp/types.js";
import { markerFor } from "./markers.js";
import { keyRank, lastWord } from "./names.js";
import {
  asSchema,
  isFreeText,
  propertiesOf,
  requiredOf,
  resolve,
  sampleObject,
  typeOf,
  type JsonSchema,
  type ValuePath,
  type ValueSource,
} from "./schema.js";

/**
 * The records write probes send (issue "Effect probes" §Write round trips (1)): arguments from the write tool's
 * `inputSchema` whose free-text fields carry markers (arrays get one item, objects their required and text
 * fields), with `--arg` values winning, and the record's key field when it has one.
 */

/** One marker placed in a record. `key` marks the record's key field. */
export interface MarkedField {
  path: ValuePath;
  /** The property name the marker is for (`title`, `observations`). */
  field: string;
  /** `tsp` + hex + field; the value at `path` contains it (an email or URL wraps it). */
  marker: string;
  key: boolean;
}

/** A key field: a parameter whose last word is a key word, at the top level or inside one required array/object. */
export interface KeyField {
  path: ValuePath;
  /** The property name, e.g. `title`, `url`, `name` (of `entities[0].name`). */
  name: string;
}

/** A record a write probe sends, with what it placed where. */
export interface ProbeRecord {
  tool: string;
  /** The record's marker tag, `tsp` + 8 hex digits. */
  tag: string;
  args: Record<string, unknown>;
  markers: MarkedField[];
  key?: { field: KeyField; value: unknown };
  /**
   * Scalar fields of the write's answer (`structuredContent` or a JSON text object), filled in after the write,
   * e.g. a server-assigned `id` a reader needs.
   */
  known: Record<string, unknown>;
}

/** How to build a record. Times and sizes are not involved. */
export interface RecordOptions {
  /** The key field (from {@link detectKey} or the probe config's `key`). */
  key?: KeyField;
  /** Use this key value (a same-key rewrite). */
  keyValue?: unknown;
  /** The key must differ from any earlier record even when `--arg` fixes it (derive a sibling value). */
  freshKey?: boolean;
  /** `--arg` values for this tool (per-tool over global, already merged); they win over generated ones. */
  overrides?: Record<string, unknown>;
  /** `write_args` of a declared pair; `{marker}` in a string becomes a marker for that field. */
  writeArgs?: Record<string, unknown>;
  /**
   * Mark every optional free-text parameter, `title` and `name` included, the key itself aside: an update names its
   * record by the key and changes the rest, so its optional `title` is a value, not a lookup (an optional
   * `parent_id` or `path` still names another record, and is left out).
   */
  optionalText?: boolean;
}

/** Key-like words that name the record's own text rather than another record. */
const NAMING_WORDS: ReadonlySet<string> = new Set(["name", "title"]);

const pathEquals = (a: ValuePath, b: ValuePath) => a.length === b.length && a.every((p, i) => p === b[i]);

function keyCandidates(schema: JsonSchema, root: unknown, prefix: ValuePath): Array<{ field: KeyField; score: number }> {
  const required = requiredOf(schema);
  const out: Array<{ field: KeyField; score: number }> = [];
  for (const [name, raw] of propertiesOf(schema)) {
    const rank = keyRank(name);
    if (rank < 0) continue;
    const prop = resolve(raw, root);
    const t = typeOf(prop);
    if (t !== "string" && t !== "integer" && t !== "number") continue;
    const description = typeof prop.description === "string" ? prop.description : "";
    const score =
      (required.includes(name) ? 100 : 0) + (/\b(unique|identifier|identifies|primary key)\b/i.test(description) ? 50 : 0) - rank;
    out.push({ field: { path: [...prefix, name], name }, score });
  }
  return out;
}

/**
 * The write tool's key field, or undefined. Top-level parameters first; else one level inside a required
 * array of objects (`entities[0].name`) or object. Among candidates: required ones, then ones whose description
 * says unique/identifier, then the order of {@link KEY_WORDS} (`id` before `url` before `title`).
 */
export function detectKey(tool: Tool): KeyField | undefined {
  const root = tool.inputSchema;
  const schema = resolve(root, root);
  const best = (c: Array<{ field: KeyField; score: number }>) => c.sort((a, b) => b.score - a.score)[0]?.field;
  const top = best(keyCandidates(schema, root, []));
  if (top) return top;
  const required = requiredOf(schema);
  for (const [name, raw] of propertiesOf(schema)) {
    if (!required.includes(name)) continue;
    const prop = resolve(raw, root);
    if (typeOf(prop) === "array") {
      const item = resolve(prop.items, root);
      if (typeOf(item) === "object") {
        const nested = best(keyCandidates(item, root, [name, 0]));
        if (nested) return nested;
      }
    } else if (typeOf(prop) === "object") {
      const nested = best(keyCandidates(prop, root, [name]));
      if (nested) return nested;
    }
  }
  return undefined;
}

/** The value at `path`, or undefined. */
export function getAt(value: unknown, path: ValuePath): unknown {
  let node = value;
  for (const p of path) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string | number, unknown>)[p];
  }
  return node;
}

function setAt(target: Record<string, unknown>, path: ValuePath, value: unknown): void {
  let node: Record<string | number, unknown> = target;
  path.forEach((p, i) => {
    if (i === path.length - 1) {
      node[p] = value;
      return;
    }
    const next = node[p];
    if (next === null || typeof next !== "object") node[p] = typeof path[i + 1] === "number" ? [] : {};
    node = node[p] as Record<string | number, unknown>;
  });
}

/**
 * A key value derived from a fixed one (given with `--arg`) so a second record gets its own key: a sibling file
 * for a path (`/data/a.txt` → `/data/<tag>-a.txt`), a tagged local part for an email, a sub-path for a URL, a
 * suffix otherwise, an offset for a number.
 */
export function variantKey(value: unknown, tag: string): unknown {
  if (typeof value === "number") return value + (parseInt(tag.slice(3, 11), 16) % 100_000) + 1;
  if (typeof value !== "string") return value;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return `${value.replace(/\/+$/, "")}/${tag}`;
  const slash = Math.max(value.lastIndexOf("/"), value.lastIndexOf("\\"));
  if (slash >= 0) return `${value.slice(0, slash + 1)}${tag}-${value.slice(slash + 1)}`;
  if (/^[^@\s]+@[^@\s]+$/.test(value)) return `${tag}-${value}`;
  return `${value}-${tag}`;
}

/** A distinct integer in `range` from a record tag (for integer key fields). */
function numberFromTag(tag: string, range: { min: number; max: number }): number {
  const lo = Number.isFinite(range.min) ? Math.max(range.min, 1) : 1;
  const hi = Number.isFinite(range.max) ? Math.min(range.max, 2 ** 31 - 1) : 2 ** 31 - 1;
  if (hi < lo) return lo;
  return lo + (parseInt(tag.slice(3, 11), 16) % (hi - lo + 1));
}

/**
 * Builds one record for `tool` tagged `tag`. Free-text strings get `tag + field` (so `title` gets
 * `tsp3f9a12c0title`), a numeric key a number derived from the tag; `--arg` overrides replace whole top-level
 * parameters (their markers are dropped); `writeArgs` go on top; `keyValue` last. Never throws.
 */
export function buildRecord(tool: Tool, tag: string, options: RecordOptions = {}): ProbeRecord {
  const root = tool.inputSchema;
  const schema = resolve(root, root);
  const markers: MarkedField[] = [];
  const keyPath = options.key?.path;
  const source: ValueSource = {
    preferText: true,
    text: (path, field) => {
      const marker = markerFor(tag, field);
      markers.push({ path: [...path], field, marker, key: keyPath !== undefined && pathEquals(path, keyPath) });
      return marker;
    },
    number: (path, _field, range) => (keyPath !== undefined && pathEquals(path, keyPath) ? numberFromTag(tag, range) : undefined),
  };
  const args = sampleObject(schema, root, [], source);
  if (options.optionalText) {
    for (const [name, raw] of propertiesOf(schema)) {
      if (name in args || (keyPath?.length === 1 && keyPath[0] === name) || !isFreeText(resolve(raw, root))) continue;
      // A name or title is the record's own text; an id, key, path or url names another record.
      if (keyRank(name) >= 0 && !NAMING_WORDS.has(lastWord(name))) continue;
      args[name] = source.text([name], name);
    }
  }
  const drop = (name: string) => {
    for (let i = markers.length - 1; i >= 0; i--) if (markers[i]?.path[0] === name) markers.splice(i, 1);
  };
  for (const [name, value] of Object.entries(options.overrides ?? {})) {
    args[name] = value;
    drop(name);
  }
  for (const [name, value] of Object.entries(options.writeArgs ?? {})) {
    drop(name);
    if (typeof value === "string" && value.includes("{marker}")) {
      const marker = markerFor(tag, name);
      markers.push({ path: [name], field: name, marker, key: keyPath !== undefined && pathEquals([name], keyPath) });
      args[name] = value.split("{marker}").join(marker);
    } else {
      args[name] = value;
    }
  }
  let key: ProbeRecord["key"];
  if (options.key) {
    const fixedByArg = options.overrides !== undefined && String(options.key.path[0]) in options.overrides;
    let value = options.keyValue !== undefined ? options.keyValue : getAt(args, options.key.path);
    if (options.keyValue === undefined && options.freshKey && fixedByArg) value = variantKey(value, tag);
    if (value !== undefined) {
      setAt(args, options.key.path, value);
      if (options.keyValue !== undefined || (options.freshKey && fixedByArg)) {
        for (let i = markers.length - 1; i >= 0; i--) if (markers[i]?.key) markers.splice(i, 1);
      }
      key = { field: options.key, value };
    }
  }
  return { tool: tool.name, tag, args, markers, ...(key ? { key } : {}), known: {} };
}

/** The markers of a record that are not on its key field: what shows that *this* record's values were stored. */
export function valueMarkers(record: ProbeRecord): string[] {
  return record.markers.filter((m) => !m.key).map((m) => m.marker);
}

/** An id stated in a write's text answer: `Created task with ID 7f3a-12`, `id: 42` (the value has a digit). */
const ID_IN_TEXT = /\b(?:id|ID|Id)\b\s*(?:is\s+)?[:=#]?\s*["'`]?([A-Za-z0-9][\w.:-]{0,127})/;

/**
 * Scalar top-level fields of a write's answer (`structuredContent`, else a JSON object in its text); for a plain
 * text answer, the `id` it states, if any (so a reader can be given the created record's own id).
 */
export function knownFields(structured: unknown, text: string): Record<string, unknown> {
  let obj = asSchema(structured);
  if (!obj) {
    try {
      obj = asSchema(JSON.parse(text));
    } catch {
      obj = undefined;
    }
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj ?? {})) if (v === null || typeof v !== "object") out[k] = v;
  if (!obj) {
    const id = ID_IN_TEXT.exec(text)?.[1]?.replace(/[.:]+$/, "");
    if (id !== undefined && /\d/.test(id)) out.id = id;
  }
  return out;
}
