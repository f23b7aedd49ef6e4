import { afterAll, describe, expect, it } from "vitest";
import { BudgetSpent, ProbeSession } from "../../src/probes/session.js";
import { closeAll, fixture, probe, start, otherThanReadOnly } from "./probe-harness.js";

// Probes never hang: each call has a timeout, the whole phase a budget.
afterAll(closeAll);

describe.concurrent("ProbeSession", () => {
  it("turns a call that is never answered into a timeout observation", async () => {
    const session = new ProbeSession(start(fixture("stall-server.mjs")), { timeoutMs: 300, budgetMs: 10_000 });
    const obs = await session.call("list_items", {});
    expect(obs.status).toBe("timeout");
    expect(obs.summary).toMatch(/^no answer within \d+ ms$/);
  });

  it("shortens the call timeout to what is left of the budget, then refuses further calls", async () => {
    const session = new ProbeSession(start(fixture("stall-server.mjs")), { timeoutMs: 10_000, budgetMs: 300 });
    expect((await session.call("list_items", {})).status).toBe("timeout");
    await expect(session.call("list_items", {})).rejects.toBeInstanceOf(BudgetSpent);
  });

  it("reports a server that cannot start as unavailable instead of throwing", async () => {
    const session = new ProbeSession(start(fixture("no-such-server.mjs")), { timeoutMs: 2000, budgetMs: 10_000 });
    const obs = await session.call("list_items", {});
    expect(obs.status).toBe("unavailable");
    expect(obs.restarted).toBe(true);
  });
});

describe.concurrent("runProbes on a stalling server", () => {
  it("finishes with inconclusive results when calls time out", async () => {
    const run = await probe(start(fixture("stall-server.mjs")), { timeoutMs: 300 });
    expect(otherThanReadOnly(run).find((r) => r.tool === "list_items")).toMatchObject({ status: "inconclusive", detail: expect.stringContaining("no answer within") });
  });

  it("lists the probes left when the budget is spent as skipped", async () => {
    const run = await probe(start(fixture("stall-server.mjs")), { timeoutMs: 5000, budgetMs: 500 });
    // The bound probe of list_items (the read-only probes come first) waits on list_items, which never answers,
    // until the budget is spent.
    expect(run.results.map((r) => `${r.probe}:${r.tool}:${r.status}`)).toEqual([
      "bound:list_items:inconclusive",
      "bound:find_items:skipped",
      "read-only-check:list_items:skipped",
      "read-only-check:find_items:skipped",
    ]);
    expect(run.results[3]?.detail).toBe("not run: the probe budget of 0.5 s was spent");
  });
});
