import { describe, expect, it } from "vitest";
import { applyAccepted, findingKey, updateAcceptedEntries, type AcceptedList } from "../../src/findings/accepted.js";
import { textHash } from "../../src/findings/finding.js";
import { f } from "../fixtures/scorecard.js";

const short = f("description-short", { tool: "lookup", pointer: "/description", text_hash: textHash("Find it.") });
const failing = f("happy-call-failed", { tool: "broken_sum" });
const list = (entries: AcceptedList["entries"]): AcceptedList => ({ file: "mcp-accepted.yml", entries });
const today = { today: "2026-12-01", complete: true };

describe("applyAccepted", () => {
  it("marks the finding an entry names as accepted, with its reason", () => {
    const { findings, summary } = applyAccepted([failing], list([{ rule: "happy-call-failed", tool: "broken_sum", reason: "known" }]), today);
    expect(findings).toEqual([{ ...failing, accepted: { reason: "known" } }]);
    expect(summary).toEqual({ file: "mcp-accepted.yml", entries: 1, accepted: 1, stale: 0, expired: 0 });
  });

  it("does not accept a text finding whose text changed", () => {
    const entry = { rule: "description-short", tool: "lookup", pointer: "/description", text: textHash("Finds it."), reason: "r" };
    const { findings } = applyAccepted([short], list([entry]), today);
    expect(findings[0]!.accepted).toBeUndefined();
    expect(findings.map((x) => x.rule)).toEqual(["description-short", "accepted-stale"]);
  });

  it("reports an entry that matches no finding as accepted-stale, an error", () => {
    const { findings } = applyAccepted([], list([{ rule: "happy-call-failed", tool: "gone", reason: "r" }]), today);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "accepted-stale", severity: "error", tool: "gone" });
    expect(findings[0]!.message).toBe("Entry 1 (happy-call-failed on gone) of mcp-accepted.yml matches no finding of this run: it was fixed, or the text or schema it names changed.");
  });

  it("says a stale probe entry may come from a run without the probes", () => {
    const { findings } = applyAccepted([], list([{ rule: "probe-data-lost", tool: "create_entities", reason: "r" }]), today);
    expect(findings[0]!.message).toMatch(/, or this run did not run the probes that raise it \(run with the same options as accept\)\.$/);
  });

  it("finds nothing stale when the run could not see the server", () => {
    const { findings, summary } = applyAccepted([], list([{ rule: "happy-call-failed", tool: "gone", reason: "r" }]), { ...today, complete: false });
    expect(findings).toEqual([]);
    expect(summary.stale).toBe(0);
  });

  it("stops accepting after the expires date, and says so", () => {
    const { findings } = applyAccepted([failing], list([{ rule: "happy-call-failed", tool: "broken_sum", reason: "r", expires: "2026-11-30" }]), today);
    expect(findings[0]!.accepted).toBeUndefined();
    expect(findings[1]).toMatchObject({ rule: "accepted-expired", severity: "warning" });
    expect(findings[1]!.message).toContain("expired on 2026-11-30");
  });

  it("still accepts on the expires day itself", () => {
    const { findings } = applyAccepted([failing], list([{ rule: "happy-call-failed", tool: "broken_sum", reason: "r", expires: "2026-12-01" }]), today);
    expect(findings[0]!.accepted).toEqual({ reason: "r", expires: "2026-12-01" });
  });
});

describe("updateAcceptedEntries", () => {
  const kept = { rule: "happy-call-failed", tool: "broken_sum", reason: "kept reason" };
  const stale = { rule: "description-short", tool: "lookup", pointer: "/description", text: textHash("old"), reason: "old" };

  it("adds one entry per new finding with the reason, keeping existing entries as they are", () => {
    const update = updateAcceptedEntries([kept], [failing, short], { reason: "new reason", prune: false, complete: true });
    expect(update.entries).toEqual([kept, { rule: "description-short", tool: "lookup", pointer: "/description", text: textHash("Find it."), reason: "new reason" }]);
  });

  it("keeps stale entries unless prune, and drops them with it", () => {
    expect(updateAcceptedEntries([kept, stale], [failing], { reason: "r", prune: false, complete: true }).entries).toEqual([kept, stale]);
    const pruned = updateAcceptedEntries([kept, stale], [failing], { prune: true, complete: true });
    expect(pruned.entries).toEqual([kept]);
    expect(pruned.pruned).toEqual([stale]);
  });

  it("adds nothing without a reason, and says which findings it left out", () => {
    const update = updateAcceptedEntries([], [short], { prune: true, complete: true });
    expect(update.entries).toEqual([]);
    expect(update.notAdded).toEqual([short]);
  });

  it("never accepts info findings or findings about the file itself", () => {
    const info = f("tool-name-style");
    const staleFinding = f("accepted-stale", { tool: "x" });
    expect(updateAcceptedEntries([], [info, staleFinding], { reason: "r", prune: false, complete: true }).added).toEqual([]);
  });
});

describe("identity", () => {
  it("is the rule, tool, parameter, pointer and text hash, never the message", () => {
    expect(findingKey({ ...failing, message: "another wording" })).toBe(findingKey(failing));
    expect(findingKey({ ...short, text_hash: textHash("Find it!") })).not.toBe(findingKey(short));
  });
});

