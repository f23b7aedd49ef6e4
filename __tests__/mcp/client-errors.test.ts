import { describe, expect, it } from "vitest";
import { CLIENT_SIDE_ERROR_CODE, clientSideError, errorResponse, isClientSideError } from "../../src/mcp/client-errors.js";
import { httpStatusError } from "../../src/mcp/http-exchange.js";

describe("client-side JSON-RPC errors", () => {
  it("marks an error made up for a wire problem with the problem's kind, keeping extra data", () => {
    expect(clientSideError("response-too-large", "The response was larger than 4 MiB.", { bytes: 5 })).toEqual({
      code: CLIENT_SIDE_ERROR_CODE,
      message: "The response was larger than 4 MiB.",
      data: { clientSide: "response-too-large", bytes: 5 },
    });
  });

  it("wraps an error into the response for a request id", () => {
    expect(errorResponse("a", { code: -32000, message: "m" })).toEqual({ jsonrpc: "2.0", id: "a", error: { code: -32000, message: "m" } });
  });

  it("tells our own errors (a wire problem, an HTTP status) from the server's", () => {
    expect(isClientSideError(clientSideError("http-invalid-json", "x"))).toBe(true);
    expect(isClientSideError(httpStatusError(404, "Not Found", ""))).toBe(true);
    expect(isClientSideError({ code: -32602, message: "Invalid params", data: { field: "x" } })).toBe(false);
    expect(isClientSideError({ code: -32000, message: "no data" })).toBe(false);
    expect(isClientSideError("text")).toBe(false);
  });
});
