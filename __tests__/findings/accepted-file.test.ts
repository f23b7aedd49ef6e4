import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { parseAcceptedFile, parseExpires, renderAcceptedFile } from "../../src/findings/accepted-file.js";
import { textHash } from "../../src/findings/finding.js";

describe("parseAcceptedFile", () => {
  it("reads the YAML that renderAcceptedFile writes, entry for entry", () => {
    const entries = [
      { rule: "description-short", tool: "lookup", pointer: "/description", text: textHash("Find it."), reason: "upstream name", expires: "2027-03-01" },
      { rule: "happy-call-failed", tool: "broken_sum", reason: "needs a real index" },
    ];
    expect(parseAcceptedFile(renderAcceptedFile(entries, "yaml"), "a.yml", "--accepted").entries).toEqual(entries);
  });

  it("reads JSON too", () => {
    const text = renderAcceptedFile([{ rule: "happy-call-failed", tool: "t", reason: "r" }], "json");
    expect(parseAcceptedFile(text, "a.json", "--accepted").entries).toEqual([{ rule: "happy-call-failed", tool: "t", reason: "r" }]);
  });

  it("refuses an entry without a reason in one line naming the flag, the file and the entry", () => {
    const text = "accepted:\n  - rule: happy-call-failed\n    tool: t\n    reason: ok\n  - rule: description-short\n    tool: lookup\n";
    expect(() => parseAcceptedFile(text, "a.yml", "mcp-accepted")).toThrow(
      new UsageError("mcp-accepted: a.yml: entry 2 (description-short on lookup): 'reason' is missing; every entry says why the finding is accepted"),
    );
  });

  it("refuses a rule the catalogue does not have", () => {
    expect(() => parseAcceptedFile("accepted:\n  - rule: happy-call-fail\n    reason: x\n", "a.yml", "--accepted")).toThrow(/entry 1 \(happy-call-fail\): 'happy-call-fail' is not a rule/);
  });

  it("refuses a date that does not exist", () => {
    expect(() => parseAcceptedFile("accepted:\n  - rule: happy-call-failed\n    reason: x\n    expires: 2027-02-30\n", "a.yml", "--accepted")).toThrow(
      /'expires' "2027-02-30" is not a date; expected YYYY-MM-DD/,
    );
  });

  it("refuses a misspelt key instead of ignoring it", () => {
    expect(() => parseAcceptedFile("accepted:\n  - rule: happy-call-failed\n    reason: x\n    expiry: 2027-01-01\n", "a.yml", "--accepted")).toThrow(/unknown key 'expiry'/);
  });

  it("refuses two entries for one finding", () => {
    const text = "accepted:\n  - rule: happy-call-failed\n    tool: t\n    reason: a\n  - rule: happy-call-failed\n    tool: t\n    reason: b\n";
    expect(() => parseAcceptedFile(text, "a.yml", "--accepted")).toThrow(/entry 2 \(happy-call-failed on t\): the same finding as entry 1/);
  });

  it("refuses a file that is not YAML in one line", () => {
    let message = "";
    try {
      parseAcceptedFile("accepted: [\n", "a.yml", "--accepted");
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^--accepted: a\.yml: not valid YAML or JSON/);
    expect(message.split("\n")).toHaveLength(1);
  });
});

describe("parseExpires", () => {
  it("takes today or a later day", () => {
    expect(parseExpires("--expires", "2026-12-01", "2026-12-01")).toBe("2026-12-01");
  });

  it("refuses a day in the past, naming the flag", () => {
    expect(() => parseExpires("--expires", "2026-01-01", "2026-12-01")).toThrow("--expires: 2026-01-01 is in the past; expected today (2026-12-01) or a later day");
  });
});
