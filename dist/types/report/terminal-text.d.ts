/** Options of {@link terminalSafe}. */
export interface TerminalSafeOptions {
    /** Keep line breaks (as `\n`); by default they are folded into spaces. */
    multiline?: boolean;
    /** Longest text kept, characters; longer text is cut and ends with `…`. Default: no limit. */
    limit?: number;
}
/**
 * Makes server-supplied text safe to print on a terminal: removes whole escape sequences (a server could
 * otherwise recolour, clear or retitle the user's terminal, or hide text, through a tool name or an error
 * message), then every other control, bidi-override and Unicode tag character; folds line breaks and tabs
 * into spaces unless `multiline`. Never throws.
 */
export declare function terminalSafe(text: string, options?: TerminalSafeOptions): string;
