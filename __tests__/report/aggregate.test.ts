import stringWidth from "string-width";
import { describe, expect, it } from "vitest";
import { buildAggregateCommentBody, buildAggregateSummary } from "../../src/action/comment-body.js";
import { COMMENT_BODY_LIMIT } from "../../src/action/constants.js";
import { aggregateServersJson, renderAggregateConsole, renderAggregateJson, renderAggregateMarkdown } from "../../src/report/aggregate.js";
import { aggregateReports, type AggregateInput } from "../../src/scorecard/aggregate.js";
import { buildScorecard } from "../../src/scorecard/build.js";
import { blockingFindings } from "../../src/scorecard/blocking.js";
import type { Scorecard } from "../../src/scorecard/types.js";
import { f, parts, scenarios, tools } from "../fixtures/scorecard.js";

/** `n` servers of `toolCount` tools each; every third fails one tool and has a description warning per tool. */
function servers(n: number, toolCount = 30): AggregateInput[] {
  return Array.from({ length: n }, (_, i) => {
    const names = Array.from({ length: toolCount }, (_, t) => `tool_${i}_${t}`);
    const broken = i % 3 === 0;
    return {
      source: `reports/mcp-checkup-s${i}/mcp-checkup-report.json`,
      fallbackLabel: `mcp-checkup-s${i}`,
      scorecard: buildScorecard(
        parts({
          server: { name: `server-${i}`, version: "1.0.0" },
          tools: tools(names, 120),
          scenarios: names.flatMap((t, k) => scenarios(t, "happy", broken && k === 0 ? 0 : 3, 3)),
          findings: broken
            ? [f("happy-call-failed", { tool: names[0]! }), ...names.map((t) => f("description-short", { tool: t, message: `Tool "${t}" has a short description.` }))]
            : [],
        }),
      ),
    };
  });
}
/** The gate of `mcp-ci`: a server with a blocking finding fails. */
const gate = (s: Scorecard) => (blockingFindings(s).length > 0 ? [`mcp-ci: ${blockingFindings(s).length} blocking finding`] : []);

describe("renderAggregateMarkdown", () => {
  it("has one table row per server with grade, change, coverage, top finding and context tokens", () => {
    const md = renderAggregateMarkdown(aggregateReports(servers(2), gate));
    expect(md).toContain("| | Server | Grade | Change | Coverage | Top finding | Context tokens |");
    expect(md).toContain("| ❌ | server-0 1.0.0 | **A** 96% | — | 100% | `happy-call-failed` on `tool_0_0` (+30) | ~3,600 |");
    expect(md).toContain("| ✅ | server-1 1.0.0 | **A** 100% | — | 100% | — | ~3,600 |");
  });

  it("escapes server names so they cannot break the table or inject HTML", () => {
    const [input] = servers(1);
    input!.scorecard = { ...input!.scorecard, server: { name: "evil|<img src=x onerror=alert(1)>", version: "" } };
    const md = renderAggregateMarkdown(aggregateReports([input!], gate));
    expect(md).not.toContain("<img");
    expect(md).toContain("evil\\|");
  });

  it("folds each server's causes with their fixes", () => {
    const md = renderAggregateMarkdown(aggregateReports(servers(1), gate));
    expect(md).toContain("<summary>❌ server-0 1.0.0 — grade A, 1 error, 30 warnings</summary>");
    expect(md).toMatch(/1\. ❌ \*\*happy-call-failed\*\* on `tool_0_0` — .* \*\*Fix:\*\* Fix happy-call-failed\./);
  });
});

describe("buildAggregateCommentBody", () => {
  it("keeps 200 servers of 30 tools under GitHub's comment limit, failing ones first, counting the rows it leaves out", () => {
    const body = buildAggregateCommentBody(aggregateReports(servers(200), gate), { key: "matrix", footer: "<sub>run</sub>" });
    expect(body.length).toBeLessThan(COMMENT_BODY_LIMIT);
    expect(body.split("\n")[0]).toMatch(/^<!-- mcp-checkup:comment key=matrix digest=[0-9a-f]{12} -->$/);
    expect(body).toContain("### MCP Checkup: 200 servers");
    expect(body).toMatch(/_… and 1[0-9]{2} more servers: see the job summary\._/);
    expect(body).toContain("| ❌ | server-0 1.0.0 |");
    expect(body).not.toContain("| ✅ | server-1 1.0.0 |");
  });

  it("writes the same marker for the same result, whatever the footer says", () => {
    const report = aggregateReports(servers(3), gate);
    const a = buildAggregateCommentBody(report, { key: "k", footer: "run 1" });
    const b = buildAggregateCommentBody(report, { key: "k", footer: "run 2" });
    expect(a.split("\n")[0]).toBe(b.split("\n")[0]);
  });
});

describe("buildAggregateSummary", () => {
  it("lists every one of 200 servers within the 1 MiB summary limit", () => {
    const summary = buildAggregateSummary(aggregateReports(servers(200), gate));
    expect(Buffer.byteLength(summary)).toBeLessThan(1_048_576);
    expect(summary).toContain("server-199 1.0.0");
  });
});

describe("the aggregate JSON", () => {
  it("lists each server with its grade, gate failures and top finding", () => {
    const report = aggregateReports(servers(2), gate);
    expect(aggregateServersJson(report)[0]).toMatchObject({
      server: "server-0 1.0.0",
      grade: "A",
      errors: 1,
      warnings: 30,
      top_finding: { rule: "happy-call-failed", tool: "tool_0_0" },
      gate_failures: ["mcp-ci: 1 blocking finding"],
    });
    expect(JSON.parse(renderAggregateJson(report))).toMatchObject({ worst_grade: "A", failing: ["server-0 1.0.0"] });
    expect(aggregateServersJson(report).map((row) => row.interrupted)).toEqual([false, false]);
  });

  it("says which report is of an interrupted run, in the JSON and beside the grade in the tables", () => {
    const [first, second] = servers(2);
    const stopped = { ...second!, scorecard: { ...second!.scorecard, interrupted: true as const, interruption: "SIGINT" } };
    const report = aggregateReports([first!, stopped], gate);
    expect(aggregateServersJson(report).find((row) => row.server === "server-1 1.0.0")?.interrupted).toBe(true);
    expect(renderAggregateMarkdown(report)).toContain("(interrupted)");
    expect(renderAggregateConsole(report)).toContain("(interrupted)");
  });
});

describe("renderAggregateConsole", () => {
  it("keeps the table and the gate lines within 80 columns, long server names included", () => {
    const inputs = servers(3).map((input) => ({ ...input, scorecard: { ...input.scorecard, server: { ...input.scorecard.server, name: `a-very-long-server-name-from-a-big-monorepo-${input.source}` } } }));
    const out = renderAggregateConsole(aggregateReports(inputs, gate));
    expect(Math.max(...out.split("\n").map((line) => stringWidth(line)))).toBeLessThanOrEqual(80);
    expect(out).toContain("happy-call-failed");
  });
});
