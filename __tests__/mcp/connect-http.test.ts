import { describe, expect, it } from "vitest";
import { ServerStartError, UsageError } from "../../src/errors.js";
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
});
