import type { Tool } from "../mcp/types.js";
import type { LintResult } from "../lint/index.js";
import { TOKEN_METHOD } from "../lint/context-cost.js";
import { buildScorecard } from "../scorecard/build.js";
import type { Scorecard } from "../scorecard/types.js";

/** What `lint` knows about a server: its tools and instructions, from a live server or a saved tools file. */
export interface LintScorecardInput {
  tools: readonly Tool[];
  instructions?: string | undefined;
  server: { name: string; version: string };
  protocol: { era: "legacy" | "modern"; version: string };
  target: string;
  lint: LintResult;
  seed?: number;
}

/**
 * A scorecard of lint findings alone (no scenarios, no probes), so `mcp-checkup lint` renders with the same
 * renderers as `test`. Rates with nothing to measure count as full credit (DESIGN.md "Score and grade").
 */
export function buildLintScorecard(input: LintScorecardInput): Scorecard {
  const started = new Date().toISOString();
  return buildScorecard({
    server: { ...input.server, ...(input.instructions !== undefined ? { instructions: input.instructions } : {}) },
    protocol: input.protocol,
    target: input.target,
    tools: input.tools.map((tool, i) => {
      const name = typeof tool.name === "string" ? tool.name : `<tool #${i + 1}>`;
      return { name, definition_tokens: input.lint.definitionTokens[name] ?? 0 };
    }),
    scenarios: [],
    findings: input.lint.findings,
    instructionsTokens: input.lint.instructionsTokens,
    tokenMethod: TOKEN_METHOD,
    context: input.lint.context,
    ...(input.lint.clientProfiles !== undefined ? { clientProfiles: input.lint.clientProfiles } : {}),
    seed: input.seed ?? 0,
    timing: { started_at: started, total_ms: 0, server_wait_ms: 0 },
    probeGradeCap: true,
  });
}
