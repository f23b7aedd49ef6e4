/**
 * The typed errors of the engine. They start where the problem is found and are turned into one message and
 * one exit code at the face (CLI or Action); nothing in the engine calls `process.exit` or `core.setFailed`.
 */
/** Bad input from the user (a flag, a file, a config). The message is one line naming the input and what is accepted. Exit code 2. */
export declare class UsageError extends Error {
    readonly name = "UsageError";
}
/**
 * The server under test could not be started or never completed the handshake. `stderrTail` holds the last
 * lines it wrote to stderr, for the report; `handshake` is how the failing handshake request ended when one was
 * sent: `error` (the server was up and refused it, most often the revision offered), `timeout` (no answer within
 * the request timeout), `closed` or `result` (an answer that was not one). This becomes the `server-start-failed`
 * finding, not a crash.
 */
export declare class ServerStartError extends Error {
    readonly stderrTail: string;
    readonly handshake?: "error" | "timeout" | "closed" | "result" | undefined;
    readonly name = "ServerStartError";
    constructor(message: string, stderrTail?: string, handshake?: "error" | "timeout" | "closed" | "result" | undefined);
}
/**
 * The options an engine error can be about, by the engine's own names (the CLI flag without `--` and `no-`):
 * `checkup/option-names.ts` says each as a CLI flag and as an Action input. `command` is the server command (the
 * CLI's positional words, the Action's `mcp-command`).
 */
export type OptionKey = "command" | "config" | "server" | "url" | "header" | "env" | "cwd" | "server-json" | "protocol" | "timeout" | "cases" | "seed" | "arg" | "args-file" | "only" | "skip" | "probe-config" | "baseline" | "clients" | "token-budget" | "accepted" | "fail-under" | "min-coverage" | "ci";
/**
 * How a face names an option in its own words: the CLI flag (`--server NAME`) or the Action input (`mcp-server:
 * NAME`), with `value`, when given, written after it as that face writes a value.
 */
export type OptionNamer = (option: OptionKey, value?: string) => string;
/**
 * A `UsageError` about one option, raised below the faces (the MCP client: config files, server.json, URLs,
 * the protocol): it names the option by {@link OptionKey} only, and each face words it (`wordedFor`) with its own
 * names for the inputs (issue 15: the client's errors named CLI flags and the Action rewrote them with a regex).
 * `message` is worded with the bare keys, for a caller that has no face.
 */
export declare class OptionError extends UsageError {
    readonly option: OptionKey;
    private readonly wording;
    constructor(option: OptionKey, wording: (name: OptionNamer) => string);
    /** The message with every option it mentions named by `name`. */
    wordedFor(name: OptionNamer): string;
}
