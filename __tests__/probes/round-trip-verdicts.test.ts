import { describe, expect, it } from "vitest";
import type { Observation } from "../../src/probes/observe.js";
import { KEEP_FIRST_RESULT, notPassed, readKeepFirst, readSameKeyAnswer, readSameKeyReread, SAME_KEY_RESULT } from "../../src/probes/round-trip-verdicts.js";

const obs = (fields: Partial<Observation>): Observation => ({
  tool: "add_note",
  args: { id: "n1", text: "probe" },
  status: "ok",
  outcome: "passed",
  text: "Saved note n1.",
  searchable: "Saved note n1.",
  summary: "Saved note n1.",
  restarted: false,
  ...fields,
});

describe("readSameKeyAnswer", () => {
  it("takes an isError answer as a clean refusal", () => {
    expect(readSameKeyAnswer(obs({ status: "tool-error", outcome: "refused", summary: "note n1 exists" }), false)).toBe("refused");
  });

  it("takes a success whose text reports a failure as the write saying it did nothing", () => {
    expect(readSameKeyAnswer(obs({ outcome: "failed", text: "Error: duplicate id" }), false)).toBe("reports-failure");
  });

  it("takes a call that did not complete as incomplete", () => {
    expect(readSameKeyAnswer(obs({ status: "timeout", outcome: "failed" }), false)).toBe("incomplete");
  });

  it("takes an answer saying it skipped the write as skipped", () => {
    expect(readSameKeyAnswer(obs({ text: "Note n1 already exists, skipped." }), false)).toBe("says-skipped");
  });

  it("takes an empty list from a write that echoed its first record as skipped", () => {
    expect(readSameKeyAnswer(obs({ text: "[]", result: { content: [], structuredContent: { items: [] } } }), true)).toBe("says-skipped");
  });

  it("re-reads after a plain success", () => {
    expect(readSameKeyAnswer(obs({}), false)).toBe("stored");
  });
});

describe("readSameKeyReread", () => {
  it("passes when a reader shows the new values", () => {
    expect(readSameKeyReread(true, false, false)).toBe("replaced");
    expect(readSameKeyReread(true, true, false)).toBe("added");
    expect(readSameKeyReread(true, true, true)).toBe("replaced");
  });

  it("fails as a silent no-op when a reader still shows only the old values", () => {
    expect(readSameKeyReread(false, true, false)).toBe("silent-noop");
  });

  it("does not blame old values seen after a restart", () => {
    expect(readSameKeyReread(false, true, true)).toBe("unclear");
  });
});

describe("SAME_KEY_RESULT", () => {
  it("passes a refused same-key write and says why", () => {
    const r = SAME_KEY_RESULT.refused;
    expect([r.status, r.detail("id", obs({ summary: "note n1 exists" }))]).toEqual(["passed", "a second write with the same id was refused (note n1 exists), which is fine"]);
  });

  it("leaves an incomplete same-key write inconclusive with why it did not pass", () => {
    expect(SAME_KEY_RESULT.incomplete.detail("id", obs({ outcome: "blocked", summary: "no network" }))).toBe("the same-key write did not complete: blocked: no network");
  });
});

describe("readKeepFirst", () => {
  const facts = { shown: false, restarted: false, unclean: false, listingsOnly: false, secondShown: false };

  it("passes when the first record still shows", () => {
    expect(readKeepFirst({ ...facts, shown: true, restarted: true })).toBe("shown");
  });

  it("is inconclusive after a restart", () => {
    expect(readKeepFirst({ ...facts, restarted: true })).toBe("restarted");
  });

  it("is inconclusive when a reader did not answer cleanly", () => {
    expect(readKeepFirst({ ...facts, unclean: true })).toBe("unclean");
  });

  it("is inconclusive when listings show neither record", () => {
    expect(readKeepFirst({ ...facts, listingsOnly: true })).toBe("partial-listing");
  });

  it("reports the first record lost when a listing shows the second but not the first", () => {
    expect(readKeepFirst({ ...facts, listingsOnly: true, secondShown: true })).toBe("lost");
  });
});

describe("KEEP_FIRST_RESULT", () => {
  it("names the reader that did not answer cleanly", () => {
    expect(KEEP_FIRST_RESULT.unclean.detail(obs({ tool: "get_note", status: "rpc-error", outcome: "failed", summary: "-32603 boom" }))).toBe("after a second write get_note did not answer cleanly (failed: -32603 boom)");
  });
});

describe("notPassed", () => {
  it("does not repeat an outcome the summary already starts with", () => {
    expect(notPassed(obs({ outcome: "refused", summary: "refused: Note not found" }))).toBe("refused: Note not found");
  });
});
