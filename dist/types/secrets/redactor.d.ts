/**
 * The one redactor (issue 12 "Redaction at the source"): given the secret values of a run (see
 * `secret-values.ts`), it replaces each with {@link REDACTED} in text and inside JSON values, so a server that
 * echoes a token, an environment value or a header cannot leak it into a report, the console, the job summary, the
 * PR comment, an annotation, a badge or a recorder trace. The client applies it to what a server sends as it
 * arrives (so excerpts cut later never hold half a secret); the engine applies it once more to the whole scorecard,
 * and the Action once more with the GitHub token, before anything is rendered.
 *
 * Each secret is also matched in the forms it takes when echoed inside JSON text (escaped), in a URL
 * (percent-encoded), and base64-encoded (standard and URL-safe alphabets, at each of the three byte offsets it can
 * start at inside a longer encoded text: a server that logs `Authorization: Basic …` or echoes a token as base64).
 * Longer secrets are replaced first, so a secret containing another is removed whole.
 */
/** What a secret is replaced with. */
export declare const REDACTED = "[redacted]";
/** Replaces secrets in text and JSON values. Immutable; {@link Redactor.with} makes a larger one. */
export declare class Redactor {
    /** Every form of every secret, longest first. */
    private readonly forms;
    private readonly secrets;
    /** `secrets`: the values to hide (empty strings are ignored; no length rule is applied here). */
    constructor(secrets?: Iterable<string>);
    /** A redactor with nothing to hide: every method returns its input. */
    static readonly none: Redactor;
    /** True when there is anything to redact. */
    get active(): boolean;
    /** The secret values, as given (for `with` and for faces that must mask them in a log). */
    values(): readonly string[];
    /** A redactor hiding these secrets and `more`. */
    with(more: Iterable<string>): Redactor;
    /** `text` with every form of every secret replaced by {@link REDACTED}. */
    text(text: string): string;
    /**
     * The last `maxChars` characters of `text` (a log kept as a window), redacted; a window that starts inside a
     * secret (its last characters, at least 3) has that part redacted too.
     */
    tail(text: string, maxChars?: number): string;
    /**
     * A copy of a JSON value with every string (keys included) redacted; the same value when there is nothing to
     * redact. Objects are copied as plain objects; values nested deeper than 512 levels become a marker string.
     */
    json<T>(value: T): T;
}
