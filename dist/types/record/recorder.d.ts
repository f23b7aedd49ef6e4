import type { Readable, Writable } from "node:stream";
import type { ExitStatus } from "../mcp/types.js";
import { type RecordedCall, type SessionTrace } from "./trace.js";
/** The four ends the recorder joins. In `mcp-checkup record`: our stdin/stdout and the server's stdin/stdout. */
export interface RecorderStreams {
    /** What the client writes; relayed to `toServer`. */
    fromClient: Readable;
    /** The server's input. Ended when `fromClient` ends. */
    toServer: Writable;
    /** What the server writes; relayed to `toClient`. */
    fromServer: Readable;
    /** The client's input. Ended when `fromServer` ends (never for `process.stdout`, which Node keeps open). */
    toClient: Writable;
}
/** Records one session. Create, `start()`, wait for `finished`, then take `trace()`. */
export declare class SessionRecorder {
    private readonly streams;
    /** Resolves once both directions have ended (their readable sides ended, closed or failed). */
    readonly finished: Promise<void>;
    private readonly recorded;
    /** Keyed by the id as sent (a Map keeps 1 and "1" apart). */
    private readonly pending;
    private readonly counts;
    private readonly server;
    private readonly initializeIds;
    private readonly startedAt;
    private started;
    private resolveFinished;
    private openDirections;
    constructor(streams: RecorderStreams);
    /** Starts relaying both directions. Idempotent. Write errors on either side are swallowed (a dead peer is not our crash). */
    start(): void;
    /** Stops relaying (unpipes both directions); what was recorded stays. */
    stop(): void;
    /** The calls so far, in the order they were sent; a call without a response yet is `no-response`. */
    calls(): RecordedCall[];
    /** The trace of the session so far. `command` describes the server; `exit` is how its process ended. */
    trace(extra?: {
        command?: string;
        exit?: ExitStatus | null;
    }): SessionTrace;
    /** Pipes `from` into `to` unchanged (pipe first, so the bytes go on before we parse) and reads a copy line by line. */
    private relay;
    private fromClientLine;
    private fromServerLine;
    /** Server name, version and protocol version from an initialize result, or serverInfo from a modern result's `_meta`. */
    private learnServer;
}
