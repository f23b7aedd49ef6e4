import { describe, expect, it } from "vitest";
import { MAX_SCHEMA_DEPTH, schemaTooDeepFinding, tooDeepSchema } from "../../src/lint/schema-depth.js";

/** An object schema nested `levels` times through `properties.child`. */
function nested(levels: number): Record<string, unknown> {
  let schema: Record<string, unknown> = { type: "object" };
  for (let i = 0; i < levels; i++) schema = { type: "object", properties: { child: schema } };
  return schema;
}

describe("tooDeepSchema", () => {
  it("leaves a real schema alone", () => {
    expect(tooDeepSchema({ name: "t", inputSchema: nested(10), outputSchema: nested(10) })).toBeUndefined();
  });

  it("names the input schema first, then the output schema", () => {
    expect(tooDeepSchema({ name: "t", inputSchema: nested(MAX_SCHEMA_DEPTH), outputSchema: nested(MAX_SCHEMA_DEPTH) })).toBe("inputSchema");
    expect(tooDeepSchema({ name: "t", inputSchema: { type: "object" }, outputSchema: nested(MAX_SCHEMA_DEPTH) })).toBe("outputSchema");
  });

  it("walks a 20,000-level schema without overflowing the stack", () => {
    expect(tooDeepSchema({ name: "t", inputSchema: nested(20_000) })).toBe("inputSchema");
  });
});

describe("schemaTooDeepFinding", () => {
  it("says which schema of which tool, the limit, and that the tool was not called", () => {
    const f = schemaTooDeepFinding("deep", "outputSchema");
    expect(f).toMatchObject({ rule: "schema-too-deep", tool: "deep" });
    expect(f.message).toBe(`The outputSchema of 'deep' nests more than ${MAX_SCHEMA_DEPTH} levels deep; clients that validate or generate arguments recursively fail on it, so the tool was not called.`);
  });
});
