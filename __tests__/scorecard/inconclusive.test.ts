import { describe, expect, it } from "vitest";
import { inconclusiveGroups, inconclusiveWords } from "../../src/scorecard/inconclusive.js";
import type { ScenarioResult } from "../../src/scorecard/types.js";

const call = (tool: string, outcome: ScenarioResult["outcome"], cause?: ScenarioResult["cause"], args: unknown = { id: "x" }): ScenarioResult => ({
  tool,
  kind: "happy",
  description: "happy path #1",
  arguments: args,
  verdict: outcome === "passed" ? "ok" : "tool-error",
  outcome,
  passed: outcome === "passed",
  duration_ms: 1,
  detail: "",
  rules: [],
  ...(cause ? { cause } : {}),
});

describe("inconclusiveWords", () => {
  it("suggests --arg with the first argument of the calls as an example", () => {
    expect(inconclusiveWords({ kind: "not-found" }, [call("get_issue", "refused", undefined, { number: 1 })]).fix).toBe(
      "Supply values that exist on the server with --arg TOOL:NAME=VALUE or --args-file (e.g. --arg get_issue:number=…).",
    );
  });

  it("takes the example from a made-up value, not from one the server gave (edit_file's discovered path was right, its edits were not)", () => {
    const edit = {
      ...call("edit_file", "refused", { kind: "invalid" }, { path: "/srv/sandbox/notes.txt", edits: [{ oldText: "Hello, world!", newText: "x" }] }),
      value_sources: { path: "discovered" as const, edits: "schema" as const },
    };
    expect(inconclusiveWords({ kind: "invalid" }, [edit]).fix).toContain("(e.g. --arg edit_file:edits=…)");
    const allGiven = { ...edit, value_sources: { path: "discovered" as const, edits: "--arg" as const } };
    expect(inconclusiveWords({ kind: "invalid" }, [allGiven]).fix).toContain("(e.g. --arg edit_file:path=…)");
  });

  it("does not call the user's own --arg values generated, and asks to check them", () => {
    const given = { ...call("read_file", "refused", { kind: "not-found" }, { path: "/tmp/x.txt" }), value_sources: { path: "--arg" as const } };
    const words = inconclusiveWords({ kind: "not-found" }, [given]);
    expect(words.reason).toBe("The server did not find the values sent (some given with --arg); it refused them cleanly.");
    expect(words.fix).toMatch(/^Check the values given with --arg, and supply the others that exist on the server with --arg/);
  });

  it("does not call a not-found sent as JSON-RPC -32603 a clean refusal", () => {
    const internal = { ...call("read_sheet", "refused", { kind: "not-found" }), verdict: "internal-error" as const };
    const clean = call("read_sheet", "refused", { kind: "not-found" });
    expect(inconclusiveWords({ kind: "not-found" }, [internal, internal]).reason).toBe(
      "The server did not find the generated values (made-up ids, names, paths or records); it said so with JSON-RPC error -32603 (an internal error) where an isError result is expected.",
    );
    expect(inconclusiveWords({ kind: "not-found" }, [internal, clean, clean]).reason).toContain("it said so (1 of 3 calls) with JSON-RPC error -32603");
  });

  it("names the missing setting in the fix for credentials", () => {
    expect(inconclusiveWords({ kind: "credentials", subject: "GITHUB_TOKEN" }, [])).toEqual({
      reason: "The server lacks a key, token or setting it needs (GITHUB_TOKEN is not set).",
      fix: "Give the server its credentials with --env GITHUB_TOKEN=….",
    });
  });

  it("names the host that could not be reached", () => {
    expect(inconclusiveWords({ kind: "network", subject: "api.example.com" }, []).reason).toBe("The server could not reach api.example.com (no network here).");
  });
});

describe("inconclusiveGroups", () => {
  it("groups refused and blocked calls by cause, blocked first, then by number of calls, tools in the given order", () => {
    const groups = inconclusiveGroups(
      [
        call("a", "refused", { kind: "not-found" }),
        call("b", "refused", { kind: "not-found" }),
        call("b", "refused", { kind: "not-found" }),
        call("c", "refused", { kind: "invalid" }),
        call("d", "blocked", { kind: "network", subject: "api.example.com" }),
        call("e", "passed"),
        call("f", "failed"),
      ],
      ["b", "a"],
    );
    expect(groups.map((g) => [g.outcome, g.cause.kind, g.tools, g.calls])).toEqual([
      ["blocked", "network", ["d"], 1],
      ["refused", "not-found", ["b", "a"], 3],
      ["refused", "invalid", ["c"], 1],
    ]);
  });

  it("reads a refused call without a cause as unexplained and a blocked one as the network's", () => {
    expect(inconclusiveGroups([call("a", "refused"), call("b", "blocked")]).map((g) => g.cause.kind)).toEqual(["network", "unexplained"]);
  });

  it("keeps causes with different subjects apart", () => {
    const groups = inconclusiveGroups([call("a", "blocked", { kind: "binary", subject: "git" }), call("b", "blocked", { kind: "binary", subject: "docker" })]);
    expect(groups.map((g) => g.reason)).toEqual(["The server needs git, which is not installed where it ran.", "The server needs docker, which is not installed where it ran."]);
  });
});
