import { describe, expect, it } from "vitest";
import { errorObject, errorReport } from "../../src/run/error-report.js";

describe("errorReport: structure first", () => {
  it("finds an error object in structuredContent or a JSON text, whatever the language", () => {
    for (const value of [
      { status: "error", message: "Request not found" },
      { status: "failed" },
      { status: "task_not_found", message: "No such task found" },
      { success: false, message: "Datei nicht gefunden" },
      { ok: false },
      { error: { code: 404, message: "nope" } },
      { error: "not found" },
      { errors: [{ message: "bad" }], data: null },
      { succeeded: 0, failed: 1, results: [{ id: "x", error: "boom" }] },
      { parsed: 0, failed: 1, total: 1, results: [{ url: "u", error: "fetch failed" }] },
    ]) {
      expect(errorObject(value), JSON.stringify(value)).toMatchObject({ strength: "strong", source: "structure" });
      expect(errorReport(undefined, [JSON.stringify(value)]), JSON.stringify(value)).toMatchObject({ strength: "strong", source: "structure" });
    }
  });

  it("reads a batch whose only list holds its items' own errors as a failure, also from a tool that only reads", () => {
    // A published dataset builder's batch_parse_urls (a read by its verb) answered offline so, and passed 3 of 3;
    // a published memory server's batch update counted `totalItems` beside `succeeded: 0`.
    const parsed = { parsed: 0, failed: 1, results: [{ url: "https://example.com/", chunk_id: "1", error: "fetch failed" }] };
    expect(errorObject(parsed, new Set(), { countsAreData: true })).toMatchObject({ strength: "strong", message: expect.stringContaining("fetch failed") });
    const batch = { operation: "batch_update", totalItems: 1, succeeded: 0, failed: 1, results: [], errors: [{ index: 0, key: "k", error: "Item not found" }] };
    expect(errorObject(batch)?.message).toContain("Item not found");
    expect(errorObject({ jobs: [{ name: "build", status: "failed" }], passed: 0, failed: 2 }, new Set(), { countsAreData: true })).toBeUndefined();
  });

  it("takes the message from the error fields", () => {
    expect(errorObject({ status: "error", message: "Request not found" })?.message).toBe("Request not found");
  });

  it("does not take data that mentions errors for an error report", () => {
    for (const value of [
      { errors: [], items: [1, 2] },
      { error: null, result: 3 },
      { id: 1, error: "none", status: "done" },
      { id: 7, title: "deploy", status: "failed" },
      { succeeded: 2, failed: 1 },
      { failed: 1, total: 1 },
      { imported: 3, failed: 1, results: [] },
    ]) {
      expect(errorObject(value), JSON.stringify(value)).toBeUndefined();
    }
  });

  it("does not count an indicator whose value we sent", () => {
    expect(errorObject({ status: "failed" }, new Set(["failed"]))).toBeUndefined();
  });
});

describe("errorReport: the wording", () => {
  it("sees texts that open like an error report as strong", () => {
    for (const text of [
      "Error: Operation failed",
      "error: connection refused",
      "ERROR - disk full",
      "[ERROR] boom",
      "Error occurred: Invalid arguments for tool add",
      "Error searching libraries: TypeError: fetch failed",
      "Failed to open the database",
      "Request failed: 502",
      "Traceback (most recent call last):\n  File ...",
      "TypeError: Cannot read properties of undefined (reading 'map')",
      "ValueError: bad",
      "An unexpected error occurred while fetching",
      "Internal Server Error",
    ]) {
      expect(errorReport(undefined, [text])?.strength, text).toBe("strong");
    }
  });

  it("sees argument complaints as weak", () => {
    for (const text of ["missing required parameter: owner", "invalid parameter: owner must be a string", "The field 'tag' is required", "Keys must be a non-empty array", "Item 'x' not found"]) {
      expect(errorReport(undefined, [text])?.strength, text).toBe("weak");
    }
  });

  it("does not raise an alarm for data that merely mentions errors", () => {
    for (const text of [
      "Errors found: 0",
      "Error rate: 0.5%",
      "The word error appears here",
      "Hello, world!",
      "",
      '[{"title": "Failed login attempts", "count": 3}]',
      "3 tests failed",
    ]) {
      expect(errorReport(undefined, [text]), text).toBeUndefined();
    }
  });
});

describe("errorReport: errors counted as a number", () => {
  it("reads a batch with nothing successful and `errors` counting failures as a failure, not `errors: 0`", () => {
    expect(errorReport(undefined, [JSON.stringify({ message: "Batch operations completed", successful: 0, errors: 1, results: [] })])).toMatchObject({ strength: "strong", source: "structure" });
    expect(errorReport(undefined, [JSON.stringify({ message: "Batch operations completed", successful: 2, errors: 0 })])).toBeUndefined();
    expect(errorReport(undefined, [JSON.stringify({ message: "Batch operations completed", successful: 1, errors: 1 })])).toBeUndefined();
  });
});
