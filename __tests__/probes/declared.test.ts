import { afterAll, describe, expect, it } from "vitest";
import { parseProbeConfig } from "../../src/probes/config.js";
import { closeAll, fixture, probe, start, summary } from "./probe-harness.js";

// Probes declared in a probe config: relations, agreements, idempotent calls. Declared means high confidence.
afterAll(closeAll);

const catalog = (bug?: string) => start(fixture("catalog-server.mjs"), bug ? ["--bug", bug] : []);
const declared = (yaml: string) => ({ config: parseProbeConfig(`builtins: false\n${yaml}`, "mcp-probes.yml") });

describe.concurrent("relations", () => {
  const exact = declared("relations:\n  - {tool: list_products, param: limit, values: [1, 3], expect: exact, id: list-limit}\n");

  it("passes a relation that holds", async () => {
    const run = await probe(catalog(), exact);
    expect(run.results).toEqual([
      { probe: "relation", tool: "list_products", status: "passed", confidence: "high", basis: "declared in probe config (list-limit: exact)", detail: "limit: 1, 3 hold exact" },
    ]);
  });

  it("reports probe-bound-short as an error when an exact relation comes back short", async () => {
    const run = await probe(catalog("short-limit"), exact);
    expect(summary(run)).toEqual(["probe-bound-short@list_products(high)"]);
    expect(run.findings[0]?.severity).toBe("error");
  });

  it("reports probe-bound-exceeded for an at_most relation", async () => {
    const run = await probe(start(fixture("kv-server.mjs"), ["--bug", "limit-ignored"]), declared("relations:\n  - {tool: list_keys, param: page_size, values: [2], expect: at_most}\n"));
    expect(summary(run)).toEqual(["probe-bound-exceeded@list_keys(high)"]);
  });

  it("compares prefixes and suffixes by items or lines", async () => {
    const prefix = declared("relations:\n  - {tool: list_products, param: limit, values: [2], expect: prefix, unit: items}\n  - {tool: list_products, param: limit, values: [2], expect: suffix}\n");
    const run = await probe(catalog(), prefix);
    expect(run.results.map((r) => r.status)).toEqual(["passed", "failed"]);
    expect(summary(run)).toEqual(["probe-slice-mismatch@list_products(high)"]);
  });

  it("lists a relation on a tool that is not read-only as skipped unless writes are allowed", async () => {
    const restock = declared("relations:\n  - {tool: restock, param: limit, values: [1], expect: at_most, args: {sku: A-1}}\n");
    const off = await probe(catalog(), restock);
    expect(off.results).toEqual([
      { probe: "relation", tool: "restock", status: "skipped", confidence: "low", basis: "writes are off", detail: "restock is not read-only; run with --allow-writes to probe it" },
    ]);
    const on = await probe(catalog(), { ...restock, allowWrites: true });
    expect(on.results[0]?.status).toBe("passed");
  });

  it("says so when the config names a tool the server does not have", async () => {
    const run = await probe(catalog(), declared("relations:\n  - {tool: list_things, param: limit, values: [1], expect: at_most}\n"));
    expect(run.results[0]).toMatchObject({ status: "inconclusive", detail: "the server does not advertise a tool named list_things" });
  });
});

describe.concurrent("agreements", () => {
  const agree = declared("agreements:\n  - left: {tool: list_products}\n    right: {tool: search_products, args: {query: ''}}\n    field: sku\n    expect: subset\n");

  it("passes when every listed product is found by search", async () => {
    const run = await probe(catalog(), agree);
    expect(run.results[0]).toMatchObject({ probe: "agreement", status: "passed", detail: "list_products and search_products agree (subset, 4 values)" });
  });

  it("reports probe-paths-disagree when search misses a listed product", async () => {
    const run = await probe(catalog("stale-search"), agree);
    expect(summary(run)).toEqual(["probe-paths-disagree@list_products(high)"]);
    expect(run.findings[0]?.message).toBe('list_products and search_products disagree: 1 of 4 values from list_products are missing from search_products (e.g. "D-4").');
  });
});

describe.concurrent("idempotent calls", () => {
  const twice = declared("idempotent: [featured_product]\n");

  it("passes a call that answers the same twice", async () => {
    expect((await probe(catalog(), twice)).results[0]?.status).toBe("passed");
  });

  it("reports probe-not-idempotent when the same call answers differently", async () => {
    const run = await probe(catalog("random-pick"), twice);
    expect(summary(run)).toEqual(["probe-not-idempotent@featured_product(high)"]);
  });
});
