import { HttpTransportBase } from "./http-transport-base.js";
import type { JsonRpcMessage } from "./types.js";
/** An HTTP+SSE connection: one GET stream plus one POST per message. Start it once. */
export declare class SseTransport extends HttpTransportBase {
    readonly kind: "http+sse";
    private endpoint;
    /**
     * GETs the URL and waits (at most `startTimeoutMs`) for the `endpoint` event. Throws `ServerStartError` when the
     * URL cannot be reached, answers with something other than an SSE stream, sends no endpoint in time, or names an
     * endpoint on another origin.
     */
    protected open(): Promise<void>;
    send(message: JsonRpcMessage): Promise<void>;
    sendRaw(line: string): Promise<void>;
}
