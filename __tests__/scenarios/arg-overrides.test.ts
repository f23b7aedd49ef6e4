import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import type { Tool } from "../../src/mcp/types.js";
import { mergeArgOverrides, overridesFor, parseArgPair, parseArgValue, readArgOverrides, type ArgOverrides } from "../../src/scenarios/arg-overrides.js";

describe("parseArgPair", () => {
  it("reads a global NAME=VALUE", () => {
    expect(parseArgPair("--arg", "path=/tmp/a.txt")).toEqual({ name: "path", value: "/tmp/a.txt" });
  });

  it("reads a per-tool TOOL:NAME=VALUE", () => {
    expect(parseArgPair("--arg", "read_file:head=5")).toEqual({ tool: "read_file", name: "head", value: 5 });
  });

  it("treats a colon after the first = as part of the value", () => {
    expect(parseArgPair("--arg", "url=http://localhost:8080/x")).toEqual({ name: "url", value: "http://localhost:8080/x" });
  });

  it("keeps everything after the first = (an = in the value)", () => {
    expect(parseArgPair("--arg", "expr=a=b")).toEqual({ name: "expr", value: "a=b" });
  });

  it("rejects a pair without NAME or without =, naming the flag and the accepted form", () => {
    for (const bad of ["novalue", "=5", ":x=1", "tool:=1"]) {
      expect(() => parseArgPair("--arg", bad)).toThrow(UsageError);
    }
    expect(() => parseArgPair("mcp-args", "novalue")).toThrow("mcp-args: 'novalue' is not valid; expected NAME=VALUE or TOOL:NAME=VALUE");
  });
});

describe("parseArgValue", () => {
  it("parses JSON when it parses and keeps text otherwise", () => {
    expect(parseArgValue("5")).toBe(5);
    expect(parseArgValue("true")).toBe(true);
    expect(parseArgValue('["a","b"]')).toEqual(["a", "b"]);
    expect(parseArgValue('"007"')).toBe("007");
    expect(parseArgValue("007")).toBe("007");
    expect(parseArgValue("hello world")).toBe("hello world");
    expect(parseArgValue("")).toBe("");
  });
});

describe("readArgOverrides", () => {
  it("lets --arg flags win over the file", async () => {
    expect(
      await readArgOverrides({ pairs: ["path=/flag", "read_file:head=1"], flag: "--arg", file: "args:\n  path: /file\n  mode: x\ntools:\n  read_file:\n    head: 9\n", fileName: "a.yml" }),
    ).toEqual({ global: { path: "/flag", mode: "x" }, perTool: { read_file: { head: 1 } } });
  });

  it("gives empty overrides when nothing was given", async () => {
    expect(await readArgOverrides({ pairs: [], flag: "--arg" })).toEqual({ global: {}, perTool: {} });
  });

  it("reads a JSON file as JSON and names the file when it is neither JSON nor YAML", async () => {
    const json = '{ "args": { "path": "/file" }, "tools": { "read_file": { "head": 9 } } }';
    expect(await readArgOverrides({ pairs: [], flag: "--arg", file: json, fileName: "a.json" })).toEqual({ global: { path: "/file" }, perTool: { read_file: { head: 9 } } });
    await expect(readArgOverrides({ pairs: [], flag: "--arg", file: "args: [unclosed", fileName: "a.yml" })).rejects.toThrow(/^--args-file a\.yml: not valid JSON or YAML \(/);
    await expect(readArgOverrides({ pairs: [], flag: "--arg", file: "[1, 2]", fileName: "a.json" })).rejects.toThrow(/^--args-file a\.json: expected an object of the shape/);
  });
});

describe("mergeArgOverrides", () => {
  it("keeps both sides' values of one tool, the upper side winning for the same parameter", () => {
    const under: ArgOverrides = { global: { a: 1, b: 1 }, perTool: { t: { x: 1, y: 1 } } };
    const over: ArgOverrides = { global: { b: 2 }, perTool: { t: { y: 2 }, u: { z: 2 } } };
    expect(mergeArgOverrides(under, over)).toEqual({ global: { a: 1, b: 2 }, perTool: { t: { x: 1, y: 2 }, u: { z: 2 } } });
  });

  it("leaves its inputs unchanged", () => {
    const under: ArgOverrides = { global: {}, perTool: { t: { x: 1 } } };
    mergeArgOverrides(under, { global: {}, perTool: { t: { x: 2 } } });
    expect(under.perTool.t).toEqual({ x: 1 });
  });
});

describe("overridesFor", () => {
  const echo: Tool = { name: "echo", inputSchema: { type: "object", properties: { text: { type: "string" }, count: { type: "integer" } } } };
  const write: Tool = { name: "write", inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] } };
  const args: ArgOverrides = { global: { text: "hi", other: 1, count: 2 }, perTool: { echo: { count: 9 } } };

  it("applies a global value only to tools that have the parameter, and lets per-tool values win", () => {
    expect(overridesFor(echo, args).merged).toEqual({ text: "hi", count: 9 });
    expect(overridesFor(write, args).merged).toEqual({});
  });

  it("sends a number given for a string parameter as text", () => {
    expect(overridesFor(write, { global: { path: 42 }, perTool: {} }).merged).toEqual({ path: "42" });
  });

  it("reads parameter names through $ref and allOf", () => {
    const tool: Tool = { name: "t", inputSchema: { type: "object", allOf: [{ $ref: "#/$defs/p" }], $defs: { p: { properties: { id: { type: "string" } } } } } };
    expect(overridesFor(tool, { global: { id: 7 }, perTool: {} }).merged).toEqual({ id: "7" });
  });
});
