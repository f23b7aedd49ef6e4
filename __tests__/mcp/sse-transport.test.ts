import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connect } from "../../src/mcp/connect.js";
import type { McpConnection } from "../../src/mcp/connection.js";
import { everythingOverHttp, freePort } from "./http-helpers.js";

const OPTIONS = { protocol: "auto", timeoutMs: 10_000, discoverTimeoutMs: 10_000 };

describe("the deprecated HTTP+SSE transport against server-everything (sse mode, launched on a free loopback port)", () => {
  let connection: McpConnection;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    connection = await connect(everythingOverHttp("sse", port), OPTIONS);
  });
  afterAll(() => connection.close());

  it("falls back to HTTP+SSE after Streamable HTTP POSTs get 404", () => {
    expect(connection).toMatchObject({ era: "legacy", transportKind: "http+sse" });
    expect(connection.serverInfo.name).toBe("mcp-servers/everything");
  });

  it("lists all its tools and calls one, answers arriving on the SSE stream", async () => {
    const listing = await connection.listTools();
    expect(listing.tools.length).toBeGreaterThanOrEqual(10);
    expect(await connection.callTool("echo", { message: "over sse" })).toMatchObject({
      kind: "result",
      result: { content: [{ type: "text", text: "Echo: over sse" }] },
    });
  });

  it("records the GET stream and POSTs to the endpoint without its session query", () => {
    const observations = connection.httpObservations();
    expect(observations[0]).toMatchObject({ method: "GET", status: 200, contentType: "text/event-stream", url: `http://127.0.0.1:${port}/sse` });
    expect(observations.find((o) => o.rpcMethod === "initialize")).toMatchObject({ method: "POST", status: 202, url: `http://127.0.0.1:${port}/message` });
  });
});
