import { describe, expect, it } from "vitest";
import { parseArgsFile } from "../../src/scenarios/args-file.js";

describe("parseArgsFile", () => {
  it("reads the documented JSON shape", () => {
    expect(parseArgsFile('{"args": {"path": "/a"}, "tools": {"read_file": {"head": 2}}}', "args.json")).toEqual({
      global: { path: "/a" },
      perTool: { read_file: { head: 2 } },
    });
  });

  it("reads YAML", () => {
    expect(parseArgsFile("args:\n  path: /a\ntools:\n  read_file:\n    head: 2\n", "args.yml")).toEqual({ global: { path: "/a" }, perTool: { read_file: { head: 2 } } });
  });

  it("treats an empty file as no values", () => {
    expect(parseArgsFile("", "args.yml")).toEqual({ global: {}, perTool: {} });
  });

  it("rejects unknown top-level keys, showing the shape", () => {
    expect(() => parseArgsFile('{"path": "/a"}', "args.json")).toThrow(`--args-file args.json: unknown key 'path'; expected { "args": { NAME: value }, "tools": { TOOL: { NAME: value } } }`);
  });

  it("rejects a tool entry that is not an object", () => {
    expect(() => parseArgsFile('{"tools": {"read_file": 5}}', "a.json")).toThrow("'tools.read_file' must be an object");
  });

  it("rejects text that is neither JSON nor YAML", () => {
    expect(() => parseArgsFile("{ unclosed", "a.json")).toThrow(/--args-file a.json: not valid JSON or YAML/);
  });

  it("rejects a list at the top", () => {
    expect(() => parseArgsFile("[1, 2]", "a.json")).toThrow(/expected an object/);
  });
});

describe("parseArgsFile and __proto__", () => {
  it("keeps a parameter or tool named __proto__ as a value of its own, never as a prototype", () => {
    const overrides = parseArgsFile('{"args": {"__proto__": {"x": 1}, "y": 2}, "tools": {"__proto__": {"z": 3}}}', "a.json");
    expect(Object.getPrototypeOf(overrides.global)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(overrides.perTool)).toBe(Object.prototype);
    expect(Object.keys(overrides.global)).toEqual(["__proto__", "y"]);
    expect(Object.hasOwn(overrides.perTool, "__proto__")).toBe(true);
  });
});
