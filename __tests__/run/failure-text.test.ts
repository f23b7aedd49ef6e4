import { describe, expect, it } from "vitest";
import { echoesArguments, failureSignal, looksLikeSyntheticInput } from "../../src/run/failure-text.js";

describe("failureSignal", () => {
  it("sees texts that open like an error report as strong", () => {
    for (const text of [
      "Error: Operation failed",
      "error: connection refused",
      "ERROR - disk full",
      "[ERROR] boom",
      "Failed to open the database",
      "Traceback (most recent call last):\n  File ...",
      "TypeError: Cannot read properties of undefined (reading 'map')",
      "ValueError: bad",
      "An unexpected error occurred while fetching",
      "Internal Server Error",
      '{"error": "not found"}',
      '{"ok": false, "message": "quota exceeded"}',
      '{"status": "error", "message": "nope"}',
    ]) {
      expect(failureSignal(text)?.strength, text).toBe("strong");
    }
  });

  it("sees argument complaints as weak", () => {
    expect(failureSignal("missing required parameter: owner")).toEqual({ strength: "weak", word: "missing" });
    expect(failureSignal("invalid parameter: owner must be a string")?.strength).toBe("weak");
    expect(failureSignal("The field 'tag' is required")?.strength).toBe("weak");
  });

  it("does not raise an alarm for data that merely mentions errors", () => {
    for (const text of [
      "Errors found: 0",
      "Error rate: 0.5%",
      '{"errors": [], "items": [1, 2]}',
      '{"error": null, "result": 3}',
      '{"id": 1, "error": "none", "status": "done"}',
      "The word error appears here",
      "Hello, world!",
      "",
      '[{"title": "Failed login attempts", "count": 3}]',
    ]) {
      expect(failureSignal(text), text).toBeUndefined();
    }
  });
});

describe("echoesArguments", () => {
  it("knows when the telling word came from our own arguments", () => {
    const signal = { strength: "strong", word: "error" } as const;
    expect(echoesArguments(signal, { messageType: "error" })).toBe(true);
    expect(echoesArguments(signal, { message: "Error: hi" })).toBe(true);
    expect(echoesArguments(signal, { message: "hi" })).toBe(false);
  });
});

describe("looksLikeSyntheticInput", () => {
  it("recognises not found / not allowed failures", () => {
    for (const text of [
      "ENOENT: no such file or directory, open '/tmp/x/notes.txt'",
      "Access denied - path outside allowed directories: /home/user/file.txt not in /tmp/sandbox",
      "Entity with name Example not found",
      "Repository does not exist",
      "Permission denied",
      "EEXIST: file already exists, mkdir '/tmp/x/notes.txt'",
      "HTTP 404",
    ]) {
      expect(looksLikeSyntheticInput(text), text).toBe(true);
    }
  });

  it("leaves other failures alone", () => {
    expect(looksLikeSyntheticInput("TypeError: a.map is not a function")).toBe(false);
    expect(looksLikeSyntheticInput("Cannot specify both head and tail parameters simultaneously")).toBe(false);
  });
});
