/** Removes the characters described above. Tabs and line breaks are kept. */
export declare function removeUnsafeChars(text: string): string;
/** Folds every line break (and the spaces around it) and every tab into one space. */
export declare function toOneLine(text: string): string;
/**
 * Shortens `text` to at most `limit` characters (code points, so a surrogate pair is never split), ending with
 * `…` when something was cut. `limit` below 1 is treated as 1.
 */
export declare function truncate(text: string, limit: number): string;
