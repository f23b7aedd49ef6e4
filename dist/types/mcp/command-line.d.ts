/** A command split into the program and its arguments. */
export interface CommandLine {
    command: string;
    args: string[];
}
/**
 * Splits `text` into `{command, args}`. Throws `UsageError` when it is empty, uses a shell operator (`|`, `&&`,
 * `;`, `>`, `<`, `(`, …) that only a shell could carry out, or holds a `#` comment (which a shell would drop).
 */
export declare function parseCommandLine(text: string): CommandLine;
