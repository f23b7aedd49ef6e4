import { describe, expect, it } from "vitest";
import { parseEnvPairs, parseHeaderPairs, parseInteger, parseNameList, parseProtocol, parseSeconds } from "../../src/checkup/option-values.js";
import { UsageError } from "../../src/errors.js";

describe("option values", () => {
  it("reads whole numbers within a range, naming the input and the range when not", () => {
    expect(parseInteger("--cases", " 3 ", 1, 100)).toBe(3);
    expect(() => parseInteger("--cases", "3.5", 1, 100)).toThrow("--cases: '3.5' is not valid; expected a whole number from 1 to 100");
    expect(() => parseInteger("mcp-seed", "-1", 0)).toThrow("mcp-seed: '-1' is not valid; expected a whole number ≥ 0");
    expect(() => parseInteger("--cases", "1e3", 1)).toThrow(UsageError);
  });

  it("reads seconds above 0 and at most a day, fractions allowed", () => {
    expect(parseSeconds("--timeout", "2.5")).toBe(2.5);
    expect(parseSeconds("--timeout", "86400")).toBe(86_400);
    for (const bad of ["0", "-1", "86401", "1e9", "ten", "1s"]) {
      expect(() => parseSeconds("--timeout", bad), bad).toThrow(/^--timeout: '.*' is not valid; expected a number of seconds greater than 0 and at most 86400 \(e\.g\. 30 or 2\.5\)$/);
    }
  });

  it("reads auto, legacy or a revision as the protocol", () => {
    expect(parseProtocol("--protocol", " legacy ")).toBe("legacy");
    expect(parseProtocol("--protocol", "2025-06-18")).toBe("2025-06-18");
    expect(parseProtocol("--protocol", "2026-07-28")).toBe("2026-07-28");
    const accepted = "expected auto, legacy or a revision we speak: 2026-07-28, 2025-11-25, 2025-06-18, 2025-03-26, 2024-11-05";
    expect(() => parseProtocol("mcp-protocol", "latest")).toThrow(`mcp-protocol: 'latest' is not valid; ${accepted}`);
    // A date we do not speak was offered as it was, and the server's own revision graded without a word.
    expect(() => parseProtocol("--protocol", "1999-01-01")).toThrow(`--protocol: '1999-01-01' is not valid; ${accepted}`);
    expect(() => parseProtocol("--protocol", "2030-01-01")).toThrow(`--protocol: '2030-01-01' is not valid; ${accepted}`);
  });

  it("splits name lists on commas and newlines, dropping empty entries", () => {
    expect(parseNameList("a, b\n\nc,")).toEqual(["a", "b", "c"]);
    expect(parseNameList(undefined)).toEqual([]);
  });

  it("reads KEY=VALUE pairs, keeping = inside the value", () => {
    expect(parseEnvPairs("--env", ["API_KEY=a=b", "EMPTY="])).toEqual({ API_KEY: "a=b", EMPTY: "" });
    expect(() => parseEnvPairs("--env", ["1BAD=x"])).toThrow("--env: '1BAD' is not valid; expected KEY=VALUE with KEY made of letters, digits and _");
  });

  it("reads Name: value headers without echoing a malformed line (it may hold a secret)", () => {
    expect(parseHeaderPairs("--header", ["Authorization: Bearer a:b ", "X-Trace:1"])).toEqual({ Authorization: "Bearer a:b", "X-Trace": "1" });
    expect(() => parseHeaderPairs("--header", ["X: ok", "Bearer sk-secret-123"])).toThrow("--header: header 2 is not valid; expected 'Name: value' (an HTTP header name, a colon, the value)");
  });
});
