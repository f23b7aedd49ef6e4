import { describe, expect, it } from "vitest";
import { closestName, editDistance, editDistanceWithin, NameMatcher, nameKey, normaliseName } from "../../src/lint/closest-name.js";

describe("editDistance", () => {
  it("counts insertions, deletions, substitutions and adjacent transpositions", () => {
    expect(editDistance("update_issue", "update_issues")).toBe(1);
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("stauts", "status")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
  });
});

describe("closestName", () => {
  const tools = ["update_issues", "list_items", "get_user", "variables_list", "delete_entities"];

  it.each([
    ["update_issue", "update_issues"],
    ["get-user", "get_user"],
    ["getUser", "get_user"],
    ["list_variables", "variables_list"],
    ["delete_entity", "delete_entities"],
    ["get_usr", "get_user"],
  ])("suggests %s → %s", (name, expected) => {
    expect(closestName(name, tools)).toBe(expected);
  });

  it("suggests nothing when no name is close", () => {
    expect(closestName("delete_repository", tools)).toBeUndefined();
    expect(closestName("add", ["sub", "mul"])).toBeUndefined();
  });

  it("normalises separators and humps", () => {
    expect(normaliseName("getUser.v2-Name")).toBe("get_user_v2_name");
  });
});

describe("editDistanceWithin", () => {
  it("returns the distance up to the bound, and bound + 1 beyond it", () => {
    expect(editDistanceWithin("update_issue", "update_issues", 2)).toBe(1);
    expect(editDistanceWithin("stauts", "status", 1)).toBe(1);
    expect(editDistanceWithin("kitten", "sitting", 2)).toBe(3);
    expect(editDistanceWithin("abc", "abcdef", 2)).toBe(3);
  });
});

describe("NameMatcher", () => {
  it("prefers the smaller distance, then the earlier name", () => {
    const matcher = new NameMatcher(["tool_12", "tool_2", "tool_1"]);
    expect(matcher.closest("tool_3")).toBe("tool_2");
    expect(matcher.closest("tool_21")).toBe("tool_12");
    expect(matcher.closest("tool_1")).toBe("tool_12");
  });

  it("finds the same suggestions as a scan over many similar names", () => {
    const names = Array.from({ length: 300 }, (_, i) => `item_${i}_get`);
    const matcher = new NameMatcher(names);
    for (const probe of ["item_7_gets", "item_42_gte", "item_299_get", "itme_5_get", "item_1000_get", "unrelated_name"]) {
      let best: string | undefined;
      let bestD = Infinity;
      for (const n of names) {
        const d = editDistance(nameKey(probe), nameKey(n));
        if (n !== probe && d <= 1 && d < bestD) [best, bestD] = [n, d];
      }
      expect({ probe, got: matcher.closest(probe) }).toEqual({ probe, got: best });
    }
  });

  it("compares names without case, separators or plural endings", () => {
    expect(nameKey("DeleteEntities")).toBe("delete_entity");
    expect(nameKey("list-boxes.v2")).toBe("list_box_v2");
  });
});
