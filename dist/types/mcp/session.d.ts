import type { Transport } from "./transport.js";
import type { Exchange, ExitStatus, JsonRpcResponse, Observation, RequestOutcome, StdoutPollution, WireProblem } from "./types.js";
import type { WaitLane } from "./wait-clock.js";
/** Options of a {@link JsonRpcSession}; times are milliseconds. */
export interface SessionOptions {
    /** Default timeout of each request (milliseconds); `Infinity` waits forever. */
    timeoutMs: number;
    /** How many recent exchanges are kept (default 2,000). */
    exchangeLimit?: number;
    /** How many recent observations are kept (default 500). */
    observationLimit?: number;
    /** How many pollution lines are kept, the first ones (default 50; all are counted). */
    pollutionLimit?: number;
    /** Called with each wire problem as it is seen (the engine turns them into findings). */
    onProblem?: (problem: WireProblem) => void;
    /** Told when a stretch with at least one request outstanding begins and ends (the run's `WaitClock`). */
    waitLane?: WaitLane;
}
/** Options of one request. */
export interface SessionRequestOptions {
    /** Overrides the session's default timeout (milliseconds). */
    timeoutMs?: number;
    /**
     * Whether a timeout sends `notifications/cancelled` (default true; MCP basic/utilities/cancellation).
     * Never sent for `initialize`, which MUST NOT be cancelled (MCP 2025-11-25 basic/utilities/cancellation).
     */
    cancelOnTimeout?: boolean;
}
/**
 * How long past its timeout a request is still waited for, milliseconds: 10 % of the timeout, between 25 ms and
 * 250 ms. A response that is already in the pipe when the timeout expires is read, so whether a call answered in
 * time is decided by its measured duration, not by which of two event-loop callbacks ran first.
 */
export declare function timeoutGraceMs(timeoutMs: number): number;
/** One JSON-RPC conversation over one transport. Create, `start()`, use, `close()`. */
export declare class JsonRpcSession {
    readonly transport: Transport;
    private readonly options;
    private nextId;
    private readonly pending;
    private readonly exchangeLog;
    private readonly observationLog;
    private readonly pollutionLog;
    private readonly problemLog;
    /** The client capabilities declared so far: by `initialize`, or by a modern request's `_meta`. */
    private declared;
    private readonly observers;
    private readonly createdAt;
    private closedInfo;
    private waitMs;
    /** When the current stretch with at least one request outstanding began (performance.now() ms). */
    private busySince;
    /** Ends the current stretch on the wait lane, if one is open. */
    private endWait;
    /** Whether any JSON-RPC message came from the server yet (later stdout pollution is `duringSession`). */
    private spoke;
    /** Whether a response of a broken shape was reported yet (once per session: a server that writes one writes them all). */
    private sawBadShape;
    constructor(transport: Transport, options: SessionOptions);
    /** Starts the transport. Throws what the transport throws (`ServerStartError`). */
    start(): Promise<void>;
    /** The wire problems seen so far (the first 100), oldest first. */
    problems(): WireProblem[];
    /** False once the transport closed (process exit, broken connection, or `close()`). */
    get alive(): boolean;
    /**
     * Sends a request and resolves with its outcome: `result`, `error`, `timeout` or `closed` (the transport ended
     * first, with the exit status and the stderr tail). Never rejects.
     *
     * Timeouts are judged by the measured duration (issue 10 item 7): a response whose duration is at most
     * `timeoutMs` is an answer; one that came later is a `timeout` (the response stays in the exchange record).
     * The wait itself lasts {@link timeoutGraceMs} longer, so a call answering within a few milliseconds of its
     * timeout is judged the same on every run; when the wait ends, `notifications/cancelled` is sent and a still
     * later response is recorded as an observation.
     */
    request(method: string, params?: Record<string, unknown>, options?: SessionRequestOptions): Promise<RequestOutcome>;
    /** Sends a notification (never answered). A notification on a closed session is dropped. */
    notify(method: string, params?: Record<string, unknown>): Promise<void>;
    /** Sends raw text as one frame (protocol checks: malformed JSON). Whatever comes back is an observation. */
    sendRaw(line: string): Promise<void>;
    /** Closes the transport; pending requests resolve `closed`. Idempotent. */
    close(): Promise<void>;
    /** The most recent exchanges (default limit 2,000), oldest first. */
    exchanges(): Exchange[];
    /** The most recent observations (default limit 500), oldest first. */
    observations(): Observation[];
    /** Calls `listener` with each new observation; returns the function that unsubscribes it. */
    onObservation(listener: (observation: Observation) => void): () => void;
    /** The first non-JSON-RPC stdout lines (default 50). */
    stdoutPollution(): StdoutPollution[];
    /** How many non-JSON-RPC stdout lines were seen in all, kept or not. */
    stdoutPollutionCount(): number;
    /**
     * Milliseconds during which at least one request was outstanding: the time spent waiting on the server.
     * Overlapping requests (concurrent probes) count once, so this never exceeds the wall time.
     */
    serverWaitMs(): number;
    stderrTail(maxChars?: number): string;
    exitStatus(): ExitStatus | undefined;
    private receive;
    /**
     * Answers what a client can: `ping` with `{}` (MCP basic/utilities/ping), `roots/list` with no roots
     * (MCP client/roots); anything else with `-32601` (JSON-RPC 2.0 §5.1). A request whose id is not a string or
     * number cannot be answered and is only recorded.
     */
    private answerServerRequest;
    /** Remembers the client capabilities a request declares: `initialize`'s `capabilities`, or a modern request's `_meta` client capabilities. */
    private noteDeclaredCapabilities;
    private reportProblem;
    private observe;
    private settle;
    private closeAll;
    private closedOutcome;
    private elapsed;
    private sinceStart;
}
/**
 * What a response answers, read as {@link JsonRpcSession} reads every response (JSON-RPC 2.0 §5): an error when its
 * `error` member is anything but absent or null (as {@link asJsonRpcError} makes it), else a result. `durationMs`
 * is how long the answer took. Also for an answer read later (the era probe's late answer, `handshake.ts`).
 */
export declare function answerOutcome(response: JsonRpcResponse, durationMs: number): RequestOutcome;
