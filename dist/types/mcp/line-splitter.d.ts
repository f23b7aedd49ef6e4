/**
 * Newline-delimited framing for stdio (MCP 2025-11-25 basic/transports §stdio: messages are delimited by
 * newlines and MUST NOT contain embedded newlines). Text is pushed in chunks as it arrives; whole lines come
 * out, with a trailing `\r` stripped. A line longer than `maxLineChars` is not kept: its first `headChars`
 * characters and its full length are reported once, and the rest up to the next newline is discarded, so a
 * server writing endlessly without a newline cannot exhaust our memory.
 */
export interface LineSplitterOptions {
    /** Called with each complete line (without `\n` and without a trailing `\r`). */
    line(text: string): void;
    /** Called once for each over-long line: its first `headChars` characters and its length in characters (at least `maxLineChars`). */
    overflow(head: string, lengthChars: number): void;
    /** Longest line kept, in characters (default 10 MiB worth: 10,485,760). */
    maxLineChars?: number;
    /** How much of an over-long line is reported, in characters (default 4,096). */
    headChars?: number;
}
/** Splits pushed text into lines. See {@link LineSplitterOptions}. */
export declare class LineSplitter {
    private readonly options;
    private parts;
    private pendingChars;
    /** Set while discarding the rest of an over-long line: its head and how long it is so far. */
    private overlong;
    private readonly maxLineChars;
    private readonly headChars;
    constructor(options: LineSplitterOptions);
    /** Feeds a chunk of decoded text. */
    push(chunk: string): void;
    /** Ends the stream: a last line without a newline is still delivered (it is a partial line; the caller sees it as a frame). */
    end(): void;
    private append;
    private finishLine;
}
