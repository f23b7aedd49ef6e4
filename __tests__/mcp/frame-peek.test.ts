import { describe, expect, it } from "vitest";
import { peekFrame } from "../../src/mcp/frame-peek.js";

describe("peekFrame", () => {
  it("reads the top-level id from the head of a response", () => {
    expect(peekFrame('{"jsonrpc":"2.0","id":7,"result":{"content":[{"text":"xxxx')).toEqual({ id: 7, hasMethod: false });
  });

  it("does not take a nested id for the top-level one, and reads it from the tail", () => {
    expect(peekFrame('{"result":{"items":[{"id":99,"name":"a', 'aaa"}]},"jsonrpc":"2.0","id":"r-1"}')).toEqual({ id: "r-1", hasMethod: false });
  });

  it("tells a request or notification by its top-level method", () => {
    expect(peekFrame('{"jsonrpc":"2.0","method":"notifications/message","params":{"data":"xxx')).toEqual({ hasMethod: true });
  });

  it("finds nothing in text that is not a JSON object", () => {
    expect(peekFrame("xxxxxxxx")).toEqual({ hasMethod: false });
  });
});
