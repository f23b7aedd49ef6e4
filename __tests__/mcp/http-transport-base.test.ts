/**
 * The machinery both HTTP transports share (`HttpTransportBase`), driven through `StreamableHttpTransport` against
 * an HTTP server in this process: error statuses, redirects, a server that goes away, secrets in what comes back.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { StreamableHttpTransport } from "../../src/mcp/http-transport.js";
import type { TransportClosed } from "../../src/mcp/transport.js";
import type { JsonRpcMessage, WireProblem } from "../../src/mcp/types.js";
import { until } from "./fixture-targets.js";

const servers: Server[] = [];
const transports: StreamableHttpTransport[] = [];
afterEach(async () => {
  await Promise.all(transports.splice(0).map((t) => t.close()));
  await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
});

async function serve(handler: (req: IncomingMessage, res: ServerResponse, body: string) => void): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => handler(req, res, body));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/mcp`, server };
}

async function open(url: string, headers: Record<string, string> = {}) {
  const seen = { messages: [] as JsonRpcMessage[], problems: [] as WireProblem[], closed: undefined as TransportClosed | undefined };
  const transport = new StreamableHttpTransport({ url, headers });
  transports.push(transport);
  await transport.start({
    message: (m) => seen.messages.push(m),
    pollution: () => undefined,
    stderr: () => undefined,
    close: (c) => (seen.closed = c),
    problem: (p) => seen.problems.push(p),
  });
  return { transport, seen };
}

const ping = { jsonrpc: "2.0" as const, id: 1, method: "ping" };

describe("HttpTransportBase", () => {
  it("resolves a request answered with an HTTP error status and an HTML page as our own error naming the status", async () => {
    const { url } = await serve((_req, res) => res.writeHead(502, { "content-type": "text/html" }).end("<h1>Bad gateway</h1>"));
    const { transport, seen } = await open(url);
    await transport.send(ping);
    await until(() => seen.messages.length > 0);
    expect(seen.messages[0]).toMatchObject({ id: 1, error: { code: -32603, data: { fromHttpStatus: 502 } } });
    expect(transport.httpObservations()).toEqual([expect.objectContaining({ method: "POST", rpcMethod: "ping", status: 502, contentType: "text/html" })]);
  });

  it("refuses a redirect to another origin and reports it as a wire problem", async () => {
    const { url } = await serve((_req, res) => res.writeHead(307, { location: "http://example.invalid/mcp" }).end());
    const { transport, seen } = await open(url);
    await transport.send(ping);
    await until(() => seen.problems.length > 0);
    expect(seen.problems[0]).toMatchObject({ kind: "http-redirect", status: 307, reason: "cross-origin", to: "http://example.invalid/mcp", method: "ping" });
  });

  it("ends the transport, saying why, when the server cannot be reached any more", async () => {
    const { url, server } = await serve((_req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify({ jsonrpc: "2.0", id: 1, result: {} })));
    const { transport, seen } = await open(url);
    await transport.send(ping);
    await until(() => seen.messages.length > 0);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await transport.send({ ...ping, id: 2 });
    await until(() => seen.closed !== undefined);
    // Refused, or reset when the request went out on the kept-alive socket the server dropped.
    expect(seen.closed?.reason).toMatch(/^the connection broke: (connection refused \(ECONNREFUSED\)|the connection was reset \(\w+\))$/);
    expect(transport.alive).toBe(false);
  });

  it("redacts the target's header values from what the server sends back", async () => {
    const { url } = await serve((req, res) =>
      res.writeHead(200, { "content-type": "application/json", "x-echo": String(req.headers.authorization) }).end(JSON.stringify({ jsonrpc: "2.0", id: 1, result: { echo: String(req.headers.authorization) } })),
    );
    const { transport, seen } = await open(url, { Authorization: "Bearer sk-live-0123456789abcdef" });
    await transport.send(ping);
    await until(() => seen.messages.length > 0);
    expect(JSON.stringify(seen.messages)).not.toContain("sk-live-0123456789abcdef");
    expect(JSON.stringify(transport.httpObservations())).not.toContain("sk-live-0123456789abcdef");
  });

  it("refuses to start twice", async () => {
    const { url } = await serve((_req, res) => res.end());
    const { transport } = await open(url);
    await expect(transport.start({ message() {}, pollution() {}, stderr() {}, close() {} })).rejects.toThrow("StreamableHttpTransport.start() called twice");
  });
});
