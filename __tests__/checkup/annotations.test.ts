import { describe, expect, it } from "vitest";
import { runCheckup } from "../../src/checkup/run-checkup.js";
import { annotationFindings, annotationsOptions as options } from "../probes/annotations-checkup.js";
import type { Scorecard } from "../../src/scorecard/types.js";

/**
 * The annotation checks end to end: lint rules on the annotations fixture server, one defect per `--bug` mode,
 * graded by runCheckup as the CLI does. The read-only check's own cases are in probes/readonly-writes.test.ts.
 */
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
