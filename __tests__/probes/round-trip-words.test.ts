import { describe, expect, it } from "vitest";
import { concurrentLostWords, deleteNoopWords, notObservableWords, sameKeyNoopWords, secondWriteLostWords } from "../../src/probes/round-trip-words.js";

describe("round-trip words", () => {
  it("asks to correct a declared pair when its reader does not show the write", () => {
    expect(notObservableWords("add_note", "get_note", 'id "n1"', true).fix).toBe("Make add_note store what it reports as saved so that get_note returns it, or correct the pair in the probe config.");
  });

  it("names the key a same-key write silently ignored", () => {
    expect(sameKeyNoopWords("add_note", "id", "get_note").message).toBe("add_note answered success to a write with an existing id, but get_note still shows the old values: the write silently did nothing.");
  });

  it("names the record a second write lost and the readers that no longer show it", () => {
    expect(secondWriteLostWords("add_note", 'id "n1"', "get_note, list_notes").message).toBe('After add_note stored a second record, the first one (id "n1") no longer shows in get_note, list_notes: a write lost earlier data.');
  });

  it("counts the records concurrent writes lost", () => {
    expect(concurrentLostWords("add_note", 3, 8, 'id "n4"').message).toBe('3 of 8 records written by 8 concurrent add_note calls are missing afterwards: concurrent writes lose data (e.g. id "n4").');
  });

  it("tells a delete that changed nothing to say so with isError", () => {
    expect(deleteNoopWords("delete_note", "get_note", 'id "n1"').fix).toBe("Remove the record when delete_note reports success, or answer with isError when nothing was deleted.");
  });
});
