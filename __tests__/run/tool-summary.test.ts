import { describe, expect, it } from "vitest";
import type { Tool } from "../../src/mcp/types.js";
import { SKIPPED_AFTER_TIMEOUTS } from "../../src/run/scenario-runner.js";
import { summarizeTools } from "../../src/run/tool-summary.js";
import type { ScenarioResult } from "../../src/scorecard/types.js";

const tools: Tool[] = [{ name: "a" }, { name: "b" }, { name: "c" }];
const row = (tool: string, passed: boolean, duration_ms: number, extra: Partial<ScenarioResult> = {}): ScenarioResult => ({
  tool,
  kind: "happy",
  description: "happy path #1",
  verdict: passed ? "ok" : "tool-error",
  passed,
  duration_ms,
  detail: "ok",
  ...extra,
});

describe("summarizeTools", () => {
  it("counts passed and run scenarios per advertised tool and averages their latency", () => {
    const results = [
      row("a", true, 10),
      row("a", false, 21),
      row("a", false, 0, { verdict: "timeout", detail: SKIPPED_AFTER_TIMEOUTS }),
      row("b", false, 0, { verdict: "skipped", detail: "not run" }),
      row("mcp_checkup_no_such_tool", true, 1, { kind: "edge" }),
    ];
    expect(summarizeTools(tools, results, (t) => t.name.length * 10)).toEqual([
      { name: "a", passed: 1, total: 3, avg_latency_ms: 16, definition_tokens: 10 },
      { name: "b", passed: 0, total: 0, avg_latency_ms: 0, definition_tokens: 10 },
      { name: "c", passed: 0, total: 0, avg_latency_ms: 0, definition_tokens: 10 },
    ]);
  });
});
