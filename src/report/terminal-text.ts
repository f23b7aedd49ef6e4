import { removeUnsafeChars, toOneLine, truncate } from "./unsafe-chars.js";

/**
 * Terminal escape sequences: CSI (`ESC [` … final byte, or the 8-bit CSI U+009B), OSC (`ESC ]` … BEL or
 * `ESC \`, used for hyperlinks and window titles), DCS/SOS/PM/APC strings, and two-character `ESC x` forms.
 */
const ESCAPE_SEQUENCES =
  /(?:\u001B\[|\u009B)[0-?]*[ -/]*[@-~]|\u001B[\]PX^_][\s\S]*?(?:\u0007|\u001B\\|$)|\u001B[\s\S]?/g;

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
export function terminalSafe(text: string, options: TerminalSafeOptions = {}): string {
  let out = removeUnsafeChars(String(text).replace(ESCAPE_SEQUENCES, ""));
  out = options.multiline ? out.replace(/\r\n?/g, "\n").replace(/\t/g, " ") : toOneLine(out);
  return options.limit === undefined ? out : truncate(out, options.limit);
}
