import { describe, expect, it } from "vitest";
import { buildCommentBody, buildSummary, measureBytes, truncateMarkdown } from "../../src/action/comment-body.js";
import { COMMENT_BODY_LIMIT, commentMarker } from "../../src/action/constants.js";
import { shieldsBadgeUrl } from "../../src/report/badge.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { f, makeScorecard, probe, scenarios, tools } from "../fixtures/scorecard.js";

const marker = commentMarker("notes-fixture");
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

/** `scorecard` plus enough long findings that the comment must drop its details (the compact form). */
function manyFindingsWith(scorecard: ReturnType<typeof makeScorecard>) {
  const filler = manyFindings(150);
  return makeScorecard({ tools: filler.tools, scenarios: filler.scenarios, findings: [...scorecard.findings, ...filler.findings] });
}

describe("buildCommentBody", () => {
  it("puts the marker on the first line, then the scorecard with its badge", () => {
    const scorecard = makeScorecard();
    const body = buildCommentBody(scorecard, { marker });
    expect(body.split("\n")[0]).toBe(marker);
    expect(body).toBe(`${marker}\n${renderMarkdown(scorecard, { details: true, badgeUrl: shieldsBadgeUrl(scorecard) })}`);
    expect(body.split("\n").slice(0, 6).join("\n")).toContain(`](${shieldsBadgeUrl(scorecard)})`);
  });

  it("lists drift first, under \"Changes to what the model sees\", before the tools and the top issues", () => {
    const scorecard = makeScorecard({
      findings: [
        f("description-short", { tool: "list_notes" }),
        f("drift-description-changed", { tool: "search_notes", message: "Its description changed." }),
        f("drift-required-added", { tool: "create_note", parameter: "body", message: "Parameter 'body' is now required." }),
      ],
    });
    const compact = buildCommentBody(manyFindingsWith(scorecard), { marker });
    expect(compact).not.toContain("<details>");
    for (const body of [buildCommentBody(scorecard, { marker }), compact]) {
      const heading = body.indexOf("## Changes to what the model sees");
      expect(heading).toBeGreaterThan(0);
      expect(heading).toBeLessThan(body.indexOf("## Tools"));
      expect(heading).toBeLessThan(body.indexOf("## Top issues to fix"));
      const section = body.slice(heading, body.indexOf("## Tools")).trim().split("\n").slice(2);
      expect(section).toEqual([
        "- **`create_note`** · `body` — Parameter 'body' is now required. _Fix:_ Fix drift-required-added.",
        "- **`search_notes`** — Its description changed. _Fix:_ Fix drift-description-changed.",
      ]);
      expect(section.join("\n")).not.toContain("description-short");
    }
  });

  it("drops the details first when the full body is over the limit", () => {
    const scorecard = manyFindings(150);
    const full = `${marker}\n${renderMarkdown(scorecard, { details: true, badgeUrl: shieldsBadgeUrl(scorecard) })}`;
    expect(full.length).toBeGreaterThan(COMMENT_BODY_LIMIT);
    const body = buildCommentBody(scorecard, { marker });
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT);
    expect(body).not.toContain("<details>");
    expect(body).not.toContain("Scorecard cut");
  });

  it("cuts at a line, closes what is open and links the job summary when even the short form is too long", () => {
    const scorecard = manyFindings(600);
    const body = buildCommentBody(scorecard, { marker, runUrl: "https://github.example/o/r/actions/runs/42" });
    expect(body.length).toBeLessThanOrEqual(COMMENT_BODY_LIMIT);
    expect(body.split("\n")[0]).toBe(marker);
    expect(body).toContain("the full scorecard is in the [job summary](https://github.example/o/r/actions/runs/42)");
    expect(balanced(body)).toBe(true);
  });

  it("keeps within a smaller limit too", () => {
    const body = buildCommentBody(manyFindings(20), { marker, limit: 3000 });
    expect(body.length).toBeLessThanOrEqual(3000);
    expect(body.startsWith(`${marker}\n# MCP Scorecard`)).toBe(true);
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
    const summary = buildSummary(manyFindings(300), 20_000);
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
    `${commentMarker("notes-fixture")}`,
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
  const comment = buildCommentBody(scorecard, { marker });
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
    expect(comment.split("\n")[0]).toBe(marker);
    expect(summary).not.toContain("<!--");
  });
});
