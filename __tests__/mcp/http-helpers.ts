/** Helpers for the HTTP transport tests: free loopback ports and HTTP targets for server-everything and fixtures. */
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import type { ServerTarget } from "../../src/mcp/target.js";

const BIN = fileURLToPath(new URL("../../node_modules/.bin/", import.meta.url));
const HTTP_FIXTURES = fileURLToPath(new URL("../fixtures/http/", import.meta.url));

/** A TCP port that was free on 127.0.0.1 a moment ago. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** server-everything in `streamableHttp` or `sse` mode on `port`, launched by the target itself. */
export function everythingOverHttp(mode: "streamableHttp" | "sse", port: number): ServerTarget & { kind: "http" } {
  return {
    kind: "http",
    url: `http://127.0.0.1:${port}/${mode === "sse" ? "sse" : "mcp"}`,
    launch: { command: BIN + "mcp-server-everything", args: [mode], env: { PORT: String(port) } },
  };
}

/** A fixture HTTP server from `__tests__/fixtures/http/<name>.mjs` on `port`, launched by the target itself. */
export function httpFixture(name: string, port: number, ...args: string[]): ServerTarget & { kind: "http" } {
  return {
    kind: "http",
    url: `http://127.0.0.1:${port}/mcp`,
    launch: { command: process.execPath, args: [HTTP_FIXTURES + name + ".mjs", "--port", String(port), ...args] },
  };
}
