import { describe, expect, it } from "vitest";
import { NOTES_TOOLS, whyInvalid } from "../../src/sample/notes-tools.js";

const schema = (name: string) => NOTES_TOOLS.find((t) => t.name === name)!.inputSchema as unknown as Record<string, unknown>;

describe("NOTES_TOOLS", () => {
  it("describes every tool and parameter, with a required list and annotations", () => {
    for (const t of NOTES_TOOLS) {
      expect(t.description.length).toBeGreaterThanOrEqual(20);
      expect(Array.isArray(t.inputSchema.required)).toBe(true);
      for (const p of Object.values(t.inputSchema.properties)) expect((p as { description?: string }).description?.length ?? 0).toBeGreaterThan(0);
      expect(typeof t.annotations.readOnlyHint).toBe("boolean");
    }
  });

  it("marks reads read-only, create_note a non-destructive write and delete_note destructive", () => {
    expect(NOTES_TOOLS.map((t) => [t.name, t.annotations.readOnlyHint, "destructiveHint" in t.annotations ? t.annotations.destructiveHint : undefined])).toEqual([
      ["create_note", false, false],
      ["get_note", true, undefined],
      ["list_notes", true, undefined],
      ["search_notes", true, undefined],
      ["delete_note", false, true],
    ]);
  });
});

describe("whyInvalid", () => {
  it("accepts valid arguments", () => {
    expect(whyInvalid(schema("create_note"), { title: "a", body: "b", tags: ["x"] })).toBeUndefined();
  });

  it("names what is wrong", () => {
    expect(whyInvalid(schema("create_note"), { body: "b" })).toBe("missing required argument 'title'");
    expect(whyInvalid(schema("create_note"), { title: 5, body: "b" })).toBe("title must be a string");
    expect(whyInvalid(schema("create_note"), { title: "", body: "b" })).toBe("title must not be empty");
    expect(whyInvalid(schema("create_note"), { title: "a", body: "b", tags: [1] })).toBe("tags[0] must be a string");
    expect(whyInvalid(schema("list_notes"), { limit: 0 })).toBe("limit must be at least 1");
    expect(whyInvalid(schema("list_notes"), { limit: 1.5 })).toBe("limit must be an integer");
    expect(whyInvalid(schema("list_notes"), { limit: 1, color: "red" })).toBe("unknown argument 'color'");
  });
});
