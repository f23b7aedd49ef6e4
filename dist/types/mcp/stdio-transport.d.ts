import { Redactor } from "../secrets/redactor.js";
import { type StdioLaunch } from "./server-process.js";
import { type Transport, type TransportHandlers } from "./transport.js";
import type { ServerTarget } from "./target.js";
import type { ExitStatus, JsonRpcMessage } from "./types.js";
export type { StdioLaunch } from "./server-process.js";
/** Tuning of a {@link StdioTransport}; all times in milliseconds, sizes in characters. */
export interface StdioTransportOptions {
    /** After stdin is closed, how long the server gets to exit on its own before SIGTERM (default 500). */
    stdinGraceMs?: number;
    /** After SIGTERM, how long the group gets before SIGKILL (default 1,000). */
    termGraceMs?: number;
    /** Longest stdout line kept, in characters; a longer one is a too-large response or a truncated pollution record (default `MAX_MESSAGE_BYTES`). */
    maxLineChars?: number;
    /** How much stderr is kept for {@link StdioTransport.stderrTail} (default 65,536). */
    stderrKeepChars?: number;
    /** Bytes of writes queued for a server that does not read its stdin, beyond which writes are dropped (default `MAX_STDIN_BACKLOG_BYTES`). */
    maxStdinBacklogBytes?: number;
    /** What to redact from everything the server sends (default: the secrets of `launch.env`). */
    redactor?: Redactor;
}
/** A function starting a new process of the stdio `target` on each call (its transport). */
export declare function stdioTransportFactory(target: ServerTarget & {
    kind: "stdio";
}): () => Transport;
/** Spawns and talks to one stdio server process. One instance = one process; start it once. */
export declare class StdioTransport implements Transport {
    private readonly launch;
    private readonly options;
    readonly kind: "stdio";
    private child;
    private handlers;
    private startedAt;
    private stderrText;
    private exit;
    private closing;
    private closedPromise;
    private closeReported;
    private resolveExited;
    private readonly exited;
    private readonly redactor;
    /** The environment tag of this server's processes (see `escaped-processes.ts`), once started. */
    private tag;
    private splitter;
    constructor(launch: StdioLaunch, options?: StdioTransportOptions);
    /** The server's process id once started (the leader of its process group on POSIX). */
    get pid(): number | undefined;
    get alive(): boolean;
    /**
     * Spawns the server, or takes over the process the CLI spawned ahead for this very launch (`spawn-ahead.ts`).
     * Throws `UsageError` when `cwd` is not a folder or the command cannot be spawned (ENOENT: not found on PATH;
     * EACCES: not executable), `ServerStartError` when spawning fails otherwise.
     */
    start(handlers: TransportHandlers): Promise<void>;
    private wire;
    send(message: JsonRpcMessage): Promise<void>;
    sendRaw(line: string): Promise<void>;
    private write;
    /**
     * Closes stdin, gives the server `stdinGraceMs` to exit, then SIGTERMs the whole process group and SIGKILLs
     * it after `termGraceMs` (MCP 2025-11-25 basic/lifecycle §Shutdown, stdio). Processes the server started
     * are killed even when the server itself exits at once, and so are those that left its group (found by their
     * environment tag): those are reported as a `server-orphaned-process` problem before the close event.
     * Idempotent; never throws.
     */
    close(): Promise<void>;
    private shutdown;
    private reportClose;
    /** The last `maxChars` characters of stderr, secrets redacted. */
    stderrTail(maxChars?: number): string;
    exitStatus(): ExitStatus | undefined;
    private sinceStart;
}
