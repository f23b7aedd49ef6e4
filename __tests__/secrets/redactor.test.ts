import { describe, expect, it } from "vitest";
import { REDACTED, Redactor } from "../../src/secrets/redactor.js";

describe("Redactor", () => {
  it("replaces every occurrence of a secret in text", () => {
    expect(new Redactor(["tok-123"]).text("a tok-123 b tok-123")).toBe(`a ${REDACTED} b ${REDACTED}`);
  });

  it("removes a longer secret whole before a shorter one it contains", () => {
    expect(new Redactor(["abcd", "abcdefgh"]).text("x abcdefgh y")).toBe(`x ${REDACTED} y`);
  });

  it("finds a secret in its JSON-escaped and percent-encoded forms", () => {
    const redactor = new Redactor(['pa"ss/wd']);
    expect(redactor.text(JSON.stringify({ v: 'pa"ss/wd' }))).toBe(`{"v":"${REDACTED}"}`);
    expect(redactor.text(`?k=${encodeURIComponent('pa"ss/wd')}`)).toBe(`?k=${REDACTED}`);
  });

  it("redacts strings and keys inside JSON values, and returns the same value when there is nothing to hide", () => {
    const value = { "key-SECRET9": ["x SECRET9"], n: 1 };
    expect(new Redactor(["SECRET9"]).json(value)).toEqual({ [`key-${REDACTED}`]: [`x ${REDACTED}`], n: 1 });
    expect(Redactor.none.json(value)).toBe(value);
  });

  it("redacts the part of a secret a log window starts with", () => {
    expect(new Redactor(["supersecret"]).tail("xx supersecret yy\nsecret rest", 11)).toBe(`${REDACTED} rest`);
  });

  it("grows with more secrets", () => {
    expect(new Redactor(["aaaa"]).with(["bbbb"]).text("aaaa bbbb")).toBe(`${REDACTED} ${REDACTED}`);
  });
});
