import type { Tool } from "../mcp/types.js";
import { type ValuePath } from "./schema.js";
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
    key?: {
        field: KeyField;
        value: unknown;
    };
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
/**
 * The write tool's key field, or undefined. Top-level parameters first; else one level inside a required
 * array of objects (`entities[0].name`) or object. Among candidates: required ones, then ones whose description
 * says unique/identifier, then the order of {@link KEY_WORDS} (`id` before `url` before `title`).
 */
export declare function detectKey(tool: Tool): KeyField | undefined;
/** The value at `path`, or undefined. */
export declare function getAt(value: unknown, path: ValuePath): unknown;
/**
 * A key value derived from a fixed one (given with `--arg`) so a second record gets its own key: a sibling file
 * for a path (`/data/a.txt` → `/data/<tag>-a.txt`), a tagged local part for an email, a sub-path for a URL, a
 * suffix otherwise, an offset for a number.
 */
export declare function variantKey(value: unknown, tag: string): unknown;
/**
 * Builds one record for `tool` tagged `tag`. Free-text strings get `tag + field` (so `title` gets
 * `tsp3f9a12c0title`), a numeric key a number derived from the tag; `--arg` overrides replace whole top-level
 * parameters (their markers are dropped); `writeArgs` go on top; `keyValue` last. Never throws.
 */
export declare function buildRecord(tool: Tool, tag: string, options?: RecordOptions): ProbeRecord;
/** The markers of a record that are not on its key field: what shows that *this* record's values were stored. */
export declare function valueMarkers(record: ProbeRecord): string[];
/**
 * Scalar top-level fields of a write's answer (`structuredContent`, else a JSON object in its text); for a plain
 * text answer, the `id` it states, if any (so a reader can be given the created record's own id).
 */
export declare function knownFields(structured: unknown, text: string): Record<string, unknown>;
