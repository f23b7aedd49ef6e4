import { describe, expect, it } from "vitest";
import { snapshotToolLines } from "../../src/drift/snapshot-lines.js";
import { makeSnapshot, renderSnapshot } from "../../src/drift/snapshot.js";
import { notes } from "./helpers.js";

describe("snapshotToolLines", () => {
  it("gives the 1-based line of each tool's name in a rendered snapshot", () => {
    const text = renderSnapshot(makeSnapshot({ ...notes("before") }));
    const lines = snapshotToolLines(text);
    const fileLines = text.split("\n");
    expect([...lines.keys()]).toEqual(["archive_note", "create_note", "echo", "get_note", "list_notes", "search_notes", "tag_note", "update_note"]);
    for (const [name, line] of lines) expect(fileLines[line - 1]).toBe(`      "name": ${JSON.stringify(name)},`);
  });

  it("gives nothing for text in another layout", () => {
    expect(snapshotToolLines('{"tools":[{"name":"a"}]}').size).toBe(0);
  });
});
