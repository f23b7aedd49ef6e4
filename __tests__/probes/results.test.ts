import { describe, expect, it } from "vitest";
import { ProbeLog } from "../../src/probes/results.js";

const text = (parameter: string, message: string) => ({ tool: "list_notes", parameter, message, fix: `Apply '${parameter}'.` });

describe("ProbeLog", () => {
  it("has a failed result name the finding it raised", () => {
    const log = new ProbeLog();
    log.fail("write-read-back", "probe-write-not-observable", "high", "declared in probe config", { tool: "add_note", message: "The note was not found.", fix: "Store it." });
    expect(log.results[0]).toMatchObject({ status: "failed", rules: ["probe-write-not-observable"], findings: [{ rule: "probe-write-not-observable", tool: "add_note" }] });
  });

  it("has one row name every finding flagged for it, with each rule once", () => {
    const log = new ProbeLog();
    const raised = [log.flag("probe-bound-exceeded", "medium", text("limit", "Too many.")), log.flag("probe-bound-exceeded", "medium", text("max", "Too many."))];
    log.add("bound", "list_notes", "failed", "medium", "shares noun 'note'", "limit: 1 gave 3 items", raised);
    expect(log.results[0]).toMatchObject({
      rules: ["probe-bound-exceeded"],
      findings: [
        { rule: "probe-bound-exceeded", tool: "list_notes", parameter: "limit" },
        { rule: "probe-bound-exceeded", tool: "list_notes", parameter: "max" },
      ],
    });
  });

  it("returns the reference to the finding kept when a less confident one is flagged again", () => {
    const log = new ProbeLog();
    log.flag("probe-bound-exceeded", "medium", text("limit", "First."));
    expect(log.flag("probe-bound-exceeded", "low", text("limit", "Second."))).toEqual({ rule: "probe-bound-exceeded", tool: "list_notes", parameter: "limit" });
    expect(log.findings.map((f) => f.message)).toEqual(["First."]);
  });

  it("leaves rules and findings off a result that raised none", () => {
    const log = new ProbeLog();
    log.add("bound", "list_notes", "passed", "medium", "shares noun 'note'", "limit: 1 gave 1 item");
    expect(Object.keys(log.results[0]!)).toEqual(["probe", "tool", "status", "confidence", "basis", "detail"]);
  });
});
