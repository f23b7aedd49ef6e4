import { describe, expect, it } from "vitest";
import { MARKER_PATTERN, MarkerSource, markerFor } from "../../src/probes/markers.js";

describe("MarkerSource", () => {
  it("hands out the same tags for the same seed", () => {
    const a = new MarkerSource(1);
    const b = new MarkerSource(1);
    expect([a.nextTag(), a.nextTag()]).toEqual([b.nextTag(), b.nextTag()]);
  });

  it("hands out distinct tags within a run, and other tags for another seed or salt", () => {
    const a = new MarkerSource(1);
    const tags = Array.from({ length: 200 }, () => a.nextTag());
    expect(new Set(tags).size).toBe(200);
    expect(new MarkerSource(2).nextTag()).not.toBe(tags[0]);
    expect(new MarkerSource(1, "run-2").nextTag()).not.toBe(tags[0]);
  });

  it("makes tags of tsp and eight hex digits", () => {
    expect(new MarkerSource(7).nextTag()).toMatch(/^tsp[0-9a-f]{8}$/);
  });
});

describe("markerFor", () => {
  it("appends the field name, reduced to word characters", () => {
    expect(markerFor("tsp0123abcd", "title")).toBe("tsp0123abcdtitle");
    expect(markerFor("tsp0123abcd", "entity-type")).toBe("tsp0123abcdentity_type");
  });

  it("produces text the marker pattern finds", () => {
    expect("saved tsp0123abcdbody ok".match(MARKER_PATTERN)).toEqual(["tsp0123abcdbody"]);
  });
});
