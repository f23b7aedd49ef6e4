import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { argHint } from "../../src/probes/hints.js";

const tool: Tool = {
  name: "create_note",
  inputSchema: { type: "object", properties: { title: { type: "string" }, body: { type: "string" }, folder: { type: "string" } }, required: ["title", "body"] },
};

describe("argHint", () => {
  it("names the parameters the failure text mentions", () => {
    expect(argHint(tool, "Folder 'x' does not exist")).toBe("--arg create_note:folder=VALUE");
  });

  it("otherwise names the required parameters, two at most", () => {
    expect(argHint(tool, "something went wrong")).toBe("--arg create_note:title=VALUE --arg create_note:body=VALUE");
  });

  it("keeps to the parameters it is told to consider", () => {
    expect(argHint(tool, "", ["folder"])).toBe("--arg create_note:folder=VALUE");
  });

  it("points at the probe config for a tool without parameters", () => {
    expect(argHint({ name: "ping", inputSchema: { type: "object" } })).toBe("declare the call in --probe-config");
  });

  it("reads a parameter name with regex characters literally", () => {
    const odd: Tool = { name: "t", inputSchema: { type: "object", properties: { "a.b": { type: "string" }, aXb: { type: "string" } } } };
    expect(argHint(odd, "a.b is wrong")).toBe("--arg t:a.b=VALUE");
  });
});
