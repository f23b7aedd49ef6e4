import { existsSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { parseProbeConfig } from "../../src/probes/config.js";
import { closeAll, fixture, probe, start, summary, otherThanReadOnly } from "./probe-harness.js";

// Write round trips, steps 1-6, through the real MCP client against fixture servers with the same faults under
// different tool names, key fields and answer shapes.
afterAll(closeAll);

const SHARED_NOTES = new URL("../../../shared/cases/notes-server.mjs", import.meta.url).pathname;
const writes = { allowWrites: true };
const rows = (run: Awaited<ReturnType<typeof probe>>, probeName: string) => run.results.filter((r) => r.probe === probeName);

(existsSync(SHARED_NOTES) ? describe.concurrent : describe.skip)("the shared notes server", () => {
  it("passes every write probe without a bug", async () => {
    const run = await probe(start(SHARED_NOTES), writes);
    expect(run.findings).toEqual([]);
    expect(otherThanReadOnly(run).map((r) => `${r.probe}:${r.status}:${r.confidence}`)).toEqual([
      "bound:passed:medium",
      "write-read-back:passed:medium",
      "same-key-rewrite:passed:high",
      "second-write-keeps-first:passed:high",
      "concurrent-writes:passed:high",
    ]);
  });

  it("reports probe-silent-noop at high confidence when a same-title write keeps the old body", async () => {
    const run = await probe(start(SHARED_NOTES, ["--bug", "silent-skip"]), writes);
    expect(summary(run)).toEqual(["probe-silent-noop@create_note(high)"]);
    expect(run.findings[0]).toMatchObject({ severity: "error", parameter: "title" });
  });

  it("reports probe-data-lost when a new note replaces the stored ones", async () => {
    const run = await probe(start(SHARED_NOTES, ["--bug", "lose-on-write"]), writes);
    expect(summary(run)).toEqual(["probe-data-lost@create_note(high)"]);
    expect(rows(run, "concurrent-writes")[0]?.status).toBe("failed");
  });
});

describe.concurrent("bookmarks: keyed by url, classified by verbs, answered in plain text", () => {
  it("passes without a bug", async () => {
    const run = await probe(start(fixture("bookmarks-server.mjs")), writes);
    expect(run.findings).toEqual([]);
    expect(rows(run, "same-key-rewrite")[0]?.status).toBe("passed");
  });

  it("reports probe-silent-noop on the url key", async () => {
    const run = await probe(start(fixture("bookmarks-server.mjs"), ["--bug", "silent-skip"]), writes);
    expect(summary(run)).toEqual(["probe-silent-noop@save_bookmark(high)"]);
    expect(run.findings[0]?.parameter).toBe("url");
  });

  it("says a same-key write that added a second record did so, instead of saying it replaced the values", async () => {
    const run = await probe(start(fixture("bookmarks-server.mjs"), ["--bug", "duplicate"]), writes);
    expect(run.findings).toEqual([]);
    expect(rows(run, "same-key-rewrite")[0]).toMatchObject({ status: "passed" });
    expect(rows(run, "same-key-rewrite")[0]?.detail).toBe(
      "a same-key write added a second record: find_bookmarks shows the old values beside the new ones, so the url does not name one record",
    );
  });

  it("reports probe-data-lost", async () => {
    const run = await probe(start(fixture("bookmarks-server.mjs"), ["--bug", "lose-on-write"]), writes);
    expect(summary(run)).toEqual(["probe-data-lost@save_bookmark(high)"]);
  });

  it("reads an answer holding the record with an empty list beside it as a record, not as a write that listed nothing", async () => {
    // A new user's add_bookmark answered {"id": …, "title": …, "tags": []}: the empty tags were read as "skipped".
    const ok = await probe(start(fixture("bookmarks-server.mjs"), ["--answer", "record"]), writes);
    expect(ok.findings).toEqual([]);
    expect(rows(ok, "same-key-rewrite")[0]).toMatchObject({ status: "passed" });
    expect(rows(ok, "same-key-rewrite")[0]?.detail).not.toContain("says it skipped");
    const skipping = await probe(start(fixture("bookmarks-server.mjs"), ["--answer", "record", "--bug", "silent-skip"]), writes);
    expect(summary(skipping)).toEqual(["probe-silent-noop@save_bookmark(high)"]);
  });
});

describe.concurrent("key-value store: set_value(key, value) / get_value(key)", () => {
  it("passes without a bug, reading back through the reader that shares the noun", async () => {
    const run = await probe(start(fixture("kv-server.mjs")), writes);
    expect(run.findings).toEqual([]);
    expect(rows(run, "write-read-back").find((r) => r.tool === "set_value")).toMatchObject({ status: "passed", confidence: "medium", basis: "read back through get_value (shares noun 'value')" });
  });

  it("reports probe-silent-noop on the key", async () => {
    const run = await probe(start(fixture("kv-server.mjs"), ["--bug", "silent-skip"]), writes);
    expect(summary(run)).toEqual(["probe-silent-noop@set_value(high)"]);
  });

  it("reports probe-data-lost when every new key replaces the store", async () => {
    const run = await probe(start(fixture("kv-server.mjs"), ["--bug", "lose-on-write"]), writes);
    expect(summary(run)).toEqual(["probe-data-lost@set_value(high)"]);
  });

  it("reports concurrent probe-data-lost when writes race, though sequential writes keep data", async () => {
    const run = await probe(start(fixture("kv-server.mjs"), ["--bug", "racy"]), writes);
    expect(summary(run)).toEqual(["probe-data-lost@set_value(high)"]);
    expect(rows(run, "second-write-keeps-first")[0]?.status).toBe("passed");
    expect(run.findings[0]?.message).toMatch(/of 8 records written by 8 concurrent set_value calls are missing/);
  });

  it("reports probe-write-not-observable at medium confidence when the noun-sharing reader never shows the write", async () => {
    const run = await probe(start(fixture("kv-server.mjs"), ["--bug", "drop-writes"]), writes);
    expect(summary(run)).toEqual(["probe-write-not-observable@set_value(medium)"]);
    expect(run.findings[0]?.severity).toBe("warning");
  });

  it("leaves a write that fails on generated values inconclusive, naming the --arg that would help", async () => {
    const run = await probe(start(fixture("kv-server.mjs")), writes);
    expect(rows(run, "write-read-back").find((r) => r.tool === "append_value")).toMatchObject({
      status: "inconclusive",
      detail: expect.stringContaining("--arg append_value:key=VALUE"),
    });
  });

  it("reports probe-write-not-observable at high confidence for a declared pair whose reader does not show the write", async () => {
    const config = parseProbeConfig("pairs:\n  - {write: set_value, read: list_keys}\n", "p.yml");
    const run = await probe(start(fixture("kv-server.mjs")), { ...writes, config });
    expect(summary(run)).toContain("probe-write-not-observable@set_value(high)");
  });
});

describe.concurrent("tickets: camelCase tools and server-assigned ids", () => {
  it("reads back through getTicket with the id the write answered, and has no key to rewrite", async () => {
    const run = await probe(start(fixture("tickets-server.mjs")), writes);
    expect(run.findings).toEqual([]);
    expect(rows(run, "write-read-back")[0]?.detail).toBe("getTicket, listTickets show the record createTicket wrote");
    expect(rows(run, "same-key-rewrite")[0]?.status).toBe("inconclusive");
  });

  it("reports probe-data-lost", async () => {
    const run = await probe(start(fixture("tickets-server.mjs"), ["--bug", "lose-on-write"]), writes);
    expect(summary(run)).toEqual(["probe-data-lost@createTicket(high)"]);
  });
});

describe.concurrent("contacts: a key nested in a batch, and a configured delete tool", () => {
  const deletes = parseProbeConfig("writes: [delete_contacts]\n", "p.yml");

  it("reports probe-silent-noop on the nested email key", async () => {
    const run = await probe(start(fixture("contacts-server.mjs"), ["--bug", "silent-skip"]), writes);
    expect(summary(run)).toEqual(["probe-silent-noop@add_contacts(high)"]);
    expect(run.findings[0]?.parameter).toBe("email");
  });

  it("deletes a probe record and sees it gone", async () => {
    const run = await probe(start(fixture("contacts-server.mjs")), { ...writes, config: deletes });
    expect(run.findings).toEqual([]);
    expect(rows(run, "delete-round-trip")[0]).toMatchObject({ status: "passed", confidence: "high" });
  });

  it("reports a delete that answers success and keeps the record", async () => {
    const run = await probe(start(fixture("contacts-server.mjs"), ["--bug", "delete-noop"]), { ...writes, config: deletes });
    expect(summary(run)).toEqual(["probe-silent-noop@delete_contacts(high)"]);
  });

  it("never runs a delete tool that the config does not list", async () => {
    const run = await probe(start(fixture("contacts-server.mjs")), writes);
    expect(rows(run, "delete-round-trip")).toEqual([]);
  });
});

describe.concurrent("writes without free text", () => {
  it("does not call a write that nothing could show, and says how to declare it", async () => {
    const handle = start(fixture("switch-server.mjs"));
    const run = await probe(handle, writes);
    expect(run.results).toEqual([
      {
        probe: "write-read-back",
        tool: "set_mode",
        status: "inconclusive",
        confidence: "low",
        basis: "nothing to mark",
        detail: "set_mode takes no free text to carry a marker, so it was not called; declare a pair with write_args in --probe-config",
      },
    ]);
    const after = await (await handle.connection()).callTool("get_mode", {});
    expect(after.kind === "result" && (after.result as { structuredContent: unknown }).structuredContent).toEqual({ mode: "off", set_mode_calls: 0 });
  });
});

describe.concurrent("what really happened (issue 10 item 5)", () => {
  it("reads a new folder back in its parent folder, not inside itself", async () => {
    const run = await probe(start(fixture("locations-server.mjs")), writes);
    const readBack = rows(run, "write-read-back").find((r) => r.tool === "create_folder");
    expect(readBack?.status).toBe("passed");
    expect(run.findings.filter((f) => f.tool === "create_folder")).toEqual([]);
  });

  it("gives the reader the id the write's text answer named", async () => {
    const run = await probe(start(fixture("locations-server.mjs")), writes);
    expect(rows(run, "write-read-back").find((r) => r.tool === "create_task")).toMatchObject({ status: "passed", detail: "get_task shows the record create_task wrote" });
  });

  it("leaves a write whose answer reports failure without isError inconclusive: it wrote nothing, and no reader is blamed", async () => {
    const run = await probe(start(fixture("locations-server.mjs"), ["--bug", "hidden-failure"]), writes);
    const readBack = rows(run, "write-read-back").find((r) => r.tool === "save_note");
    expect(readBack?.status).toBe("inconclusive");
    expect(readBack?.detail).toContain("save_note did not write with generated values (failed:");
    expect(run.findings.filter((f) => f.tool === "save_note")).toEqual([]);
  });
});

describe.concurrent("tasks: an update tool beside a create tool that assigns the ids", () => {
  // A new user's update_task(id ^t-[0-9]+$) was sent a marker id, refused, and the probe asked for --arg.
  const deletes = parseProbeConfig("writes: [delete_task]\n", "p.yml");

  it("updates the record the probe's own create made, by the id its answer gave, and sees the new values", async () => {
    const run = await probe(start(fixture("tasks-server.mjs")), writes);
    expect(run.findings).toEqual([]);
    expect(rows(run, "update-round-trip")).toEqual([
      expect.objectContaining({ tool: "update_task", status: "passed", confidence: "high", basis: "updates a record of create_task; get_task, list_tasks showed it" }),
    ]);
    expect(run.results.filter((r) => r.tool === "update_task" && r.probe !== "update-round-trip")).toEqual([]);
  });

  it("reports probe-silent-noop when the update answers success and the reader still shows the old values", async () => {
    const run = await probe(start(fixture("tasks-server.mjs"), ["--bug", "update-noop"]), writes);
    expect(summary(run)).toEqual(["probe-silent-noop@update_task(high)"]);
    expect(run.findings[0]).toMatchObject({ severity: "error", parameter: "id" });
    expect(run.findings[0]?.message).toMatch(/^update_task answered success to an update of an existing record \(id "t-\d+"\), but get_task still shows the old values/);
  });

  it("then looks for the updated values when a delete says it deleted the record", async () => {
    // The create's own values are gone after the update, so only the updated ones can show a delete that kept it.
    const ok = await probe(start(fixture("tasks-server.mjs")), { ...writes, config: deletes });
    expect(ok.findings).toEqual([]);
    expect(rows(ok, "delete-round-trip")[0]).toMatchObject({ status: "passed" });
    const keeping = await probe(start(fixture("tasks-server.mjs"), ["--bug", "delete-noop"]), { ...writes, config: deletes });
    expect(summary(keeping)).toEqual(["probe-silent-noop@delete_task(high)"]);
  });
});
