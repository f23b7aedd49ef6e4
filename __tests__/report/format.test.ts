import { describe, expect, it } from "vitest";
import { formatCount, formatLatency, formatPercent, formatSeconds, plural } from "../../src/report/format.js";

describe("formatPercent", () => {
  it("rounds down so the percentage and the grade band agree", () => {
    expect(formatPercent(0.8996)).toBe("89%");
    expect(formatPercent(0.93)).toBe("93%");
  });

  it("absorbs float noise", () => {
    expect(formatPercent(0.8999999999)).toBe("90%");
    expect(formatPercent(0.57)).toBe("57%");
  });

  it("shows 100% only when nothing failed", () => {
    expect(formatPercent(1)).toBe("100%");
    expect(formatPercent(0.999)).toBe("99%");
  });
});

describe("other formats", () => {
  it("formats counts, latency, seconds and plurals", () => {
    expect(formatCount(1234567)).toBe("1,234,567");
    expect(formatLatency(12.345)).toBe("12.3 ms");
    expect(formatSeconds(3210)).toBe("3.2 s");
    expect([plural(1, "tool"), plural(3, "tool")]).toEqual(["1 tool", "3 tools"]);
  });
});
