import { describe, expect, it } from "vitest";
import { buildCommentBody, buildSummary, measureBytes, truncateMarkdown, type CommentBodyOptions } from "../../src/action/comment-body.js";
import { commentMarker } from "../../src/action/constants.js";
import { parseCommentMarker } from "../../src/action/sticky-comment.js";
import { shieldsBadgeUrl } from "../../src/report/badge.js";
import { groupFindings } from "../../src/report/group-findings.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";

const NOTE = "_cut_";

/** Whether every fence and `<details>` opened in `md` is closed. */
function balanced(md: string): boolean {
  const fences = md.split("\n").filter((l) => /^ {0,3}(```|~~~)/.test(l)).length;
  return fences % 2 === 0 && (md.match(/<details\b/g) ?? []).length === (md.match(/<\/details>/g) ?? []).length;
}

/** A scorecard with `count` findings, each about a different long-named tool. */
function manyFindings(count: number) {
  const names = Array.from({ length: count }, (_, i) => `tool_${i}_${"x".repeat(60)}`);
  return makeScorecard({
    tools: tools(names),
    scenarios: names.flatMap((n) => scenarios(n, "happy", 0, 1)),
    findings: names.map((n) => f("happy-call-failed", { tool: n, message: `Failed: ${"long reason ".repeat(20)}`, fix: "Make it pass." })),
  });
}

const KEY = "command-0123456789ab";
const FOOTER = "<sub>Result of commit `abc1234` · [workflow run](https://github.example/o/r/actions/runs/42)</sub>";
const body = (scorecard: Scorecard, extra: Partial<CommentBodyOptions> = {}) =>
  buildCommentBody(scorecard, { key: KEY, groups: groupFindings(scorecard.findings), footer: FOOTER, ...extra });

/**
 * A server of `count` tools that all fail for one cause: every call says the API key is missing (issue 13: a
 * 27-tool server's comment was 18,000 characters with 27 near-identical bullets).
 */
function oneCause(count: number): Scorecard {
  const names = Array.from({ length: count }, (_, i) => `weather_tool_${String(i + 1).padStart(2, "0")}`);
  return makeScorecard({
    tools: tools(names, 180),
    scenarios: names.flatMap((n) => [...scenarios(n, "happy", 0, 3), ...scenarios(n, "edge", 4, 4)]),
    findings: names.flatMap((n) =>
      [1, 2, 3].map((k) =>
        f("happy-call-failed", {
          tool: n,
          message: `Happy path #${k} of '${n}', whose arguments satisfy its inputSchema, failed with isError: "Error: WEATHER_API_KEY is not set; export it before starting the server".`,
          fix: `Make '${n}' succeed on arguments its inputSchema accepts, or tighten the inputSchema (required, enum, pattern, bounds) so it describes what the tool really accepts.`,
        }),
      ),
    ),
  });
}

describe("buildCommentBody", () => {
  it("puts the marker with the key and the result's digest on the first line, and the footer last", () => {
    const text = body(makeScorecard());
    const marker = parseCommentMarker(text.split("\n")[0]!);
    expect(marker).toEqual({ key: KEY, digest: expect.stringMatching(/^[0-9a-f]{12}$/) });
    expect(text.trimEnd().split("\n").at(-1)).toBe(FOOTER);
  });

  it("writes the same bytes for the same result, whatever the run time and the probe record names", () => {
    const run = (ms: number, tag: string) =>
      makeScorecard({
        timing: { started_at: new Date(ms).toISOString(), total_ms: ms, server_wait_ms: ms / 2 },
        scenarios: [...scenarios("create_note", "happy", 3, 3, ms / 7), ...scenarios("search_notes", "happy", 3, 3), ...scenarios("list_notes", "happy", 3, 3)],
        probes: [{ ...probe("create_note", "failed", "high"), detail: `wrote ${tag}title and read back nothing` }],
        findings: [f("probe-silent-noop", { tool: "create_note", confidence: "high", message: `Record ${tag}title was not stored.` })],
      });
    expect(body(run(3210, "tsp0123abcd"))).toBe(body(run(98765, "tspfedc9876")));
  });

  it("keeps the digest when only the footer differs", () => {
    const first = body(makeScorecard()).split("\n")[0];
    expect(body(makeScorecard(), { footer: "<sub>Result of commit `fff0000`</sub>" }).split("\n")[0]).toBe(first);
  });

  it("gives a 27-tool server with one cause behind all failures one entry, under 10,000 characters", () => {
    const text = body(oneCause(27));
    expect(text.length).toBeLessThan(10_000);
    const section = text.slice(text.indexOf("#### What to fix"));
    expect(section.match(/^\d+\. /gm)).toEqual(["1. "]);
    expect(section).toContain("**happy-call-failed** on 27 tools: `weather_tool_01`, `weather_tool_02`, `weather_tool_03` and 24 more");
    expect(section).toContain("_(81 findings)_");
  });

  it("opens with the verdict: the grade, then the error counts, before any table", () => {
    const text = body(oneCause(27));
    const lines = text.split("\n");
    expect(lines[1]).toMatch(/^### !\[mcp: F \d+%\]\(https:\/\/img\.shields\.io\/badge\/.*\) MCP Checkup: notes-fixture 1\.0\.0$/);
    expect(lines[3]).toMatch(/^\*\*Grade F\*\* · score \d+%$/);
    expect(lines[5]).toBe("❌ **81 errors** from 1 cause.");
    expect(text.indexOf("<details>")).toBeGreaterThan(text.indexOf("#### What to fix"));
  });

  it("folds the tool table into <details> beyond five rows, and shows a short one open", () => {
    expect(body(oneCause(27))).toContain("<details>\n<summary>Tools (27): 27 with failures</summary>");
    const small = body(makeScorecard());
    expect(small).toContain("**Tools (3): all pass**");
    expect(small).not.toContain("<details>");
  });

  it("stays under 10,000 characters for a 30-tool server with many different causes", () => {
    const names = Array.from({ length: 30 }, (_, i) => `tool_${i}_${"x".repeat(20)}`);
    const rules = ["schema-no-type", "description-short", "property-no-type", "required-list-missing", "definition-large"] as const;
    const scorecard = makeScorecard({
      tools: tools(names),
      scenarios: names.flatMap((n) => scenarios(n, "happy", 2, 3)),
      probes: names.map((n) => probe(n, "passed", "high")),
      findings: names.flatMap((n, i) => [
        f("happy-call-failed", { tool: n, message: `Happy path #3 of '${n}' failed: ${"reason ".repeat(30)}`, fix: `Fix ${n} number ${i}: ${"do this ".repeat(20)}` }),
        ...rules.map((rule) => f(rule, { tool: n, message: `${rule} on ${n}: ${"detail ".repeat(20)}`, fix: `Fix ${rule} on ${n}.` })),
      ]),
    });
    expect(body(scorecard).length).toBeLessThan(10_000);
  });

  it("cuts at a line, closes what is open and links the job summary when even the short form is over the limit", () => {
    const text = body(oneCause(27), { limit: 800, runUrl: "https://github.example/o/r/actions/runs/42" });
    expect(text.length).toBeLessThanOrEqual(800);
    expect(parseCommentMarker(text.split("\n")[0]!)?.key).toBe(KEY);
    expect(text).toContain("the full scorecard is in the [job summary](https://github.example/o/r/actions/runs/42)");
    expect(balanced(text)).toBe(true);
  });
});

describe("truncateMarkdown", () => {
  it("returns text within the limit unchanged", () => {
    expect(truncateMarkdown("a\nb\n", 10, NOTE)).toBe("a\nb\n");
  });

  it("cuts at a line boundary and appends the note", () => {
    const out = truncateMarkdown("line one\nline two\nline three\n", 24, NOTE);
    expect(out).toBe("line one\n\n_cut_\n");
  });

  it("closes a code fence the cut leaves open", () => {
    const text = ["intro", "````js", "const a = 1;", "const b = 2;", "````", "after"].join("\n");
    const out = truncateMarkdown(text, 40, NOTE);
    expect(out).toBe("intro\n````js\nconst a = 1;\n````\n\n_cut_\n");
  });

  it("closes <details> blocks the cut leaves open, but not ones inside a fence", () => {
    const text = ["<details>", "<summary>x</summary>", "", "row 1", "row 2", "row 3", "</details>"].join("\n");
    const out = truncateMarkdown(text, 50, NOTE);
    expect(out.length).toBeLessThanOrEqual(50);
    expect(out.endsWith("\n\n</details>\n\n_cut_\n")).toBe(true);
    expect(balanced(out)).toBe(true);
    const fenced = truncateMarkdown(["```", "<details>", "x".repeat(10), "y".repeat(10), "```"].join("\n"), 30, NOTE);
    expect(fenced).toBe("```\n<details>\n```\n\n_cut_\n");
  });

  it("cuts one overlong line by characters", () => {
    const out = truncateMarkdown("x".repeat(100), 20, NOTE);
    expect(out.length).toBeLessThanOrEqual(20);
    expect(out.endsWith("_cut_\n")).toBe(true);
  });

  it("measures in UTF-8 bytes when asked", () => {
    const text = "é".repeat(30) + "\n" + "é".repeat(30);
    const out = truncateMarkdown(text, 70, NOTE, measureBytes);
    expect(measureBytes(out)).toBeLessThanOrEqual(70);
    expect(out.startsWith("é".repeat(30) + "\n")).toBe(true);
  });
});

describe("buildSummary", () => {
  it("is the full scorecard with its badge", () => {
    const scorecard = makeScorecard();
    expect(buildSummary(scorecard)).toBe(renderMarkdown(scorecard, { details: true, badgeUrl: shieldsBadgeUrl(scorecard) }));
  });

  it("fits a byte limit", () => {
    const summary = buildSummary(manyFindings(300), {}, 20_000);
    expect(measureBytes(summary)).toBeLessThanOrEqual(20_000);
    expect(balanced(summary)).toBe(true);
  });
});

describe("hostile server text in the comment and the summary", () => {
  const hostile = [
    "<script>alert(1)</script>",
    "</details><details open>",
    "@octocat please look",
    "a | b | c",
    "```\nfenced\n```",
    `${commentMarker("command-0123456789ab", "aaaaaaaaaaaa")}`,
    "<!-- mcp-checkup:comment tag=other -->",
  ];
  const scorecard = makeScorecard({
    server: { name: "<img src=x onerror=alert(1)> @octocat", version: "</details>" },
    tools: tools(hostile),
    scenarios: hostile.flatMap((name) => scenarios(name, "happy", 0, 1)),
    probes: hostile.map((name) => probe(name, "failed", "medium", "<b>probe</b>")),
    findings: hostile.map((name) => f("happy-call-failed", { tool: name, message: `Failed: ${name}`, fix: `Do ${name} @octocat` })),
    protocolChecks: [{ check: "<i>ping</i>", status: "failed", detail: "</details>```" }],
  });
  const comment = body(scorecard);
  const summary = buildSummary(scorecard);

  for (const [name, md] of [
    ["comment", comment],
    ["summary", summary],
  ] as const) {
    describe(name, () => {
      it("carries no raw HTML from the server", () => {
        expect(md).not.toMatch(/<script|<img|<b>|<i>|<details open/i);
      });

      it("closes only its own <details> sections", () => {
        expect(balanced(md)).toBe(true);
      });

      it("pings nobody", () => {
        expect(md).not.toMatch(/@octocat/);
        expect(md).toContain("@\u200Boctocat");
      });

      it("opens no code fence", () => {
        expect(md.split("\n").filter((l) => /^\s*(```|~~~)/.test(l))).toEqual([]);
      });

      it("keeps every table row at its header's column count", () => {
        const cells = (line: string) => line.replace(/\\\|/g, "").split("|").length;
        const rows = md.split("\n");
        for (let i = 0; i < rows.length; i++) {
          if (!rows[i]!.startsWith("|") || rows[i - 1]?.startsWith("|")) continue;
          const table = rows.slice(i, rows.findIndex((r, j) => j > i && !r.startsWith("|")));
          for (const row of table) expect({ row, cells: cells(row) }).toEqual({ row, cells: cells(table[0]!) });
        }
      });
    });
  }

  it("has exactly one comment marker: its own, on the first line", () => {
    expect(comment.match(/<!--/g)).toEqual(["<!--"]);
    expect(parseCommentMarker(comment.split("\n")[0]!)?.key).toBe(KEY);
    expect(summary).not.toContain("<!--");
  });
});
