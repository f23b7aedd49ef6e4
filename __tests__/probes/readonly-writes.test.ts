/**
 * The read-only check (`runReadOnlyCheck`, rule `annotation-readonly-writes`) on the annotations fixture server, one
 * defect per `--bug` mode, graded by runCheckup as the CLI does: what it blames, at which confidence, and what it
 * does not blame (a reader that logs calls, a clock, an answer that changes by itself).
 */
import { describe, expect, it } from "vitest";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import { annotationFindings, annotationsOptions as options } from "./annotations-checkup.js";

describe.concurrent("annotation-readonly-writes", () => {
  it("reports a read-only search that stores its query, at high confidence and without writing anything itself", async () => {
    const s = await runCheckup(options("stores-input"));
    expect(annotationFindings(s)).toEqual(["annotation-readonly-writes@search_notes:error(high)"]);
    expect(s.findings.find((f) => f.rule === "annotation-readonly-writes")!.message).toContain("search_notes stored its input");
    expect(s.grade_cap.capped).toBe(true);
  });

  it("reports a read-only get that deletes the note it reads, once a probe note is written with allowWrites", async () => {
    const s = await runCheckup(options("read-once", { allowWrites: true }));
    expect(annotationFindings(s)).toEqual(["annotation-readonly-writes@get_note:error(high)"]);
    expect(s.findings.find((f) => f.rule === "annotation-readonly-writes")!.message).toContain("get_note removed it");
  });

  it("cannot see a read-only get that deletes without a note to read, and says what would help", async () => {
    const s = await runCheckup(options("read-once"));
    expect(annotationFindings(s)).toEqual([]);
    expect(s.probes.find((p) => p.probe === "read-only-check" && p.tool === "get_note")).toMatchObject({ status: "inconclusive" });
  });

  it("reports a view counter as a medium-confidence warning, which does not cap the grade", async () => {
    const s = await runCheckup(options("counts-views", { allowWrites: true }));
    expect(annotationFindings(s)).toEqual(["annotation-readonly-writes@get_note:warning(medium)"]);
    expect(s.grade_cap.capped).toBe(false);
  });

  it("blames no tool when the reader logs every call", async () => {
    const s = await runCheckup(options("call-log"));
    expect(annotationFindings(s)).toEqual([]);
    expect(s.probes.find((p) => p.probe === "read-only-check" && p.tool === "search_notes")!.detail).toContain("call log");
  });

  it("blames no slow tool when the reader shows the time to the second", async () => {
    const s = await runCheckup(options("clock-seconds", { allowWrites: true }));
    expect(annotationFindings(s)).toEqual([]);
  }, 60_000);

  it("blames no tool when the reader's answer changes by itself", async () => {
    const s = await runCheckup(options("clock", { allowWrites: true }));
    expect(annotationFindings(s)).toEqual([]);
  });
});
