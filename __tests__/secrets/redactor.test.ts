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

  it("finds a secret base64-encoded at any byte offset, in the standard and URL-safe alphabets", () => {
    // A new user's server echoed an --env value as base64 into its answer, and the Markdown report showed it.
    const secret = "sk-test-SECRET123456";
    const r = new Redactor([secret]);
    for (const before of ["", "a", "ab", "user:", "Bearer "]) {
      for (const encoding of ["base64", "base64url"] as const) {
        const encoded = Buffer.from(`${before}${secret}!`).toString(encoding);
        const out = r.text(`b64=${encoded}`);
        expect(out, `${encoding} after ${JSON.stringify(before)}`).toContain(REDACTED);
        // What is left beside the marker are the characters that mix in the neighbouring bytes: no run of the secret's own.
        const left = out.replace(`b64=`, "").split(REDACTED);
        expect(left.join("").length, `${encoding} after ${JSON.stringify(before)}`).toBeLessThanOrEqual(Math.ceil(((before.length + 1) * 8) / 6) + 4);
      }
    }
    // Percent-encoded base64 (a token in a query string) too.
    expect(r.text(encodeURIComponent(Buffer.from(`~~${secret}`).toString("base64")))).toContain(REDACTED);
  });

  it("leaves short secrets' base64 alone: a few base64 characters occur in any text", () => {
    const r = new Redactor(["abcd"]);
    const encoded = Buffer.from("abcd").toString("base64"); // YWJjZA==
    expect(r.text(encoded)).toBe(encoded);
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
