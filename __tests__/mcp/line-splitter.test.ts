import { describe, expect, it } from "vitest";
import { LineSplitter } from "../../src/mcp/line-splitter.js";

function split(chunks: string[], maxLineChars?: number) {
  const lines: string[] = [];
  const overflows: { head: string; lengthChars: number }[] = [];
  const splitter = new LineSplitter({
    line: (text) => lines.push(text),
    overflow: (head, lengthChars) => overflows.push({ head, lengthChars }),
    maxLineChars,
    headChars: 4,
  });
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return { lines, overflows };
}

describe("LineSplitter", () => {
  it("joins a line that arrives in several chunks", () => {
    expect(split(['{"jsonrpc":', '"2.0"', ',"id":1}\n{"a"', ":2}\n"]).lines).toEqual(['{"jsonrpc":"2.0","id":1}', '{"a":2}']);
  });

  it("strips a trailing carriage return", () => {
    expect(split(["one\r\ntwo\r\n"]).lines).toEqual(["one", "two"]);
  });

  it("delivers a last line that has no newline when the stream ends", () => {
    expect(split(["done\npartial"]).lines).toEqual(["done", "partial"]);
  });

  it("reports an over-long line once by its head and length, and keeps going after it", () => {
    const result = split(["abcdefgh", "ijkl", "mnop\nnext\n"], 10);
    expect(result.overflows).toEqual([{ head: "abcd", lengthChars: 16 }]);
    expect(result.lines).toEqual(["next"]);
  });
});

describe("LineSplitter over-long lines", () => {
  it("says so as soon as a line passes the limit, then reports its length and tail at its end", () => {
    const events: string[] = [];
    const splitter = new LineSplitter({
      maxLineChars: 10,
      headChars: 4,
      line: (text) => events.push(`line ${text}`),
      overflowStart: (head) => events.push(`start ${head}`),
      overflow: (head, length, tail) => events.push(`end ${head} ${length} ${tail.slice(-3)}`),
    });
    splitter.push("abcdefghijkl");
    expect(events).toEqual(["start abcd"]);
    splitter.push("mnXYZ\nok\n");
    expect(events).toEqual(["start abcd", "end abcd 17 XYZ", "line ok"]);
  });
});
