import type { HttpLaunch } from "./target.js";
import type { ExitStatus, WireProblem } from "./types.js";
/** One launched HTTP server process. Start once; `close()` stops its whole process group. */
export declare class LaunchedServer {
    private readonly launch;
    private readonly onProblem;
    private readonly process;
    private log;
    private exited;
    private readonly exitListeners;
    /** `onProblem` receives the process's wire problems (`server-orphaned-process` when it is stopped). */
    constructor(launch: HttpLaunch, onProblem?: (problem: WireProblem) => void);
    /** True while the process runs. */
    get alive(): boolean;
    /**
     * Spawns the command and waits until `url`'s host and port accept a TCP connection, for at most `timeoutMs`
     * milliseconds. Throws `ServerStartError` (naming the command, with its last output) when it cannot be spawned,
     * exits first, or the port stays closed; the process is stopped before the error is thrown.
     */
    start(url: URL, timeoutMs: number): Promise<void>;
    /** Calls `listener` once the process exits (with its exit status). Returns the function that unsubscribes it. */
    onExit(listener: (exit: ExitStatus | undefined) => void): () => void;
    /** The last `maxChars` characters the process wrote (stdout and stderr interleaved as they came). */
    logTail(maxChars?: number): string;
    exitStatus(): ExitStatus | undefined;
    /** Stops the process group (SIGTERM, then SIGKILL). Idempotent. */
    close(): Promise<void>;
    private append;
    private startError;
}
/** True when `host:port` accepts a TCP connection within `timeoutMs` milliseconds. Never throws. */
export declare function portAnswers(host: string, port: number, timeoutMs: number): Promise<boolean>;
