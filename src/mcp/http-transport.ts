/**
 * The Streamable HTTP transport, both eras (MCP 2025-11-25 basic/transports §Streamable HTTP; MCP 2026-07-28
 * basic/transports/streamable-http). Every message is its own POST with `Accept: application/json,
 * text/event-stream`; the answer is a JSON body or an SSE stream.
 *
 * - Legacy (initialize handshake): the `Mcp-Session-Id` minted on the `initialize` response is sent on every later
 *   request; the negotiated version goes into `MCP-Protocol-Version` after `initialize` (2025-06-18 and later); a
 *   404 without a JSON-RPC body while a session is held means the server ended the session, which ends the
 *   transport (the client MUST start a new one); `close()` DELETEs the session. After `notifications/initialized`
 *   the GET stream is opened (§Listening for Messages from the Server), where servers send requests that belong to
 *   no call (e.g. `roots/list`); a 405 or any other refusal just leaves it closed. Requests the server makes during
 *   a call arrive on that call's POST stream. Every server request is answered with a POST.
 * - Modern (a message carrying the 2026-07-28 `_meta` envelope): `MCP-Protocol-Version`, `Mcp-Method` and
 *   `Mcp-Name` come from the message itself; no session; cancelling a request closes its stream instead of POSTing
 *   `notifications/cancelled` (2026-07-28 basic/patterns/cancellation).
 */
import { ACCEPT_JSON_AND_SSE, mediaType, mergeHeaders, modernHeaders, readBodyText, readSseEvents } from "./http-exchange.js";
import { HttpTransportBase } from "./http-transport-base.js";
import { isJsonObject } from "./json-object.js";
import { parseFrame } from "./transport.js";
import type { JsonRpcMessage, RequestId } from "./types.js";

/** A Streamable HTTP connection to one MCP endpoint. One instance per session; start it once. */
export class StreamableHttpTransport extends HttpTransportBase {
  readonly kind = "streamable-http" as const;
  private sessionId: string | undefined;
  private negotiatedVersion: string | undefined;
  private sessionLost = false;
  private getStreamOpened = false;

  protected async open(): Promise<void> {
    // Nothing to open: the first POST is the first contact.
  }

  async send(message: JsonRpcMessage): Promise<void> {
    await this.postMessage(message, JSON.stringify(message));
  }

  /** POSTs `line` as the body, as given. When it parses as one JSON-RPC message, the headers that message needs are sent. */
  async sendRaw(line: string): Promise<void> {
    const messages = parseFrame(line);
    await this.postMessage(messages?.length === 1 ? messages[0] : undefined, line);
  }

  private async postMessage(message: JsonRpcMessage | undefined, body: string): Promise<void> {
    if (!this.alive) return;
    if (message && "method" in message && message.method === "notifications/cancelled" && !("id" in message)) {
      const requestId = isJsonObject(message.params) ? message.params.requestId : undefined;
      const closed = typeof requestId === "string" || typeof requestId === "number" ? this.cancelModernRequest(requestId as RequestId) : false;
      if (closed) return; // the closed stream is the cancellation; legacy servers get the notification
    }
    const protocol = message ? modernHeaders(message) : {};
    const modern = Object.keys(protocol).length > 0;
    const isInitialize = message !== undefined && "method" in message && message.method === "initialize";
    const legacy: Record<string, string> = {};
    if (!modern && !isInitialize) {
      if (this.negotiatedVersion) legacy["mcp-protocol-version"] = this.negotiatedVersion;
      if (this.sessionId) legacy["mcp-session-id"] = this.sessionId;
    }
    const headers = mergeHeaders(this.userHeaders, { "content-type": "application/json", accept: ACCEPT_JSON_AND_SSE }, legacy, protocol);
    await this.post(this.url.href, body, headers, message, modern);
    if (!modern && message && "method" in message && message.method === "notifications/initialized") void this.openGetStream();
  }

  /** Opens the legacy GET stream once and delivers what arrives on it until it ends or the transport closes. */
  private async openGetStream(): Promise<void> {
    if (this.getStreamOpened || !this.alive) return;
    this.getStreamOpened = true;
    const controller = new AbortController();
    this.keep(controller);
    const headers = mergeHeaders(this.userHeaders, { accept: "text/event-stream" }, {
      ...(this.negotiatedVersion ? { "mcp-protocol-version": this.negotiatedVersion } : {}),
      ...(this.sessionId ? { "mcp-session-id": this.sessionId } : {}),
    });
    try {
      const response = await this.fetchOnOrigin(this.url, { method: "GET", headers, signal: controller.signal });
      if (!(response instanceof Response)) return;
      const stream = mediaType(response.headers.get("content-type")) === "text/event-stream" && response.ok && response.body;
      if (!stream) {
        const body = await readBodyText(response);
        this.observe("GET", this.url.href, response, { body: body.tooLarge ? "" : this.scrub(body.text) });
        return;
      }
      this.observe("GET", this.url.href, response);
      await readSseEvents(stream, (event) => {
        if (event.event !== undefined && event.event !== "message") return false;
        this.deliverFrame(event.data, (m, raw) => this.handlers?.message(m, raw));
        return false;
      });
    } catch {
      // refused or aborted: the POSTs carry on without it
    } finally {
      this.release(controller);
    }
  }

  protected override afterHeaders(message: JsonRpcMessage | undefined, response: Response): void {
    const minted = response.headers.get("mcp-session-id");
    if (message && "method" in message && message.method === "initialize" && response.ok && minted) this.sessionId = minted;
  }

  protected override delivered(message: JsonRpcMessage, request: (JsonRpcMessage & { id: RequestId }) | undefined): void {
    if (!request || !("method" in request) || request.method !== "initialize" || "method" in message) return;
    const result = "result" in message && isJsonObject(message.result) ? message.result : undefined;
    if (typeof result?.protocolVersion === "string") this.negotiatedVersion = result.protocolVersion;
  }

  /** A 404 without a JSON-RPC answer while we hold a session: the session is gone (MCP 2025-11-25 §Session Management). */
  protected override unansweredError(request: JsonRpcMessage & { id: RequestId }, response: Response): boolean {
    const isInitialize = "method" in request && request.method === "initialize";
    if (response.status !== 404 || !this.sessionId || isInitialize) return false;
    this.sessionLost = true;
    this.end("the server no longer knows the session (HTTP 404): it ended or restarted");
    return true;
  }

  /** DELETEs the session, bounded to one second (MCP 2025-11-25 §Session Management: the client SHOULD). */
  protected override async beforeClose(): Promise<void> {
    if (!this.sessionId || this.sessionLost) return;
    const headers = mergeHeaders(this.userHeaders, {
      "mcp-session-id": this.sessionId,
      ...(this.negotiatedVersion ? { "mcp-protocol-version": this.negotiatedVersion } : {}),
    });
    try {
      const response = await this.fetchOnOrigin(this.url, { method: "DELETE", headers, signal: AbortSignal.timeout(1000) });
      if (!(response instanceof Response)) return;
      this.observe("DELETE", this.url.href, response);
      await response.body?.cancel().catch(() => undefined);
    } catch {
      // best effort: the session will expire on the server
    }
  }

  /**
   * Whether the server looks like one that offers only the deprecated HTTP+SSE transport: every POST was answered
   * 400, 404 or 405 without a JSON-RPC body (MCP 2026-07-28 streamable-http §Backward Compatibility, HTTP+SSE).
   */
  suggestsSseFallback(): boolean {
    const posts = this.httpObservations().filter((o) => o.method === "POST");
    return posts.length > 0 && posts.every((o) => [400, 404, 405].includes(o.status) && !looksLikeJsonRpc(o.body));
  }
}

/** True when a kept body holds a JSON-RPC message (a modern server's error, which rules out the fallback). */
function looksLikeJsonRpc(body: string | undefined): boolean {
  if (!body) return false;
  try {
    const value: unknown = JSON.parse(body);
    return isJsonObject(value) && (value.jsonrpc === "2.0" || "error" in value);
  } catch {
    return false;
  }
}
