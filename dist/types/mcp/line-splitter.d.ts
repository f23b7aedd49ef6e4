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
    /**
     * Called once for each over-long line when it ends: its first `headChars` characters, its length in characters
     * (more than `maxLineChars`) and its last {@link TAIL_CHARS} characters.
     */
    overflow(head: string, lengthChars: number, tail: string): void;
    /** Called once as soon as a line grows past `maxLineChars`, with its first `headChars` characters (before its end arrives). */
    overflowStart?(head: string): void;
    /** Longest line kept, in characters (default 10 MiB worth: 10,485,760). */
    maxLineChars?: number;
    /** How much of an over-long line is reported, in characters (default 4,096). */
    headChars?: number;
}
/** Characters of the end of an over-long line kept for {@link LineSplitterOptions.overflow}. */
export declare const TAIL_CHARS = 256;
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
    /** Ends an over-long line in progress (the stream was cut short): reports it through `overflow`. A partial ordinary line is left as it is. */
    endOverlong(): void;
    private append;
    private finishLine;
}
