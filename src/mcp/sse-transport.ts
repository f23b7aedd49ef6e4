/**
 * The deprecated HTTP+SSE transport (MCP 2024-11-05 basic/transports §HTTP with SSE; deprecated since 2025-03-26,
 * MCP 2026-07-28 deprecated.mdx). The client GETs the SSE endpoint; the server's first event is `endpoint`, whose
 * data is the URI to POST every client message to; the server's messages arrive as `message` events on the GET
 * stream. The POST endpoint must be on the same origin as the URL (headers carry the user's secrets), as the
 * official SDK client also requires. The stream ending ends the transport.
 */
import { ServerStartError } from "../errors.js";
import { ACCEPT_JSON_AND_SSE, describeFetchError, mediaType, mergeHeaders, readBodyText, readSseEvents } from "./http-exchange.js";
import { urlForReport } from "./target.js";
import { HttpTransportBase, type RefusedRedirect } from "./http-transport-base.js";
import { parseFrame } from "./transport.js";
import type { JsonRpcMessage } from "./types.js";

/** An HTTP+SSE connection: one GET stream plus one POST per message. Start it once. */
export class SseTransport extends HttpTransportBase {
  readonly kind = "http+sse" as const;
  private endpoint: URL | undefined;

  /**
   * GETs the URL and waits (at most `startTimeoutMs`) for the `endpoint` event. Throws `ServerStartError` when the
   * URL cannot be reached, answers with something other than an SSE stream, sends no endpoint in time, or names an
   * endpoint on another origin.
   */
  protected async open(): Promise<void> {
    const controller = new AbortController();
    const headers = mergeHeaders(this.userHeaders, { accept: "text/event-stream" });
    this.keep(controller);
    let answer: Response | RefusedRedirect;
    try {
      answer = await this.fetchOnOrigin(this.url, { method: "GET", headers, signal: controller.signal });
    } catch (error) {
      throw new ServerStartError(`Could not reach ${urlForReport(this.url)}: ${this.scrub(describeFetchError(error))}.`);
    }
    if (!(answer instanceof Response)) {
      throw new ServerStartError(`GET ${urlForReport(this.url)} answered HTTP ${answer.status}, a redirect to ${answer.to} that was not followed (${answer.reason}).`);
    }
    const response = answer;
    const type = mediaType(response.headers.get("content-type"));
    if (!response.ok || type !== "text/event-stream" || !response.body) {
      const body = await readBodyText(response);
      this.observe("GET", this.url.href, response, { body: body.tooLarge ? "" : body.text });
      throw new ServerStartError(
        `GET ${urlForReport(this.url)} answered HTTP ${response.status} (${type || "no content type"}), not an SSE stream: the server speaks neither Streamable HTTP nor the HTTP+SSE transport there.`,
      );
    }
    this.observe("GET", this.url.href, response);

    let resolveEndpoint!: (value: string | undefined) => void;
    const endpointData = new Promise<string | undefined>((resolve) => (resolveEndpoint = resolve));
    void readSseEvents(response.body, (event) => {
      if (event.event === "endpoint") {
        resolveEndpoint(event.data.trim());
        return false;
      }
      if (event.event !== undefined && event.event !== "message") return false;
      const messages = this.deliverFrame(event.data, (m, raw) => this.handlers?.message(m, raw));
      if (!messages && event.data.trim()) this.observe("GET", this.url.href, response, { body: event.data });
      return false;
    }).then(() => {
      resolveEndpoint(undefined);
      if (!this.closing) this.end("the server closed the SSE stream");
    });

    const timer = setTimeout(() => resolveEndpoint(undefined), this.startTimeoutMs);
    const data = await endpointData;
    clearTimeout(timer);
    if (data === undefined) {
      throw new ServerStartError(`GET ${urlForReport(this.url)} opened an SSE stream, but no "endpoint" event arrived within ${this.startTimeoutMs} ms.`);
    }
    let endpoint: URL;
    try {
      endpoint = new URL(data, this.url);
    } catch {
      throw new ServerStartError(`The "endpoint" event of ${urlForReport(this.url)} is not a URL.`);
    }
    if (endpoint.origin !== this.url.origin) {
      throw new ServerStartError(`The "endpoint" event of ${urlForReport(this.url)} names another origin (${endpoint.origin}); messages are only sent to the server's own origin.`);
    }
    this.endpoint = endpoint;
  }

  async send(message: JsonRpcMessage): Promise<void> {
    await this.sendRaw(JSON.stringify(message));
  }

  async sendRaw(line: string): Promise<void> {
    if (!this.endpoint) return;
    const messages = parseFrame(line);
    const headers = mergeHeaders(this.userHeaders, { "content-type": "application/json", accept: ACCEPT_JSON_AND_SSE });
    await this.post(this.endpoint.href, line, headers, messages?.length === 1 ? messages[0] : undefined);
  }
}
