import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import type { Scorecard } from "../../src/scorecard/types.js";

/**
 * The annotation checks end to end: lint rules and the read-only check (`annotation-readonly-writes`) on the
 * annotations fixture server, one defect per `--bug` mode, graded by runCheckup as the CLI does.
 */
const SERVER = fileURLToPath(new URL("../fixtures/probes/annotations-server.mjs", import.meta.url));

function options(bug: string | undefined, more: Partial<CheckupOptions> = {}): CheckupOptions {
  return {
    ...DEFAULTS,
    target: { kind: "stdio", command: process.execPath, args: [SERVER, ...(bug ? ["--bug", bug] : [])] },
    args: { global: {}, perTool: {} },
    only: [],
    skip: [],
    cases: 1,
    edgeCases: false,
    protocolChecks: false,
    probes: true,
    ...more,
  };
}

const annotationFindings = (s: Scorecard) =>
  s.findings.filter((f) => f.rule.startsWith("annotation")).map((f) => `${f.rule}@${f.tool ?? "server"}:${f.severity}${f.confidence ? `(${f.confidence})` : ""}`);
const readOnlyRows = (s: Scorecard) => s.probes.filter((p) => p.probe === "read-only-check").map((p) => `${p.tool}:${p.status}`);

describe.concurrent("annotation lint on the fixture server", () => {
  it("finds nothing wrong with right annotations, and every read-only tool keeps what the readers show", async () => {
    const s = await runCheckup(options(undefined, { allowWrites: true }));
    expect(annotationFindings(s)).toEqual([]);
    expect(readOnlyRows(s)).toEqual(["list_notes:passed", "get_note:passed", "search_notes:passed"]);
    expect(s.grade).toBe("A");
  });

  it("warns about a delete tool annotated destructiveHint: false", async () => {
    expect(annotationFindings(await runCheckup(options("delete-unmarked", { probes: false })))).toEqual(["annotation-destructive-missing@delete_note:warning"]);
  });

  it("notes every tool without annotations at info, the delete tool too (clients assume it destructive)", async () => {
    expect(annotationFindings(await runCheckup(options("no-annotations", { probes: false })))).toEqual([
      "annotations-missing@create_note:info",
      "annotation-destructive-missing@delete_note:info",
      "annotations-missing@get_note:info",
      "annotations-missing@list_notes:info",
      "annotations-missing@search_notes:info",
    ]);
  });

  it("warns about readOnlyHint and destructiveHint both true", async () => {
    expect(annotationFindings(await runCheckup(options("conflict", { probes: false })))).toEqual(["annotation-hints-conflict@get_note:warning"]);
  });

  it("warns once about one annotation object on reads and writes", async () => {
    expect(annotationFindings(await runCheckup(options("identical", { probes: false })))).toEqual([
      "annotations-identical@server:warning",
      "annotation-destructive-missing@delete_note:warning",
    ]);
  });
});

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
