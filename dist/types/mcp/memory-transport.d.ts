import { type Transport, type TransportHandlers } from "./transport.js";
import type { ExitStatus, JsonRpcMessage } from "./types.js";
/** How an in-memory server talks back. Everything it writes after `exit()` is dropped. */
export interface MemoryPeer {
    /** Writes one JSON-RPC message (as one stdout line). */
    send(message: JsonRpcMessage): void;
    /** Writes one raw stdout line (a banner, a malformed message). */
    writeLine(line: string): void;
    /** Writes stderr text. */
    writeStderr(text: string): void;
    /** Ends the "process" with an exit code (default 0). */
    exit(code?: number): void;
}
/** A server living in this process: called with every frame the client sends (without its newline). */
export type MemoryServer = (frame: string, peer: MemoryPeer) => void;
/** A {@link Transport} to a {@link MemoryServer}. Delivery is asynchronous (a microtask), like a pipe. */
export declare class MemoryTransport implements Transport {
    private readonly server;
    /** Frames are lines classified exactly like stdio output. */
    readonly kind: "stdio";
    private handlers;
    private exit;
    private stderrText;
    private readonly startedAt;
    private readonly peer;
    constructor(server: MemoryServer);
    get alive(): boolean;
    start(handlers: TransportHandlers): Promise<void>;
    send(message: JsonRpcMessage): Promise<void>;
    sendRaw(line: string): Promise<void>;
    close(): Promise<void>;
    stderrTail(maxChars?: number): string;
    exitStatus(): ExitStatus | undefined;
    private end;
}
