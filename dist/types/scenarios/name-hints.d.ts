/**
 * Realistic values chosen by a parameter's name (and description) when its schema allows a plain string, number
 * or boolean. A tool called with `query: "example"` and `email: "user@example.com"` behaves like it would for a
 * model; `sample_query` or random floats make it fail for reasons that are ours, not the server's.
 *
 * Lessons from the closest existing tool (reference/toolscore-notes.md §5, §9):
 * - durations, delays, timeouts, steps and the like get the SMALLEST allowed value, never a default such as
 *   10 seconds: `trigger-long-running-operation` called three times with its default blew the time budget;
 * - `number` parameters get whole numbers unless the schema forces a fraction (ids and counts given 6.13 failed);
 * - hosts are `localhost` and addresses loopback; a URL is `https://example.com/` unless the description allows
 *   `data:` or asks for `file:` URLs (`description-values.ts` `urlScheme`: data: URLs went to tools that fetch
 *   https pages and were refused, issue 11);
 * - the name's head noun (its last word) speaks first: `sourceTimezone` is a time zone, `destination_path` a
 *   path, never a source file because of the word "source" (issue 11).
 *
 * These hints come last, after the schema, the description and the server's own values (DESIGN.md "Scenarios
 * and how a call is judged"). Every value suggested here is only a candidate: the generator validates it.
 */
/**
 * The lower-case words of a parameter name: `entityNames` → `entity names`, `max_results` → `max results`. The same
 * (read-only) list each time for a name: planning asks again for every value of every case of every tool, and each
 * answer was a copy (issue 14).
 */
export declare function nameWords(name: string): readonly string[];
/** True for an `http:`/`https:` URL: a value that would make the tool reach the network. */
export declare function isNetworkUrl(value: unknown): boolean;
/**
 * Whether a number named `name` must be kept as small as the schema allows (a duration, delay, timeout, step
 * count, retry count…). Matching is by whole words, so `timestamp` and `minimum`-like names are not caught.
 */
export declare function isSlowNumber(name: string, description?: string): boolean;
/** Whether a parameter name names a timeout (an upper bound on a wait, not a wait). */
export declare function isTimeoutName(name: string): boolean;
/**
 * Candidate numbers for a parameter, most realistic first. `slow` names get only small values; a timeout in
 * milliseconds gets 1,000 (a 1 ms timeout would make the call fail).
 */
export declare function numberHints(name: string, description?: string): number[];
/**
 * Candidate strings for a parameter, most realistic first; empty when neither the name nor the first words of
 * the description say anything useful (`from`, described as "The name of the entity where…", gets names).
 * The name's head noun (last word) is tried alone first, with the other words as modifiers; then every word.
 */
export declare function stringHints(name: string, description?: string, toolName?: string): string[];
/** Boolean candidates: dry-run–like flags are true (the safer choice), dangerous flags false. */
export declare function booleanHints(name: string): boolean[];
/**
 * The JSON type a parameter with no `type` most likely has, from its name and description (such parameters are
 * lint's `property-no-type`; a call still needs a value the tool accepts). Undefined when nothing suggests one.
 */
export declare function inferType(name: string, description?: string): "number" | "boolean" | "string" | undefined;
