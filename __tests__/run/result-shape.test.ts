import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { checkResultShape, resultText } from "../../src/run/result-shape.js";

const withOutput = (outputSchema: unknown): Tool => ({ name: "t", inputSchema: { type: "object" }, outputSchema });
const rules = (findings: { rule: string }[]) => findings.map((f) => f.rule);

describe("checkResultShape", () => {
  it("reports content-missing for a result without a content array or a result that is not an object", () => {
    expect(rules(checkResultShape("t", undefined, "happy path #1", { isError: false }, {}))).toEqual(["content-missing"]);
    expect(rules(checkResultShape("t", undefined, "happy path #1", "text", {}))).toEqual(["content-missing"]);
    expect(rules(checkResultShape("t", undefined, "happy path #1", { content: [] }, {}))).toEqual([]);
  });

  it("validates structuredContent in the outputSchema's declared dialect", () => {
    const draft07 = withOutput({ $schema: "http://json-schema.org/draft-07/schema#", type: "object", properties: { pair: { type: "array", items: [{ type: "string" }], additionalItems: false } } });
    expect(rules(checkResultShape("t", draft07, "x", { content: [], structuredContent: { pair: ["a", "b"] } }, {}))).toEqual(["output-schema-mismatch"]);
    expect(rules(checkResultShape("t", draft07, "x", { content: [], structuredContent: { pair: ["a"] } }, {}))).toEqual([]);
  });

  it("does not assert format in structuredContent (an annotation in JSON Schema 2020-12)", () => {
    expect(checkResultShape("t", withOutput({ type: "object", properties: { at: { type: "string", format: "date-time" } } }), "x", { content: [], structuredContent: { at: "yesterday" } }, {})).toEqual([]);
  });

  it("skips the success schema for isError results", () => {
    expect(checkResultShape("t", withOutput({ type: "object", required: ["a"] }), "x", { content: [], isError: true, structuredContent: { error: "x" } }, {})).toEqual([]);
  });

  it("leaves an outputSchema that cannot be compiled to lint", () => {
    expect(checkResultShape("t", withOutput({ $ref: "https://example.invalid/x.json" }), "x", { content: [], structuredContent: {} }, {})).toEqual([]);
  });
});

describe("resultText", () => {
  it("joins text blocks and embedded text resources", () => {
    expect(resultText({ content: [{ type: "text", text: "a" }, { type: "image", data: "" }, { type: "resource", resource: { uri: "x", text: "b" } }] })).toBe("a b");
    expect(resultText(null)).toBe("");
  });
});
