import { type AcceptedEntry, type AcceptedList } from "./accepted.js";
/**
 * Reads an accepted-findings file (YAML, or JSON, which YAML reads too). Every entry must have a known `rule`, a
 * non-empty `reason`, string identity fields, an `expires` that is a real date written YYYY-MM-DD, and no other keys;
 * no two entries may have the same identity. `flag` is how the user named the file (`--accepted`, `mcp-accepted`).
 * @throws UsageError, one line naming the flag, the file and the entry, and what is expected.
 */
export declare function parseAcceptedFile(text: string, file: string, flag: string): AcceptedList;
/**
 * The `expires` date a user gave for new entries (`--expires`): a real date written YYYY-MM-DD, not before `today`.
 * @throws UsageError naming `flag`.
 */
export declare function parseExpires(flag: string, text: string, today: string): string;
/**
 * The text of an accepted-findings file: JSON (2-space, trailing newline) when `format` is `json`, else YAML with a
 * header saying what the file is and how it is kept. Keys in a fixed order, so an unchanged file is rewritten
 * byte for byte. Pure.
 */
export declare function renderAcceptedFile(entries: readonly AcceptedEntry[], format: "yaml" | "json"): string;
/** The format of an accepted-findings file by its name: `.json` is JSON, anything else YAML. */
export declare function acceptedFormat(file: string): "yaml" | "json";
