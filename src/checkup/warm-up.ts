import { lintServer } from "../lint/index.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import { judgeCall } from "../run/judge.js";
import { planScenarios } from "../scenarios/plan.js";

/** A small tool set touching the code paths a real run takes first: schema compilation (both dialects), value generation, edge planning, lint. */
const WARM_UP_TOOLS: Tool[] = [
  {
    name: "warm_up_search",
    description: "Search the records by query and return at most limit matches; use the 'warm_up_get' tool for one record.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, description: "Text to look for" },
        limit: { type: "integer", minimum: 1, maximum: 50 },
        tags: { type: "array", items: { type: "string", enum: ["a", "b"] }, uniqueItems: true },
        since: { type: "string", format: "date-time" },
      },
      required: ["query"],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: "warm_up_get",
    description: "Get one record by its id, with its fields and history.",
    inputSchema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { id: { type: "string", pattern: "^[a-z]{3}-\\d{2}$" }, verbose: { type: ["boolean", "null"] } },
      required: ["id"],
      additionalProperties: false,
    },
  },
];

/** Answers as servers give them, one per kind of reading the judge does: a refusal, an error in a success, JSON-RPC errors, data. */
const WARM_UP_ANSWERS: RequestOutcome[] = [
  { kind: "result", result: { content: [{ type: "text", text: "Error: ENOENT: no such file or directory, open '/tmp/records/abc-12'" }], isError: true }, durationMs: 1 },
  { kind: "result", result: { content: [{ type: "text", text: '{"status":"error","message":"connect ECONNREFUSED 127.0.0.1:5432"}' }] }, durationMs: 1 },
  { kind: "error", error: { code: -32602, message: "MCP error -32602: Invalid arguments for tool warm_up_get: Expected string, received number" }, durationMs: 1 },
  { kind: "error", error: { code: -32603, message: "TypeError: Cannot read properties of undefined (reading 'id')" }, durationMs: 1 },
  { kind: "result", result: { content: [{ type: "text", text: '[{"id":"abc-12","title":"First record"}]' }], structuredContent: { items: [{ id: "abc-12" }] } }, durationMs: 1 },
];

/**
 * Runs the engine's first-use work (ajv compilation, value generation, lint, judging) once on a tiny synthetic
 * server, so that the JIT, caches and regular expressions are warm when the real server's tools and answers arrive.
 * Meant to run while the server under test starts (time we spend waiting anyway): on a cold process the first
 * planning pass otherwise costs about 0.1 s of CPU and the judge's patterns tens of milliseconds more, most of the
 * harness overhead on small servers (see bench/). Never throws.
 */
export function warmUp(): void {
  try {
    lintServer({ tools: WARM_UP_TOOLS, instructions: "Call 'warm_up_search' first." });
    const { scenarios } = planScenarios(WARM_UP_TOOLS, { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] });
    // The judge's patterns (causes, hidden errors, result shapes) compile on first use: each scenario judged once.
    scenarios.forEach((scenario, i) => {
      const tool = WARM_UP_TOOLS.find((t) => t.name === scenario.tool);
      judgeCall(scenario, WARM_UP_ANSWERS[i % WARM_UP_ANSWERS.length]!, { tool, timeoutMs: 30_000 });
    });
  } catch {
    // A warm-up failure changes nothing about the run.
  }
}
