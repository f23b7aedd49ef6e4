import { describe, expect, it } from "vitest";
import { RULE_IDS, RULES, ruleAnchor } from "../../src/findings/rules.js";

describe("the rule catalogue", () => {
  it("names every rule in kebab-case, with a summary that ends its sentence", () => {
    for (const id of RULE_IDS) {
      expect(id, id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(RULES[id].summary, id).toMatch(/\.$/);
    }
  });

  it("keeps the ids DESIGN.md fixed, with their categories", () => {
    expect(RULES["happy-call-failed"]).toMatchObject({ severity: "error", category: "runtime" });
    expect(RULES["server-crashed"]).toMatchObject({ severity: "error", category: "runtime" });
    expect(RULES["probe-silent-noop"].category).toBe("probe");
    expect(RULES["schema-missing"].category).toBe("lint");
  });

  it("lists every id once, in catalogue order", () => {
    expect(RULE_IDS).toEqual(Object.keys(RULES));
    expect(new Set(RULE_IDS).size).toBe(RULE_IDS.length);
  });

  it("anchors each rule in the README's rule table", () => {
    expect(ruleAnchor("probe-silent-noop")).toBe("#rule-probe-silent-noop");
  });
});
