import { describe, expect, it } from "vitest";
import { NotesStore, STARTER_NOTES } from "../../src/sample/notes-store.js";

describe("NotesStore", () => {
  it("starts with the starter notes, oldest first", () => {
    expect(new NotesStore().list().map((n) => n.title)).toEqual(STARTER_NOTES.map((n) => n.title));
  });

  it("creates a note, then replaces its body and tags on the same title", () => {
    const store = new NotesStore();
    expect(store.save("plan", "draft", []).created).toBe(true);
    expect(store.save("plan", "final", ["work"])).toEqual({ note: { title: "plan", body: "final", tags: ["work"] }, created: false });
    expect(store.get("plan")?.body).toBe("final");
  });

  it("lists and searches at most limit notes", () => {
    const store = new NotesStore();
    expect(store.list(2)).toHaveLength(2);
    expect(store.search("E", 1).map((n) => n.title)).toEqual(["welcome"]);
  });

  it("deletes by exact title", () => {
    const store = new NotesStore();
    expect(store.delete("welcome")).toBe(true);
    expect(store.delete("welcome")).toBe(false);
    expect(store.get("welcome")).toBeUndefined();
  });

  it("with silent-skip, answers a save on an existing title as if done and keeps the old body", () => {
    const store = new NotesStore("silent-skip");
    store.save("plan", "draft", []);
    expect(store.save("plan", "final", []).note.body).toBe("final");
    expect(store.get("plan")?.body).toBe("draft");
  });

  it("with lose-on-write, replaces every note with the new one", () => {
    const store = new NotesStore("lose-on-write");
    store.save("plan", "draft", []);
    expect(store.list().map((n) => n.title)).toEqual(["plan"]);
  });

  it("with limit-ignored, returns every note whatever limit says", () => {
    expect(new NotesStore("limit-ignored").list(1)).toHaveLength(STARTER_NOTES.length);
  });
});
