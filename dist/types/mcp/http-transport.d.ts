import { HttpTransportBase } from "./http-transport-base.js";
import type { JsonRpcMessage, RequestId } from "./types.js";
/** A Streamable HTTP connection to one MCP endpoint. One instance per session; start it once. */
export declare class StreamableHttpTransport extends HttpTransportBase {
    readonly kind: "streamable-http";
    private sessionId;
    private negotiatedVersion;
    private sessionLost;
    private getStreamOpened;
    protected open(): Promise<void>;
    send(message: JsonRpcMessage): Promise<void>;
    /** POSTs `line` as the body, as given. When it parses as one JSON-RPC message, the headers that message needs are sent. */
    sendRaw(line: string): Promise<void>;
    private postMessage;
    /** Opens the legacy GET stream once and delivers what arrives on it until it ends or the transport closes. */
    private openGetStream;
    protected afterHeaders(message: JsonRpcMessage | undefined, response: Response): void;
    protected delivered(message: JsonRpcMessage, request: (JsonRpcMessage & {
        id: RequestId;
    }) | undefined): void;
    /** A 404 without a JSON-RPC answer while we hold a session: the session is gone (MCP 2025-11-25 §Session Management). */
    protected unansweredError(request: JsonRpcMessage & {
        id: RequestId;
    }, response: Response): boolean;
    /** DELETEs the session, bounded to one second (MCP 2025-11-25 §Session Management: the client SHOULD). */
    protected beforeClose(): Promise<void>;
    /**
     * Whether the server looks like one that offers only the deprecated HTTP+SSE transport: every POST was answered
     * 400, 404 or 405 without a JSON-RPC body (MCP 2026-07-28 streamable-http §Backward Compatibility, HTTP+SSE).
     */
    suggestsSseFallback(): boolean;
}
