/**
 * Reading a tool result's text: does it plainly report a failure (for `error-not-flagged`), and does a failure
 * look caused by our made-up input (for `synthetic_input`)?
 *
 * `error-not-flagged` comes from real bug reports: servers that answer a failed call with ordinary text and
 * `isError` unset, so a client takes the error message for an answer (MCP 2025-11-25 server/tools §Error
 * Handling: tool execution errors are reported in the result with `isError: true`). False alarms are worse
 * than misses here, so the signals are narrow:
 * - `strong`: the text OPENS like an error report (`Error: …`, `Failed to …`, `Traceback (most recent call
 *   last)`, `TypeError: …`, a JSON object that holds nothing but an error), whatever the call;
 * - `weak`: the text opens with (or states) an argument complaint (`missing required parameter: x`,
 *   `invalid parameter: x must be a string`); only meaningful when we know the arguments were invalid.
 * A text that merely contains "error" somewhere, or data with an `error` field among others, is not a failure.
 */
/** A failure report found in a text: how sure, and the word that gave it away (lower case). */
export interface FailureSignal {
    strength: "strong" | "weak";
    /** The telling word, e.g. `error`, `failed`, `traceback`, `missing`; used to ignore a tool echoing our input. */
    word: string;
}
/** How plainly `text` reports a failure, or undefined when it does not. */
export declare function failureSignal(text: string): FailureSignal | undefined;
/**
 * Whether the telling word of a failure signal came from our own arguments: an echo tool sent "Error: x", or a
 * demo tool asked for `messageType: "error"`. Such text is the tool doing its job, not a hidden failure.
 */
export declare function echoesArguments(signal: FailureSignal, args: unknown): boolean;
/**
 * Whether a failure text says the input was not found / not allowed (a file outside allowed directories, an
 * id that does not exist): likely our synthetic values rather than a server bug (DESIGN.md "Happy path").
 */
export declare function looksLikeSyntheticInput(text: string): boolean;
