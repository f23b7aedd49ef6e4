import { describe, expect, it } from "vitest";
import {
  appendBounded,
  bodyExcerpt,
  BODY_EXCERPT_CHARS,
  BLOCKED_PORT,
  describeFetchError,
  headerValue,
  httpExchange,
  httpStatusError,
  mediaType,
  mergeHeaders,
  modernHeaders,
  observationOf,
  readBodyText,
  readSseEvents,
  responseHeaders,
  withoutCredentials,
} from "../../src/mcp/http-exchange.js";
import { modernMeta } from "../../src/mcp/versions.js";

const stream = (...chunks: string[]): ReadableStream<Uint8Array> =>
  new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

describe("headers", () => {
  it("reads the media type of a Content-Type without its parameters, lower-cased", () => {
    expect(mediaType("Text/Event-Stream; charset=utf-8")).toBe("text/event-stream");
    expect(mediaType(null)).toBe("");
  });

  it("keeps response headers but set-cookie", () => {
    const response = new Response("", { headers: [["Content-Type", "application/json"], ["Set-Cookie", "session=secret"], ["Mcp-Session-Id", "abc"]] });
    expect(responseHeaders(response)).toEqual({ "content-type": "application/json", "mcp-session-id": "abc" });
  });

  it("sends plain ASCII header values as they are and base64-encodes the rest (MCP 2026-07-28 value encoding)", () => {
    expect(headerValue("get weather")).toBe("get weather");
    expect(headerValue("météo")).toBe(`=?base64?${Buffer.from("météo").toString("base64")}?=`);
    expect(headerValue(" padded")).toMatch(/^=\?base64\?/);
    expect(headerValue("=?base64?abc?=")).toMatch(/^=\?base64\?PT9iYXNlNjQ/);
  });

  it("derives MCP-Protocol-Version, Mcp-Method and Mcp-Name from a modern request", () => {
    const call = { jsonrpc: "2.0" as const, id: 1, method: "tools/call", params: { name: "get_weather", _meta: modernMeta("2026-07-28") } };
    expect(modernHeaders(call)).toEqual({ "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "get_weather" });
    const read = { jsonrpc: "2.0" as const, id: 2, method: "resources/read", params: { uri: "file:///a", _meta: modernMeta("2026-07-28") } };
    expect(modernHeaders(read)["mcp-name"]).toBe("file:///a");
    expect(modernHeaders({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name: "x" } })).toEqual({});
  });

  it("merges header sets, later ones winning whatever the case of the name", () => {
    const headers = mergeHeaders({ Accept: "a", "X-One": "1" }, { accept: "b" });
    expect(headers.get("accept")).toBe("b");
    expect(headers.get("x-one")).toBe("1");
  });

  it("turns URL credentials into Basic authorization unless the user gave one", () => {
    const { url, headers } = withoutCredentials("http://bob:p%40ss@host/mcp");
    expect(url.href).toBe("http://host/mcp");
    expect(headers).toEqual({ authorization: `Basic ${Buffer.from("bob:p@ss").toString("base64")}` });
    expect(withoutCredentials("http://bob:x@host/mcp", { Authorization: "Bearer t" }).headers).toEqual({ Authorization: "Bearer t" });
  });
});

describe("failures and excerpts", () => {
  it("names a refused or reset connection by its code", () => {
    expect(describeFetchError(new TypeError("fetch failed", { cause: { code: "ECONNREFUSED" } }))).toBe("connection refused (ECONNREFUSED)");
    expect(describeFetchError(new TypeError("fetch failed", { cause: { code: "UND_ERR_SOCKET" } }))).toBe("the connection was reset (UND_ERR_SOCKET)");
    expect(describeFetchError(Object.assign(new Error("x"), { name: "TimeoutError" }))).toBe("timed out");
    expect(describeFetchError(new TypeError("fetch failed", { cause: new Error("bad port") }))).toBe(BLOCKED_PORT);
  });

  it("makes an HTTP error status without a JSON-RPC error into our own error, -32603 for 5xx", () => {
    expect(httpStatusError(502, "Bad Gateway", "<html>\n  upstream down </html>")).toEqual({
      code: -32603,
      message: "HTTP 502 Bad Gateway without a JSON-RPC error: <html> upstream down </html>",
      data: { fromHttpStatus: 502 },
    });
    expect(httpStatusError(404, "", "").message).toBe("HTTP 404 without a JSON-RPC error (empty body)");
    expect(httpStatusError(404, "", "").code).toBe(-32600);
  });

  it("bounds excerpts and gathered text", () => {
    expect(bodyExcerpt("x".repeat(BODY_EXCERPT_CHARS + 5))).toBe(`${"x".repeat(BODY_EXCERPT_CHARS)}…`);
    expect(appendBounded("abc", "def", 4)).toBe("abcd");
    expect(appendBounded("abcd", "ef", 4)).toBe("abcd");
  });
});

describe("reading bodies", () => {
  it("reads a body as text with its size", async () => {
    expect(await readBodyText(new Response("héllo"))).toEqual({ text: "héllo", bytes: 6, tooLarge: false });
  });

  it("stops at the limit and reads nothing of a larger body", async () => {
    expect(await readBodyText(new Response("x".repeat(100)), 10)).toMatchObject({ text: "", tooLarge: true });
  });

  it("hands on each SSE event, ignoring comments, and stops when asked", async () => {
    const seen: string[] = [];
    await readSseEvents(stream(": keep-alive\n\n", "event: message\ndata: one\n\n", "data: two\n\ndata: three\n\n"), (e) => (seen.push(`${e.event ?? ""}:${e.data}`), e.data === "two"));
    expect(seen).toEqual(["message:one", ":two"]);
  });

  it("stops on an SSE line that grows past the limit before it ends", async () => {
    expect(await readSseEvents(stream(`data: ${"x".repeat(50)}`, "x".repeat(50)), () => undefined, 20)).toEqual({ tooLarge: true });
  });
});

describe("httpExchange and observations", () => {
  it("never throws: a refused connection is status 0 with the reason", async () => {
    const reply = await httpExchange({ method: "POST", url: "http://127.0.0.1:4/mcp", headers: new Headers(), body: "{}", timeoutMs: 2000 });
    expect(reply).toMatchObject({ status: 0, messages: [], error: "connection refused (ECONNREFUSED)" });
  });

  it("records an exchange without credentials or query string, and without set-cookie", () => {
    const response = new Response("nope", { status: 401, headers: [["Content-Type", "text/plain"], ["Set-Cookie", "s=1"]] });
    expect(observationOf(5, "POST", "http://u:p@host/mcp?key=k", response, { rpcMethod: "initialize", body: "nope" })).toEqual({
      atMs: 5,
      method: "POST",
      url: "http://host/mcp",
      rpcMethod: "initialize",
      status: 401,
      headers: { "content-type": "text/plain" },
      contentType: "text/plain",
      body: "nope",
    });
  });
});
