import { describe, expect, it } from "vitest";
import { cliName } from "../../src/checkup/option-names.js";
import { OptionError, ServerStartError, UsageError } from "../../src/errors.js";
import { connectHttp } from "../../src/mcp/connect-http.js";

describe("connectHttp", () => {
  it("refuses a URL that does not parse, before connecting, without showing its credentials", async () => {
    const error = await connectHttp({ kind: "http", url: "http://bob:secret@exa mple/mcp" }, { protocol: "auto", timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error).not.toBeInstanceOf(ServerStartError);
    expect((error as Error).message).not.toContain("secret");
  });

  it("throws ServerStartError with the reason when nothing answers there, without trying HTTP+SSE", async () => {
    const error = await connectHttp({ kind: "http", url: "http://127.0.0.1:4/mcp" }, { protocol: "legacy", timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toContain("connection refused (ECONNREFUSED)");
    expect((error as Error).message).not.toContain("HTTP+SSE");
  });

  it("refuses a URL on a port fetch blocks as bad input naming --url, not as a server that did not start", async () => {
    // Port 6000 (X11) is on the Fetch standard's blocked list: Node's fetch fails it with "bad port", connecting nowhere.
    const error = await connectHttp({ kind: "http", url: "http://127.0.0.1:6000/mcp" }, { protocol: "legacy", timeoutMs: 1000 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error).not.toBeInstanceOf(ServerStartError);
    expect((error as Error).message).toBe(
      "url: 'http://127.0.0.1:6000/mcp' uses port 6000, which fetch refuses to connect to (the Fetch standard blocks it); serve the MCP endpoint on another port",
    );
    expect((error as OptionError).wordedFor(cliName)).toMatch(/^--url: 'http:\/\/127\.0\.0\.1:6000\/mcp' uses port 6000/);
    const withCredentials = await connectHttp({ kind: "http", url: "http://bob:hunter22@127.0.0.1:6000/mcp?key=k-999" }, { protocol: "legacy", timeoutMs: 1000 }).catch((e: unknown) => e);
    expect((withCredentials as Error).message).toBe(
      "url: 'http://…@127.0.0.1:6000/mcp?…' uses port 6000, which fetch refuses to connect to (the Fetch standard blocks it); serve the MCP endpoint on another port",
    );
  });
});
