import { describe, expect, it } from "vitest";
import { compileSchema } from "../../src/scenarios/ajv-validate.js";
import { formatCandidates } from "../../src/scenarios/format-values.js";
import { isNetworkUrl } from "../../src/scenarios/name-hints.js";

const FORMATS = ["date", "time", "date-time", "iso-time", "iso-date-time", "duration", "uri", "uri-reference", "url", "uri-template", "email", "hostname", "ipv4", "ipv6", "uuid", "regex", "json-pointer", "relative-json-pointer", "byte"];

describe("formatCandidates", () => {
  for (const format of FORMATS) {
    it(`gives candidates ajv-formats accepts for ${format}`, () => {
      const candidates = formatCandidates(format);
      expect(candidates.length).toBeGreaterThan(0);
      const v = compileSchema({ type: "string", format });
      for (const c of candidates) expect(v.ok && v.validate(c), `${format}: ${c}`).toEqual([]);
    });
  }

  it("keeps uri values off the network", () => {
    for (const c of formatCandidates("uri")) expect(isNetworkUrl(c)).toBe(false);
  });

  it("gives nothing for an unknown format", () => {
    expect(formatCandidates("phone-number")).toEqual([]);
    expect(formatCandidates(undefined)).toEqual([]);
  });
});
