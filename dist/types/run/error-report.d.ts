/**
 * Does a result that is not flagged `isError` still report a failure? (`error-not-flagged`: MCP 2025-11-25
 * server/tools §Error Handling — tool execution errors are reported in the result with `isError: true`. The rule
 * generalises real bug reports: a task manager answering every call with `{"status":"error","message":"Request not
 * found"}`, context7 answering `Error searching libraries: TypeError: fetch failed`, a batch tool answering
 * `{"succeeded":0,"failed":1}`, all without `isError`.)
 *
 * Structure first: `structuredContent`, or a text block that is a JSON object, holding an error report and no
 * data — `status` "error"/"failed", `success`/`ok` false, a non-empty `error` or `errors`, or a batch with
 * `failed` > 0 and every other count 0 (from a tool that only reads, only when a list holds the batch's outcomes,
 * each with its own `error`: otherwise its counts are what it read). Structure
 * decides whatever language the message is in. Then the text:
 * - `strong`: it opens like an error report (`Error: …`, `Error occurred: …`, `Error searching …`, `Failed to …`,
 *   `Request failed: …`, `Traceback (most recent call last)`, `TypeError: …`, `An unexpected error occurred`);
 * - `weak`: it complains about the arguments (`missing required parameter: x`, `keys must be a non-empty array`,
 *   `… not found`); meaningful only when we know the arguments were invalid (an edge case).
 * Data that merely mentions errors (`Errors found: 0`, `{"errors": [], "items": [...]}`, a record whose `status`
 * is "failed" among other fields) is not a report. The caller passes text with our own argument values taken
 * out (`withoutArguments`), and structure whose error value we sent ourselves does not count. Pure.
 */
/** A failure found inside a result: how sure, where, and the message to read the cause from. */
export interface ErrorReport {
    strength: "strong" | "weak";
    /** `structure`: an error-shaped object; `text`: the wording. */
    source: "structure" | "text";
    /** The error message (the object's message fields, or the text itself). */
    message: string;
}
/** How to read a result: `countsAreData` when the tool only reads, so the counts it returns describe what it read. */
export interface ReadingOptions {
    /**
     * The tool only reads (call phase `read`): a `failed` count among zero others is what it read (`list_jobs` →
     * `{"jobs": [...], "passed": 0, "failed": 2}`, a new user's CI server), not a batch of its own that failed.
     */
    countsAreData?: boolean;
    /**
     * The tool writes: a top-level `status` that refuses the operation (`not_found`, `parameter_error`: see
     * {@link REFUSAL_STATUS}), or says it failed beside an `error` message, is its outcome, whatever data sits beside it
     * (`{"message": "Text not found", "old_text": …, "actual_occurrences": 0, "status": "not_found"}` from an edit tool,
     * a new user's trial; `{"status": "failed", "error": "…", "steps": [...]}` from an installer). A read tool's answer
     * may be a record whose `status` field failed, and a tool that runs something (tests, a build) may report `failed`
     * with its counts as what it ran: both stay data.
     */
    statusIsOutcome?: boolean;
}
/**
 * Whether a JSON value is an error report (see the module comment). `sent` holds our argument strings, lower
 * case: an indicator whose value we sent ourselves (`status: "failed"` on an update we asked for) does not count.
 */
export declare function errorObject(value: unknown, sent?: ReadonlySet<string>, options?: ReadingOptions): ErrorReport | undefined;
/**
 * The failure a result without `isError` reports, or undefined. `structured` is the result's
 * `structuredContent`; `texts` its text blocks as sent (JSON text is read as it is: with a number we sent taken
 * out, `{"error": "…", "path": 12345}` was no JSON any more, and the same answer read as an error for `path: ""`
 * read as a success for `path: 12345`); `sent` our argument strings (lower case), for structure; `options` how to
 * read it, and `withoutSent` the text with our argument values taken out, for the wording (`withoutArguments`).
 */
export declare function errorReport(structured: unknown, texts: readonly string[], sent?: ReadonlySet<string>, options?: ReadingOptions, withoutSent?: (text: string) => string): ErrorReport | undefined;
