import { describe, expect, it } from "vitest";
import { keyRank, lastWord, singular, snake, words } from "../../src/probes/names.js";

describe("words", () => {
  it("splits snake_case, kebab-case, dotted and camelCase names into lower-case words", () => {
    expect(words("create_note")).toEqual(["create", "note"]);
    expect(words("get-tiny-image")).toEqual(["get", "tiny", "image"]);
    expect(words("notes.search")).toEqual(["notes", "search"]);
    expect(words("createTicket")).toEqual(["create", "ticket"]);
    expect(words("HTTPServerGet")).toEqual(["http", "server", "get"]);
  });

  it("gives the snake_case spelling and the last word", () => {
    expect(snake("maxResults")).toBe("max_results");
    expect(snake("topK")).toBe("top_k");
    expect(lastWord("entityName")).toBe("name");
  });
});

describe("singular", () => {
  it("matches plural nouns to their singular", () => {
    expect(["notes", "entities", "boxes", "addresses", "values", "bookmarks", "ids"].map(singular)).toEqual(["note", "entity", "box", "address", "value", "bookmark", "id"]);
  });

  it("keeps short words and words ending in ss, us or is", () => {
    expect(["bus", "gas", "status", "analysis", "class"].map(singular)).toEqual(["bus", "gas", "status", "analysis", "class"]);
  });
});

describe("keyRank", () => {
  it("ranks key-like parameter names by how surely they identify a record", () => {
    expect(keyRank("note_id")).toBeLessThan(keyRank("url"));
    expect(keyRank("url")).toBeLessThan(keyRank("title"));
    expect(keyRank("fileName")).toBe(keyRank("name"));
  });

  it("returns -1 for names that are not keys", () => {
    expect(keyRank("body")).toBe(-1);
    expect(keyRank("identity")).toBe(-1);
  });
});
