import { describe, expect, it } from "vitest";
import type { RequestOutcome } from "../../src/mcp/types.js";
import { callPhrase, detailOf, findingFor, inputPhrase, type CallWords } from "../../src/run/judge-words.js";
import type { Scenario } from "../../src/scenarios/scenario.js";

const happy: Scenario = { tool: "create_note", kind: "happy", description: "happy path #2", arguments: { title: "x" }, omitArguments: false, expectInvalid: false };
const missing: Scenario = { ...happy, kind: "edge", edge: "missing-required", parameter: "title", description: "edge: missing required 'title'", expectInvalid: true };

const words = (scenario: Scenario, outcome: RequestOutcome, over: Partial<CallWords> = {}): CallWords => ({
  scenario,
  outcome,
  timeoutMs: 2500,
  text: "",
  callOutcome: "failed",
  request: { name: scenario.tool, arguments: scenario.arguments },
  ...over,
});
const crash: RequestOutcome = { kind: "closed", durationMs: 3, reason: "the server process exited", exit: { code: 139, signal: null }, stderrTail: "boot\nSegmentation fault\n" };

describe("phrases", () => {
  it("say what was sent in a sentence", () => {
    expect(inputPhrase(missing)).toBe("arguments missing the required 'title'");
    expect(inputPhrase({ ...missing, edge: "arguments-not-object" })).toBe("a string instead of an arguments object");
    expect(callPhrase(happy)).toBe("happy path #2");
    expect(callPhrase(missing)).toBe("a call with arguments missing the required 'title'");
  });
});

describe("detailOf", () => {
  it("gives one line per outcome", () => {
    expect(detailOf(words(happy, { kind: "timeout", durationMs: 2500 }))).toBe("timeout: no answer within 2.5 s");
    expect(detailOf(words(happy, crash))).toBe('crash: the server process exited (exit code 139); stderr: "boot | Segmentation fault"');
    expect(detailOf(words(happy, { kind: "error", durationMs: 1, error: { code: -32603, message: "boom" } }))).toBe("-32603 boom");
    expect(detailOf(words(happy, { kind: "result", durationMs: 1, result: { content: [] } }))).toBe("ok");
    expect(detailOf(words(happy, { kind: "result", durationMs: 1, result: { content: [], isError: true } }, { text: "Note not found" }))).toBe("Note not found");
    expect(detailOf(words(happy, { kind: "result", durationMs: 1, result: [] }))).toBe("the result is not an object");
  });
});

describe("findingFor", () => {
  it("words a happy call that killed the server with the exit and the last stderr lines", () => {
    const f = findingFor({ rule: "happy-call-failed" }, words(happy, crash));
    expect(f).toMatchObject({ rule: "happy-call-failed", tool: "create_note", evidence: { excerpt: crash.kind === "closed" ? crash.stderrTail : "" } });
    expect(f?.message).toBe(`The server died during happy path #2 of 'create_note', a call with valid arguments: the server process exited (exit code 139); stderr: "boot | Segmentation fault".`);
  });

  it("words a -32603 to a call without arguments as the optional member it is, valid when no parameter is required", () => {
    const internal: RequestOutcome = { kind: "error", durationMs: 2, error: { code: -32603, message: "Cannot read properties of undefined (reading 'limit')" } };
    const omitted: Scenario = { tool: "list_notes", kind: "edge", edge: "arguments-omitted", description: "edge: arguments omitted", arguments: {}, omitArguments: true, expectInvalid: false };
    const f = findingFor({ rule: "edge-internal-error" }, words(omitted, internal));
    expect(f?.message).toBe(
      `'list_notes' answered a call with no arguments member with JSON-RPC error -32603 ("Cannot read properties of undefined (reading 'limit')") instead of an isError result. That call was valid: 'list_notes' requires no parameter, so a client may leave "arguments" out.`,
    );
    expect(f?.fix).toBe(`"arguments" is optional in tools/call: treat a missing one as {} and validate it like any other input, answering bad input with an isError result.`);
    // With a required parameter the call is invalid: the same fix, no claim that it was valid.
    const invalid = findingFor({ rule: "edge-internal-error" }, words({ ...omitted, tool: "create_note", expectInvalid: true }, internal));
    expect(invalid?.message).not.toContain("That call was valid");
    expect(invalid?.fix).toBe(f?.fix);
    const slow = findingFor({ rule: "edge-timeout" }, words(omitted, { kind: "timeout", durationMs: 2500 }));
    expect(slow?.fix).toBe(`Treat a missing "arguments" as {} and make 'list_notes' answer within the timeout, or raise --timeout if it is legitimately slow.`);
  });

  it("quotes what the server said to a nonexistent tool, a crash of its own unknown-tool path included", () => {
    const unknown: Scenario = { tool: "mcp_checkup_no_such_tool", kind: "edge", edge: "unknown-tool", description: "edge: unknown tool", arguments: {}, omitArguments: false, expectInvalid: true };
    const f = findingFor({ rule: "unknown-tool-wrong-error" }, words(unknown, { kind: "error", durationMs: 1, error: { code: -32603, message: "__dirname is not defined" } }));
    expect(f?.message).toBe(`A tools/call for the nonexistent tool 'mcp_checkup_no_such_tool' was answered with JSON-RPC error -32603 ("__dirname is not defined") instead of JSON-RPC error -32602.`);
  });

  it("quotes the line of stderr that says why the server died, with the frame under it, not the runtime's last frames", () => {
    const stderrTail = [
      "file:///srv/server.mjs:69",
      "TypeError: a.id.startsWith is not a function",
      "    at preValidate (file:///srv/server.mjs:69:92)",
      "    at Interface.<anonymous> (file:///srv/server.mjs:84:19)",
      "    at addChunk (node:internal/streams/readable:561:12)",
      "    at Readable.push (node:internal/streams/readable:392:5)",
      "",
      "Node.js v20.20.2",
    ].join("\n");
    const died: RequestOutcome = { kind: "closed", durationMs: 5, reason: "the server process exited with code 1", stderrTail };
    expect(findingFor({ rule: "edge-crash" }, words(missing, died))?.message).toContain(
      'stderr: "TypeError: a.id.startsWith is not a function | at preValidate (file:///srv/server.mjs:69:92)"',
    );
    const python = { ...died, stderrTail: 'Traceback (most recent call last):\n  File "server.py", line 9, in call\n    int(x)\nValueError: invalid literal for int()' };
    expect(findingFor({ rule: "edge-crash" }, words(missing, python))?.message).toContain('stderr: "ValueError: invalid literal for int()"');
  });

  it("words an edge crash with the input that caused it", () => {
    const f = findingFor({ rule: "edge-crash" }, words(missing, crash));
    expect(f).toMatchObject({ rule: "edge-crash", tool: "create_note" });
    expect(f?.message).toContain("arguments missing the required 'title'");
  });

  it("keeps the severity the decision gave", () => {
    const unknown: Scenario = { ...missing, edge: "unknown-tool", tool: "no_such_tool" };
    const f = findingFor({ rule: "unknown-tool-wrong-error", severity: "info" }, words(unknown, { kind: "result", durationMs: 1, result: { content: [], isError: true } }));
    expect(f).toMatchObject({ severity: "info", message: "A tools/call for the nonexistent tool 'no_such_tool' was answered with an isError result instead of JSON-RPC error -32602." });
  });

  it("has no words for the shape rules, which come with their own", () => {
    expect(findingFor({ rule: "output-schema-mismatch" }, words(happy, { kind: "result", durationMs: 1, result: {} }))).toBeUndefined();
  });
});
