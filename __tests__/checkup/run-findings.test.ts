import { describe, expect, it } from "vitest";
import { pollutionCapReason, pollutionFindings, runtimeRequirement, startFailureFinding } from "../../src/checkup/run-findings.js";
import { ServerStartError } from "../../src/errors.js";
import { LAST_STDERR_LINES } from "../../src/mcp/handshake.js";
import type { ServerTarget } from "../../src/mcp/target.js";

const banner = { line: "Demo MCP Server version : 1.0.0", atMs: 3 };
const debug = (n: number) => Array.from({ length: n }, (_, i) => ({ line: `debug: call ${i}`, atMs: 100 + i, duringSession: true }));

describe("stdout pollution", () => {
  it("caps the grade for lines written while serving requests, saying how many", () => {
    expect(pollutionCapReason([banner, ...debug(50)])).toBe("stdout-pollution (50 non-JSON-RPC lines on stdout while serving requests)");
  });

  it("does not cap for a start-up banner alone, which costs its lint error", () => {
    expect(pollutionCapReason([banner])).toBeUndefined();
    expect(pollutionFindings([banner])).toEqual([expect.objectContaining({ rule: "stdout-pollution", severity: "error" })]);
    expect(pollutionFindings([banner])[0]!.message).toContain("before its first JSON-RPC message (a start-up banner)");
  });

  it("says in one finding how many of the lines came while serving requests", () => {
    const [finding] = pollutionFindings([banner, ...debug(2)]);
    expect(finding!.message).toContain("3 line(s) to stdout that are not JSON-RPC messages, 2 of them while serving requests");
  });
});

describe("a server that needs a newer runtime than ours", () => {
  it("reads the runtime and version it asks for", () => {
    expect(runtimeRequirement("Error: obsidian-mcp requires Node.js 22 or newer. Detected: Node.js 20.20.2")).toEqual({ runtime: "Node.js", version: "22" });
    expect(runtimeRequirement("This package requires Python 3.11+")).toEqual({ runtime: "Python", version: "3.11" });
    expect(runtimeRequirement("Error: Cannot find module 'x'")).toBeUndefined();
  });

  it("says in the fix that the machine, not the server, is at fault", () => {
    const f = startFailureFinding(new ServerStartError("the server exited with code 1 before answering initialize", "requires Node.js 22 or newer. Detected: Node.js 20.20.2"), { kind: "stdio", command: "node", args: ["s.js"] });
    expect(f.fix).toContain("needs Node.js 22 or newer and this run has " + process.versions.node);
    expect(f.fix).toContain("actions/setup-node");
  });
});

describe("the message of a start failure", () => {
  const target: ServerTarget = { kind: "stdio", command: "sleep", args: ["100"] };

  it("keeps our own sentences whole, however long, and cuts the server's stderr lines after them", () => {
    const sentences =
      "The server did not complete the initialize handshake (offered MCP 2025-11-25): no answer within 2204 ms. The process before it gave no answer either (to an initialize offering MCP 1999-01-01, a revision that does not exist, for the version-negotiation check, within 2211 ms) and was started again: 4.4 s without an answer in all.";
    expect(startFailureFinding(new ServerStartError(sentences, "", "timeout"), target).message).toBe(`The server could not be started or did not complete the handshake: ${sentences}`);
    const stderr = "x".repeat(1000);
    const message = startFailureFinding(new ServerStartError(`${sentences}\n${LAST_STDERR_LINES}\n${stderr}`, stderr, "timeout"), target).message;
    expect(message).toContain(`${sentences} Last stderr lines: xxx`);
    expect(message.endsWith("x…")).toBe(true);
    expect(message.length).toBeLessThan(sentences.length + 400);
  });
});

describe("a server that refused the handshake a pinned --protocol asked for", () => {
  const target: ServerTarget = { kind: "stdio", command: "node", args: ["s.js"] };
  const refusal = () => new ServerStartError('The server did not complete server/discover for MCP 2026-07-28: error -32601 "Method not found: server/discover".', "", "error");

  it("says to leave --protocol out or pin a revision the server supports, not to fix the command", () => {
    const f = startFailureFinding(refusal(), target, "2026-07-28");
    expect(f.fix).toBe(
      "The server is running and refused the handshake --protocol 2026-07-28 asked for: leave --protocol out (auto finds the era and revision the server speaks), or pin one it supports.",
    );
  });

  it("keeps the command's fix when nothing was pinned, or when the server never answered", () => {
    expect(startFailureFinding(refusal(), target, "auto").fix).toMatch(/^Run 'node s\.js' by hand/);
    expect(startFailureFinding(new ServerStartError("the server process exited with code 1"), target, "2026-07-28").fix).toMatch(/^Run 'node s\.js' by hand/);
  });

  it("adds --timeout to the fix when the handshake had no answer in time (a slow start, or a --timeout too short)", () => {
    const timedOut = new ServerStartError("The server did not complete the initialize handshake (offered MCP 2025-11-25): no answer within 27 ms.", "", "timeout");
    expect(startFailureFinding(timedOut, target).fix).toBe(
      "Run 'node s.js' by hand and check that it starts, speaks MCP on stdout and answers initialize; fix the command, its working directory or its environment (--env, --cwd); if it starts slowly, give it longer with --timeout.",
    );
    expect(startFailureFinding(new ServerStartError("exited", "", "closed"), target).fix).not.toContain("--timeout");
  });
});
