import { describe, expect, it } from "vitest";
import { describeError, describeOutcome } from "../../src/protocol/outcome-text.js";

describe("describeError", () => {
  it("gives the code and the message on one line, cut at 80 characters", () => {
    expect(describeError({ code: -32601, message: "Method\n  not found" })).toBe('error -32601 "Method not found"');
    expect(describeError({ code: -32603, message: "x".repeat(100) })).toBe(`error -32603 "${"x".repeat(79)}…"`);
    expect(describeError({ code: -1, message: "" })).toBe("error -1");
  });
});

describe("describeOutcome", () => {
  it("says what came back in one clause", () => {
    expect(describeOutcome({ kind: "result", result: {}, durationMs: 1 })).toBe("a result");
    expect(describeOutcome({ kind: "timeout", durationMs: 1999.6 })).toBe("no answer within 2000 ms");
    expect(describeOutcome({ kind: "closed", durationMs: 1, stderrTail: "", reason: "the connection broke", exit: { code: 1, signal: null } })).toBe("the server process exited with code 1");
    expect(describeOutcome({ kind: "closed", durationMs: 1, stderrTail: "", reason: "the connection broke" })).toBe("the connection broke");
  });
});
