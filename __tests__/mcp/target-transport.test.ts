import { describe, expect, it } from "vitest";
import { SseTransport } from "../../src/mcp/sse-transport.js";
import { StdioTransport } from "../../src/mcp/stdio-transport.js";
import { StreamableHttpTransport } from "../../src/mcp/http-transport.js";
import { transportFactory } from "../../src/mcp/target-transport.js";

describe("transportFactory", () => {
  it("makes a fresh stdio transport on each call for a stdio target, whatever kind is asked", () => {
    const make = transportFactory({ kind: "stdio", command: "node", args: ["server.js"] }, { kind: "http+sse" });
    const [a, b] = [make(), make()];
    expect(a).toBeInstanceOf(StdioTransport);
    expect(a).not.toBe(b);
    expect(a.kind).toBe("stdio");
  });

  it("speaks Streamable HTTP to an http target unless HTTP+SSE is asked for", () => {
    const target = { kind: "http" as const, url: "http://127.0.0.1:3000/mcp" };
    expect(transportFactory(target)()).toBeInstanceOf(StreamableHttpTransport);
    expect(transportFactory(target, { kind: "streamable-http" })().kind).toBe("streamable-http");
    const sse = transportFactory(target, { kind: "http+sse" })();
    expect(sse).toBeInstanceOf(SseTransport);
    expect(sse.kind).toBe("http+sse");
  });
});
