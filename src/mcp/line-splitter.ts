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
export const TAIL_CHARS = 256;

/** Splits pushed text into lines. See {@link LineSplitterOptions}. */
export class LineSplitter {
  private parts: string[] = [];
  private pendingChars = 0;
  /** Set while discarding the rest of an over-long line: its head and how long it is so far. */
  private overlong: { head: string; chars: number; tail: string } | undefined;
  private readonly maxLineChars: number;
  private readonly headChars: number;

  constructor(private readonly options: LineSplitterOptions) {
    this.maxLineChars = options.maxLineChars ?? 10 * 1024 * 1024;
    this.headChars = options.headChars ?? 4096;
  }

  /** Feeds a chunk of decoded text. */
  push(chunk: string): void {
    let start = 0;
    for (let nl = chunk.indexOf("\n"); nl !== -1; nl = chunk.indexOf("\n", start)) {
      this.append(chunk.slice(start, nl));
      this.finishLine();
      start = nl + 1;
    }
    if (start < chunk.length) this.append(chunk.slice(start));
  }

  /** Ends the stream: a last line without a newline is still delivered (it is a partial line; the caller sees it as a frame). */
  end(): void {
    if (this.pendingChars > 0 || this.overlong) this.finishLine();
  }

  /** Ends an over-long line in progress (the stream was cut short): reports it through `overflow`. A partial ordinary line is left as it is. */
  endOverlong(): void {
    if (this.overlong) this.finishLine();
  }

  private append(text: string): void {
    if (text.length === 0) return;
    if (this.overlong) {
      this.overlong.chars += text.length;
      this.overlong.tail = (this.overlong.tail + text.slice(-TAIL_CHARS)).slice(-TAIL_CHARS);
      return;
    }
    this.parts.push(text);
    this.pendingChars += text.length;
    if (this.pendingChars > this.maxLineChars) {
      const whole = this.parts.join("");
      this.overlong = { head: whole.slice(0, this.headChars), chars: whole.length, tail: whole.slice(-TAIL_CHARS) };
      this.parts = [];
      this.pendingChars = 0;
      this.options.overflowStart?.(this.overlong.head);
    }
  }

  private finishLine(): void {
    if (this.overlong) {
      const { head, chars, tail } = this.overlong;
      this.overlong = undefined;
      this.options.overflow(head, chars, tail);
      return;
    }
    let text = this.parts.length === 1 ? this.parts[0]! : this.parts.join("");
    this.parts = [];
    this.pendingChars = 0;
    if (text.endsWith("\r")) text = text.slice(0, -1);
    this.options.line(text);
  }
}
