import type { CallCause } from "../scorecard/types.js";
/**
 * Why a call failed, read from its error text: the environment (no network, an upstream 401/403 or outage, a
 * missing key, binary or browser), an exception escaping the server's code, or a refusal of the value we sent.
 * This decides between `blocked`, `failed` and `refused` (DESIGN.md "Scenarios and how a call is judged"; the
 * cases come from published servers graded offline: `getaddrinfo EAI_AGAIN api.firecrawl.dev`, `TypeError: fetch
 * failed`, `No files matching 'notes.txt' were found`, `Access denied - path outside allowed directories`).
 *
 * The patterns are data (tables below), tried in order: environment first (an exception such as `TypeError:
 * fetch failed` that only wraps a network failure is the network's), then exceptions, then refusals. Text is
 * read after {@link withoutArguments} has taken our own argument values out of it, so a word we sent (a path
 * named `missing.txt`, a query "not found") never decides. Pure; never throws.
 */
/**
 * What a failure text says about its cause. `cause` is set for `environment` and `refusal`. `unusable`: the tool says
 * it cannot be used at all (deprecated, removed, not implemented) — an advertised tool no value can make work.
 */
export interface FailureCause {
    kind: "environment" | "exception" | "unusable" | "refusal" | "unknown";
    cause?: CallCause;
}
/** `text` with the tool's own name written "this tool", for {@link UNUSABLE} (`'firecrawl_extract' is deprecated` → `this tool is deprecated`). */
export declare function inToolWords(text: string, tool: string): string;
/** Whether any argument we sent is query or program text (see {@link failureCause}'s `sentQuery`). */
export declare function sentQueryText(args: unknown): boolean;
/**
 * Whether a database's syntax error points into a value we sent for a parameter that is SQL as written: `near "text":
 * syntax error` after `where: "sample text"` is our made-up clause, while the same error near a table name we sent
 * (`Project Alpha`, pasted into `CREATE TABLE` unquoted) or near the server's own keyword (`near "WHERE"` after an
 * empty `SET`) is the server's SQL. A trial's SQLite server answered all three.
 */
export declare function syntaxErrorInOurClause(text: string, args: unknown): boolean;
/**
 * The cause a failure text states. `text` should already be {@link withoutArguments} (and {@link inToolWords});
 * `sentQuery`: whether an argument was query or program text ({@link sentQueryText}), which makes a database's syntax
 * error ours. Order: environment, then an unusable tool, then exception, then refusal — a generic wrapper
 * ({@link WRAPPED_ERROR}) is an exception unless it wraps a not-found or not-allowed refusal; `unknown` when none applies.
 */
export declare function failureCause(text: string, sentQuery?: boolean): FailureCause;
/** Every string (and number of 3+ digits) inside a JSON value, object keys excluded. */
export declare function argumentStrings(value: unknown, out?: string[]): string[];
/**
 * `text` with every argument value we sent (strings of 3 or more characters, case-insensitive) taken out, longest
 * first, so that what the server echoes back cannot decide a verdict: a tool that answers `No note titled
 * 'Error: x'` does not report an error, and a refusal of the path `missing.txt` is not a "missing" complaint.
 */
export declare function withoutArguments(text: string, args: unknown): string;
