import { describe, expect, it } from "vitest";
import { wireProblemFindings } from "../../src/checkup/wire-findings.js";
import type { WireProblem } from "../../src/mcp/types.js";

describe("wireProblemFindings", () => {
  it("gives one finding per cause with how often it happened", () => {
    const tooLarge: WireProblem = { kind: "response-too-large", bytes: 12_000_000, limit: 10_485_760, where: "http", method: "tools/call" };
    const findings = wireProblemFindings([tooLarge, tooLarge, { kind: "unsolicited-client-request", method: "sampling/createMessage", capability: "sampling" }]);
    expect(findings.map((f) => f.rule)).toEqual(["response-too-large", "unsolicited-client-request"]);
    expect(findings[0]!.message).toContain("(2 times)");
    expect(findings[0]!.message).toContain("10 MiB");
  });

  it("names the other origin of a refused redirect and says headers never go there", () => {
    const [f] = wireProblemFindings([{ kind: "http-redirect", status: 307, from: "http://a/mcp", to: "http://b:81/mcp", reason: "cross-origin", method: "initialize" }]);
    expect(f!.message).toContain("http://b:81/mcp");
    expect(f!.message).toContain("never go to another origin");
    expect(f!.fix).toContain("--url");
  });

  it("names the WWW-Authenticate scheme of a 401", () => {
    const [f] = wireProblemFindings([{ kind: "http-auth-required", status: 401, scheme: "Bearer", challenge: 'Bearer realm="x"', method: "tools/call" }]);
    expect(f!.message).toContain("Bearer credentials");
    expect(f!.fix).toContain('--header "Authorization: Bearer …"');
  });

  it("says a response of a broken shape breaks the official client, where it was first seen, and in how many sessions", () => {
    const both: WireProblem = { kind: "response-shape", method: "initialize", shape: "error-null" };
    const [f] = wireProblemFindings([both, both]);
    expect(f).toMatchObject({ rule: "protocol-response-shape", severity: "error" });
    expect(f!.message).toMatch(/^The server's responses break JSON-RPC 2.0's shape \(first in the answer to initialize: "error": null beside the result; in each of 2 server sessions\)/);
    expect(f!.message).toContain("The official TypeScript SDK client rejects such a message");
    expect(f!.fix).toContain("exactly one of \"result\" and \"error\"");
  });

  it("adds up the processes of every stop for server-orphaned-process", () => {
    const orphan: WireProblem = { kind: "server-orphaned-process", count: 2, commands: ["node"] };
    const [f] = wireProblemFindings([orphan, orphan]);
    expect(f!.message).toMatch(/^4 processes the server started \(node\) were still running .* \(over 2 stops\)/);
  });
});
