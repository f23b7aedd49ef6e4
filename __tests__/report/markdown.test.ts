import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../src/report/markdown.js";
import { f, inconclusive, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";

const lines = (md: string): string[] => md.split("\n");

/** A B server: happy 10/12, edge 7/8, three tools, one lint error and two warnings (score 0.845). */
function bServer() {
  return makeScorecard({
    tools: tools(["a", "b", "c"], 120),
    scenarios: [
      ...scenarios("a", "happy", 4, 4),
      ...scenarios("b", "happy", 3, 4, 20),
      ...scenarios("c", "happy", 3, 4),
      ...scenarios("a", "edge", 3, 3),
      ...scenarios("b", "edge", 2, 3, 20),
      ...scenarios("c", "edge", 2, 2),
    ],
    findings: [
      f("schema-no-type", { tool: "a", message: "The inputSchema has no type", fix: "Add \"type\": \"object\"" }),
      f("description-short", { tool: "b" }),
      f("required-list-missing", { tool: "c" }),
      f("happy-call-failed", { tool: "b", message: "Fails on valid input (not found)." }),
    ],
    instructionsTokens: 40,
  });
}

describe("renderMarkdown", () => {
  it("opens with the title and the grade line", () => {
    const out = lines(renderMarkdown(bServer()));
    expect(out.slice(0, 3)).toEqual(["# MCP Scorecard: notes-fixture 1.0.0", "", "**Grade: B** · Score 84%"]);
  });

  it("lists protocol, target and each component with its counts", () => {
    const out = lines(renderMarkdown(bServer()));
    expect(out).toContain("- Protocol: MCP 2025-11-25 (initialize handshake)");
    expect(out).toContain("- Target: `node notes-server.mjs`");
    expect(out).toContain("- Happy-path pass rate: 83% (10/12)");
    expect(out).toContain("- Edge-case resilience: 87% (7/8)");
    expect(out).toContain("- Lint score: 85% (1 error, 2 warnings)");
    expect(out).toContain("- Effect rate: n/a (no probe ran)");
    expect(out).toContain(
      "- Context cost (estimated): ~400 tokens on every request (360 in 3 tool definitions + 40 in instructions; " +
        "characters / 4 of the compact JSON a client sends)",
    );
  });

  it("renders the tool table with passed/total, latency and tokens", () => {
    const out = lines(renderMarkdown(bServer()));
    const start = out.indexOf("## Tools") + 2;
    expect(out.slice(start, start + 5)).toEqual([
      "| Tool | Scenarios | Avg latency | Def. tokens |",
      "| :--- | --------: | ----------: | ----------: |",
      "| `a`  |       7/7 |     10.0 ms |         120 |",
      "| `b`  |       5/7 |     20.0 ms |         120 |",
      "| `c`  |       5/6 |     10.0 ms |         120 |",
    ]);
  });

  it("ranks top issues and puts the fix after each", () => {
    const out = lines(renderMarkdown(bServer()));
    const start = out.indexOf("## Top issues to fix") + 2;
    expect(out.slice(start, start + 4)).toEqual([
      "- **`b`** — Fails on valid input (not found). _Fix:_ Fix happy-call-failed.",
      '- **`a`** — The inputSchema has no type. _Fix:_ Add `"type"`: `"object"`.',
      "- **`b`** — description-short message. _Fix:_ Fix description-short.",
      "- **`c`** — required-list-missing message. _Fix:_ Fix required-list-missing.",
    ]);
  });

  it("shows the parameter after the tool", () => {
    const md = renderMarkdown(makeScorecard({ findings: [f("property-no-type", { tool: "graph_health", parameter: "sample" })] }));
    expect(md).toContain("- **`graph_health`** · `sample` — property-no-type message. _Fix:_ Fix property-no-type.");
  });

  it("says the server looks clean when there is nothing to fix", () => {
    const md = renderMarkdown(makeScorecard({ findings: [f("tool-name-style")] }));
    expect(md).toContain("## Top issues to fix\n\n- No issues found — a model should be able to use this server cleanly.\n");
  });

  it("groups findings by rule in details sections, and leaves them out with details: false", () => {
    const scorecard = bServer();
    const full = renderMarkdown(scorecard);
    expect(full).toContain(
      "<details>\n<summary><code>schema-no-type</code> · 1 error — A tool&#39;s inputSchema has no root &#34;type&#34;: &#34;object&#34;.</summary>\n\n" +
        '- **`a`** — The inputSchema has no type. _Fix:_ Add `"type"`: `"object"`.\n\n</details>',
    );
    expect(full).toContain("<summary>Failed scenarios (3)</summary>");
    const short = renderMarkdown(scorecard, { details: false });
    expect(short).not.toContain("<details>");
    expect(short).toContain("## Top issues to fix");
    expect(short.length).toBeLessThan(full.length);
  });

  it("shows the cap on the grade line with its reason", () => {
    const md = renderMarkdown(makeScorecard({ findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high" })] }));
    expect(lines(md)[2]).toBe(
      "**Grade: C (capped from B)** · Score 80% — capped at C: probe-silent-noop on create\\_note (high confidence)",
    );
  });

  it("renders the probe table and the effect rate when probes ran", () => {
    const md = renderMarkdown(
      makeScorecard({ probes: [probe("create_note", "passed", "high", "write round trip"), probe("list_notes", "failed", "medium", "limit bound")] }),
    );
    expect(md).toContain("- Effect rate: 100% (1/1 high-confidence probe checks passed)");
    expect(md).toContain("| Probe            | Tool          | Result     | Confidence | Detail");
    expect(md).toContain("| limit bound      | `list_notes`  | **failed** | medium     |");
  });

  it("has no probe table when no probe ran", () => {
    expect(renderMarkdown(bServer())).not.toContain("## Effect probes");
  });

  it("lists drift in its own section", () => {
    const md = renderMarkdown(makeScorecard({ findings: [f("drift-required-added", { tool: "create_note", parameter: "body" })] }));
    expect(md).toContain("## Changes to what the model sees\n\n- **`create_note`** · `body` — drift-required-added message.");
  });

  it("puts the badge under the title with the grade as alt text", () => {
    const md = renderMarkdown(bServer(), { badgeUrl: "https://img.shields.io/badge/mcp-B%2084%25-green" });
    expect(lines(md)[2]).toBe("![mcp: B 84%](https://img.shields.io/badge/mcp-B%2084%25-green)");
  });

  it("counts the issues beyond maxIssues", () => {
    const many = Array.from({ length: 5 }, (_, i) => f("description-short", { tool: `t${i}`, message: `Issue ${i}.` }));
    const md = renderMarkdown(makeScorecard({ findings: many }), { maxIssues: 2 });
    expect(md).toContain("- … and 3 more issues.");
  });

  it("groups findings that say the same about several tools into one entry", () => {
    const same = ["a", "b", "c"].map((tool) => f("description-missing", { tool, message: `Tool "${tool}" has no description.`, fix: `Describe what '${tool}' does.` }));
    const md = renderMarkdown(makeScorecard({ findings: same }));
    expect(md).toContain('- **`a`**, **`b`**, **`c`** (3 tools) — Tool `"a"` has no description. _(The same for the other 2 tools.)_ _Fix:_ Describe what `a` does.');
  });

  it("reports refused and blocked calls once per cause with the fix, and the coverage", () => {
    const md = renderMarkdown(makeScorecard({ scenarios: [...scenarios("create_note", "happy", 1, 1), ...inconclusive("search_notes", "refused", 2), ...inconclusive("list_notes", "refused", 1)] }));
    expect(md).toContain("- Happy-path pass rate: 100% (1/1; 3 refused calls count for nothing)");
    expect(md).toContain("- **Coverage**: 33% (1 of 3 called tools gave a conclusive happy call) — provisional grade");
    expect(md).toContain("**Grade: A (provisional)**");
    expect(md).toContain("## Calls that counted for nothing");
    expect(md).toContain("- **Refused** · 3 calls on 2 tools (`search_notes`, `list_notes`) — The server did not find the generated values");
    expect(md).toContain("| `search_notes` | 0/2 · 2 refused |");
  });

  it("ends with the seed and timing footer and a newline", () => {
    expect(renderMarkdown(bServer()).endsWith("<sub>Seed 1 · ran in 3.2 s, 2.9 s of it waiting on the server</sub>\n")).toBe(true);
  });
});

describe("renderMarkdown with hostile server text", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "</details><details open>",
    "```\nfence",
    "pipe|pipe",
    "@octocat",
    "<!-- mcp-checkup -->",
    "line\n# heading",
  ];
  const scorecard = makeScorecard({
    server: { name: "<img src=x onerror=alert(1)> @octocat", version: "</details>" },
    tools: tools(hostile),
    scenarios: hostile.flatMap((name) => scenarios(name, "happy", 0, 1)),
    probes: hostile.map((name) => probe(name, "failed", "medium", "<b>probe</b>")),
    findings: hostile.map((name) =>
      f("happy-call-failed", { tool: name, parameter: name, message: `Failed: ${name} @octocat`, fix: `Do ${name}` }),
    ),
    protocolChecks: [{ check: "<i>ping</i>", status: "failed", detail: "</details>" }],
  });
  const md = renderMarkdown(scorecard);

  it("contains no raw HTML from the server", () => {
    expect(md).not.toMatch(/<script|<img|<b>|<i>|<details open/i);
  });

  it("closes only its own details sections", () => {
    expect(md.match(/<\/details>/g)?.length).toBe(md.match(/<details>/g)?.length);
  });

  it("mentions nobody", () => {
    expect(md).not.toMatch(/@octocat/);
  });

  it("contains no comment marker and opens no code fence", () => {
    expect(md).not.toContain("<!--");
    expect(md.split("\n").some((line) => line.startsWith("```"))).toBe(false);
    expect(md.split("\n").some((line) => line.startsWith("# ") && !line.startsWith("# MCP Scorecard"))).toBe(false);
  });

  it("keeps every table row with its own number of columns", () => {
    const rows = md.split("\n").filter((line) => line.startsWith("|"));
    const tables = [4, 5, 5, 3]; // tools, probes, failed scenarios, protocol checks
    expect(rows.length).toBe((hostile.length + 2) * 3 + 3);
    const columns = rows.map((row) => row.match(/(?<!\\)\|/g)!.length - 1);
    expect(new Set(columns.slice(0, 9))).toEqual(new Set([tables[0]]));
    expect(new Set(columns.slice(9, 18))).toEqual(new Set([tables[1]]));
    expect(new Set(columns.slice(18, 27))).toEqual(new Set([tables[2]]));
    expect(new Set(columns.slice(27))).toEqual(new Set([tables[3]]));
  });
});

describe("renderMarkdown: our wording as Markdown", () => {
  it("renders the code in our fix text as a code span and escapes nothing of it", () => {
    const md = renderMarkdown(
      makeScorecard({ findings: [f("call-timeout", { tool: "get_note", message: "'get_note' did not answer within 30 s.", fix: "Raise `--timeout` or run `mcp-checkup snapshot <server>` first." })] }),
    );
    expect(md).toContain("- **`get_note`** — `get_note` did not answer within 30 s. _Fix:_ Raise `--timeout` or run `mcp-checkup snapshot <\u200Bserver>` first.");
    expect(md).not.toContain("\\`");
  });

  it("says why a tool was not called in the tool table", () => {
    const md = renderMarkdown(makeScorecard({ tools: [...tools(["create_note"]), { name: "app_view", definition_tokens: 50, not_called: "app-only (MCP Apps)" }] }));
    expect(md).toMatch(/\| `app_view` +\| skipped: app-only \(MCP Apps\) \| +— \| +50 \|/);
  });

  it("explains the effect rate when only medium-confidence probes failed", () => {
    const md = renderMarkdown(makeScorecard({ probes: [probe("list_notes", "failed", "medium")] }));
    expect(md).toContain("- Effect rate: n/a (no high-confidence probe ran) · 1 medium-confidence probe warning");
  });
});
