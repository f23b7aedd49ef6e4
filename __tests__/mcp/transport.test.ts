import { describe, expect, it } from "vitest";
import { MAX_FRAME_DEPTH, pruneDeep } from "../../src/mcp/limits.js";
import { isJsonRpcMessage, parseFrame, POLLUTION_LINE_CHARS, pollutionRecord } from "../../src/mcp/transport.js";

describe("isJsonRpcMessage", () => {
  it("accepts requests, notifications and responses, even without jsonrpc: 2.0", () => {
    expect(isJsonRpcMessage({ jsonrpc: "2.0", id: 1, method: "ping" })).toBe(true);
    expect(isJsonRpcMessage({ method: "notifications/initialized" })).toBe(true);
    expect(isJsonRpcMessage({ id: 1, result: {} })).toBe(true);
    expect(isJsonRpcMessage({ id: null, error: { code: -32700, message: "Parse error" } })).toBe(true);
  });

  it("refuses objects that are neither", () => {
    expect(isJsonRpcMessage({ id: 1 })).toBe(false);
    expect(isJsonRpcMessage({ method: 3 })).toBe(false);
    expect(isJsonRpcMessage([{ id: 1, result: {} }])).toBe(false);
  });
});

describe("parseFrame", () => {
  it("reads one message, or a batch whose members are all messages", () => {
    expect(parseFrame('{"jsonrpc":"2.0","id":1,"result":{}}')).toEqual([{ jsonrpc: "2.0", id: 1, result: {} }]);
    expect(parseFrame('[{"id":1,"result":{}},{"method":"n"}]')).toHaveLength(2);
  });

  it("is null for text, broken JSON, JSON that is not JSON-RPC, and an empty batch", () => {
    for (const line of ["Server started", '{"id":1,', '{"hello":"world"}', "[]", '[{"id":1,"result":{}},3]']) expect(parseFrame(line), line).toBeNull();
  });

  it("cuts values nested deeper than the limit instead of recursing without bound", () => {
    const deep = `{"id":1,"result":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    const [message] = parseFrame(deep) ?? [];
    let depth = 0;
    for (let v: unknown = (message as { result: unknown }).result; Array.isArray(v) && v.length > 0; v = v[0]) depth++;
    expect(depth).toBeLessThan(5000);
  });

  it("cuts exactly what pruneDeep cuts at and around the limit, brackets in strings counted or not", () => {
    for (let nesting = MAX_FRAME_DEPTH - 3; nesting <= MAX_FRAME_DEPTH + 2; nesting++) {
      for (const inner of ["[".repeat(nesting) + "]".repeat(nesting), '{"a":'.repeat(nesting) + "1" + "}".repeat(nesting), '"' + "[{".repeat(nesting) + '"']) {
        const raw = `{"jsonrpc":"2.0","id":1,"result":${inner}}`;
        const expected = JSON.parse(raw) as unknown;
        pruneDeep(expected);
        expect(parseFrame(raw), `${nesting} ${inner.slice(0, 6)}`).toEqual([expected]);
      }
    }
  });
});

describe("pollutionRecord", () => {
  it("keeps a short line whole", () => {
    expect(pollutionRecord("banner", 12)).toEqual({ line: "banner", atMs: 12 });
  });

  it("keeps the head of a long line and its length", () => {
    const line = "x".repeat(POLLUTION_LINE_CHARS + 10);
    expect(pollutionRecord(line, 0)).toEqual({ line: "x".repeat(POLLUTION_LINE_CHARS), atMs: 0, truncated: true, lengthChars: POLLUTION_LINE_CHARS + 10 });
  });
});
