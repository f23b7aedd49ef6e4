/**
 * At most `max` characters (code points, so a surrogate pair is never split) of `text` on one line: whitespace runs
 * collapsed to one space, the ends trimmed, and a trailing `…` in place of the last kept character when cut. Used
 * wherever a message quotes text it does not control (a description, a server's error, an option's value). Pure; a
 * long text costs one pass of the whitespace collapse and at most `max` steps after it.
 */
export declare function excerpt(text: string, max?: number): string;
