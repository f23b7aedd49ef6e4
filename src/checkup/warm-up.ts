import { lintServer } from "../lint/index.js";
import type { Tool } from "../mcp/types.js";
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

/**
 * Runs the engine's first-use work (ajv compilation, value generation, lint) once on a tiny synthetic server,
 * so that the JIT and caches are warm when the real server's tools arrive. Meant to run while the server
 * under test starts (time we spend waiting anyway): on a cold process the first planning pass otherwise costs
 * about 0.1 s of CPU, which is most of the harness overhead on small servers (see bench/). Never throws.
 */
export function warmUp(): void {
  try {
    lintServer({ tools: WARM_UP_TOOLS, instructions: "Call 'warm_up_search' first." });
    planScenarios(WARM_UP_TOOLS, { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] });
  } catch {
    // A warm-up failure changes nothing about the run.
  }
}
