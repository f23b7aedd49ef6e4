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
 * lines it wrote to stderr, for the report. This becomes the `server-start-failed` finding, not a crash.
 */
export declare class ServerStartError extends Error {
    readonly stderrTail: string;
    readonly name = "ServerStartError";
    constructor(message: string, stderrTail?: string);
}
