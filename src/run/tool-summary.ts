import type { Tool } from "../mcp/types.js";
import type { ScenarioResult, ToolSummary } from "../scorecard/types.js";
import { SKIPPED_AFTER_TIMEOUTS } from "./scenario-runner.js";

/**
 * One row per advertised tool, in listing order: scenarios passed / run, and the average latency in
 * milliseconds (rounded) of the calls really made, timeouts included. Scenarios with verdict `skipped` are not
 * counted; those skipped after repeated timeouts count in `total` (as failures) but not in the latency.
 * A tool with no scenarios (filtered out, task-only) gets `0/0`. `definitionTokens` comes from lint.
 */
export function summarizeTools(
  tools: readonly Tool[],
  results: readonly ScenarioResult[],
  definitionTokens: (tool: Tool) => number = () => 0,
): ToolSummary[] {
  return tools.map((tool) => {
    const mine = results.filter((r) => r.tool === tool.name && r.verdict !== "skipped");
    const timed = mine.filter((r) => r.detail !== SKIPPED_AFTER_TIMEOUTS);
    const latency = timed.length === 0 ? 0 : Math.round(timed.reduce((sum, r) => sum + r.duration_ms, 0) / timed.length);
    return {
      name: tool.name,
      passed: mine.filter((r) => r.passed).length,
      total: mine.length,
      avg_latency_ms: latency,
      definition_tokens: definitionTokens(tool),
    };
  });
}
