import type { Tool } from "../mcp/types.js";
import { type ProbeRecord } from "./records.js";
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
export declare const READER_LARGE_LIMIT = 1000;
/**
 * Fills a reader's arguments for `record`. Order per parameter: a per-tool `--arg`; a same-name write argument;
 * a same-name field of the write's answer; the answer's `id` for an id parameter of the record's kind; the
 * record's key for a parameter that names it; the key (else the first value marker) for a query-like parameter;
 * {@link READER_LARGE_LIMIT} (within the schema's range) for a limit-like integer; a global `--arg`; a made-up
 * value for a remaining required parameter. Optional parameters nothing fills are left out. Never throws.
 */
export declare function readerArgs(reader: Tool, record: ProbeRecord, overrides: {
    perTool: Record<string, unknown>;
    global: Record<string, unknown>;
}): ReaderArgs;
