import { describe, expect, it } from "vitest";
import { diffSnapshots } from "../../src/drift/diff.js";
import { makeSnapshot, type Snapshot } from "../../src/drift/snapshot.js";
import { compareFindings, type Finding } from "../../src/findings/finding.js";
import type { Tool } from "../../src/mcp/types.js";
import { notes, officialTools, reordered } from "./helpers.js";

const facts = { protocolVersion: "2025-11-25", serverInfo: { name: "srv", version: "1.0.0" } };
const snap = (tools: Tool[], instructions?: string): Snapshot => makeSnapshot({ ...facts, tools, ...(instructions ? { instructions } : {}) });
/** `rule tool parameter severity`, one line per finding, sorted: what the drift report says, in short. */
const summary = (findings: Finding[]) => findings.map((f) => `${f.rule} ${f.tool ?? "-"} ${f.parameter ?? "-"} ${f.severity}`).sort();
const one = (tool: Partial<Tool>): Tool => ({ name: "t", inputSchema: { type: "object" }, ...tool });

describe("diffSnapshots on two versions of a notes server", () => {
  const findings = diffSnapshots(makeSnapshot(notes("before")), makeSnapshot(notes("after")));

  it("reports exactly the expected drift, one finding per change", () => {
    expect(summary(findings)).toEqual(
      [
        "drift-tool-removed archive_note - error",
        "drift-tool-added export_notes - info",
        "drift-description-changed <instructions> - info",
        "drift-description-changed search_notes query info",
        "drift-enum-narrowed search_notes filters.status error",
        "drift-type-changed search_notes limit error",
        "drift-property-removed search_notes cursor error",
        "drift-required-added create_note body error",
        "drift-required-added create_note folder error",
        "drift-enum-widened create_note tags[] info",
        "drift-property-added create_note pinned info",
        "drift-required-removed update_note title warning",
        "drift-type-changed update_note body info",
        "drift-annotations-changed get_note - warning",
        "drift-description-changed get_note - info",
        "drift-output-schema-changed list_notes notes[].title error",
        "drift-output-schema-changed list_notes total error",
        "drift-output-schema-changed list_notes notes[].status error",
        "drift-output-schema-changed list_notes next_cursor warning",
        "drift-enum-narrowed tag_note tag.color error",
      ].sort(),
    );
  });

  it("returns the findings in report order", () => {
    expect(findings).toEqual([...findings].sort(compareFindings));
  });

  it("gives the path inside the schema of a nested parameter", () => {
    const f = findings.find((x) => x.rule === "drift-enum-narrowed" && x.tool === "search_notes");
    expect(f?.message).toBe(
      `Tool 'search_notes': parameter 'filters.status' no longer accepts "archived" (inputSchema.properties.filters.properties.status.enum): an agent that learned a value keeps sending it.`,
    );
  });

  it("follows a $ref into $defs and reports the path as the parameter sees it", () => {
    const f = findings.find((x) => x.tool === "tag_note");
    expect(f?.message).toContain(`no longer accepts "blue" (inputSchema.properties.tag.properties.color.enum)`);
  });

  it("reports an output property in array items with its path", () => {
    const f = findings.find((x) => x.parameter === "notes[].title");
    expect(f?.message).toContain("(outputSchema.properties.notes.items.properties.title)");
    expect(f?.message).toContain("clients that read it from structuredContent break");
  });

  it("says when a tool stops being read-only", () => {
    const f = findings.find((x) => x.rule === "drift-annotations-changed");
    expect(f?.message).toBe(
      "Tool 'get_note' no longer says it is read-only (annotations.readOnlyHint true → false): clients may now ask before calling it, and read-only runs skip it.",
    );
  });

  it("tells how to refresh the baseline, or what to restore", () => {
    const f = findings.find((x) => x.rule === "drift-tool-removed");
    expect(f?.fix).toBe(
      "If this change is intended, refresh the baseline with `mcp-checkup snapshot <server> -o mcp-tools.json`; otherwise restore tool 'archive_note' (or keep it as an alias of its replacement).",
    );
  });

  it("quotes the refresh command it is given", () => {
    const custom = diffSnapshots(makeSnapshot(notes("before")), makeSnapshot(notes("after")), { refreshCommand: "mcp-checkup snapshot 'node notes.js' -o ci/tools.json" });
    expect(custom.every((f) => f.fix.includes("`mcp-checkup snapshot 'node notes.js' -o ci/tools.json`"))).toBe(true);
  });

  it("keeps both versions of a changed description as evidence", () => {
    const f = findings.find((x) => x.rule === "drift-description-changed" && x.parameter === "query");
    expect(f?.evidence?.excerpt).toBe("before: Text to search for\nafter: Words to search for; all must match");
  });
});

describe("diffSnapshots finds nothing", () => {
  it("when tools, keys, required names and enum values are only reordered", () => {
    const input = notes("before");
    const shuffled = { ...input, tools: [...reordered(input.tools, { enums: true })].reverse() };
    expect(diffSnapshots(makeSnapshot(input), makeSnapshot(shuffled))).toEqual([]);
  });

  it.each(["everything", "filesystem", "memory", "sequential-thinking"])("between two snapshots of the %s server", (name) => {
    const tools = officialTools(name);
    expect(diffSnapshots(snap(tools), snap(reordered(tools, { enums: true }).reverse()))).toEqual([]);
  });

  it("when an annotation hint goes from absent to its spec default", () => {
    const before = snap([one({ annotations: {} })]);
    const after = snap([one({ annotations: { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true } })]);
    expect(diffSnapshots(before, after)).toEqual([]);
  });

  it("when a $ref target is renamed but its content is the same", () => {
    const schema = (def: string) => ({ type: "object", $defs: { [def]: { type: "string" } }, properties: { a: { $ref: `#/$defs/${def}` } } });
    expect(diffSnapshots(snap([one({ inputSchema: schema("A") })]), snap([one({ inputSchema: schema("B") })]))).toEqual([]);
  });
});

describe("diffSnapshots on single changes", () => {
  const diff = (before: Partial<Tool>, after: Partial<Tool>) => diffSnapshots(snap([one(before)]), snap([one(after)]));
  const props = (p: Record<string, unknown>, required: string[] = []) => ({ inputSchema: { type: "object", properties: p, required } });

  it("reports a free string that became an enum as narrowed", () => {
    const [f, ...rest] = diff(props({ mode: { type: "string" } }), props({ mode: { type: "string", enum: ["a", "b"] } }));
    expect(rest).toEqual([]);
    expect(f?.rule).toBe("drift-enum-narrowed");
    expect(f?.message).toContain(`is now limited to "a", "b" (inputSchema.properties.mode.enum)`);
  });

  it("reports a parameter turned from object into string once, not once per nested property", () => {
    const before = props({ filter: { type: "object", properties: { a: { type: "string" }, b: { type: "string" } } } });
    const found = diff(before, props({ filter: { type: "string" } }));
    expect(summary(found)).toEqual(["drift-type-changed t filter error"]);
    expect(found[0]?.message).toContain("changed type from object to string (inputSchema.properties.filter.type)");
  });

  it("treats integer to number as widening, number to integer as a breaking change", () => {
    expect(summary(diff(props({ n: { type: "integer" } }), props({ n: { type: "number" } })))).toEqual(["drift-type-changed t n info"]);
    expect(summary(diff(props({ n: { type: "number" } }), props({ n: { type: "integer" } })))).toEqual(["drift-type-changed t n error"]);
  });

  it("reports a parameter that accepted anything and now has a type as narrowed", () => {
    const [f] = diff(props({ n: {} }), props({ n: { type: "string" } }));
    expect(f).toMatchObject({ rule: "drift-type-changed", severity: "error" });
    expect(f?.message).toBe("Tool 't': parameter 'n' now accepts only string instead of any type (inputSchema.properties.n.type): callers sending other values will be refused.");
  });

  it("reports an outputSchema that disappeared as an error and a new one as a warning", () => {
    const output = { outputSchema: { type: "object", properties: { v: { type: "number" } } } };
    expect(summary(diff(output, {}))).toEqual(["drift-output-schema-changed t - error"]);
    expect(summary(diff({}, output))).toEqual(["drift-output-schema-changed t - warning"]);
  });

  it("treats a newly required output property as a warning: the server promises more", () => {
    const out = (required: string[]) => ({ outputSchema: { type: "object", properties: { v: { type: "number" } }, required } });
    expect(summary(diff(out([]), out(["v"])))).toEqual(["drift-output-schema-changed t v warning"]);
    expect(summary(diff(out(["v"]), out([])))).toEqual(["drift-output-schema-changed t v error"]);
  });

  it("reports a changed description of an output property as a description change", () => {
    const out = (description: string) => ({ outputSchema: { type: "object", properties: { v: { type: "number", description } } } });
    expect(summary(diff(out("Degrees"), out("Degrees Celsius")))).toEqual(["drift-description-changed t v info"]);
  });

  it("reports a title change and a property of array items by its [] path", () => {
    const items = (e: string[]) => props({ list: { type: "array", items: { type: "object", properties: { kind: { enum: e } } } } });
    expect(summary(diff({ title: "A", ...items(["x", "y"]) }, { title: "B", ...items(["x"]) }))).toEqual([
      "drift-description-changed t - info",
      "drift-enum-narrowed t list[].kind error",
    ]);
  });

  it("walks anyOf branches one by one when both sides have as many", () => {
    const any = (t: string) => props({ v: { anyOf: [{ type: "string" }, { type: t }] } });
    const [f] = diff(any("integer"), any("boolean"));
    expect(f?.rule).toBe("drift-type-changed");
    expect(f?.message).toContain("(inputSchema.properties.v.anyOf[1].type)");
  });

  it("reports changed instructions under <instructions>", () => {
    const found = diffSnapshots(snap([], "Be brief."), snap([], "Be thorough."));
    expect(summary(found)).toEqual(["drift-description-changed <instructions> - info"]);
  });
});
