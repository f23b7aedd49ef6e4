import type { Tool } from "../mcp/types.js";
import type { LintResult } from "../lint/index.js";
import type { Scorecard } from "../scorecard/types.js";
/** What `lint` knows about a server: its tools and instructions, from a live server or a saved tools file. */
export interface LintScorecardInput {
    tools: readonly Tool[];
    instructions?: string | undefined;
    server: {
        name: string;
        version: string;
    };
    protocol: {
        era: "legacy" | "modern";
        version: string;
    };
    target: string;
    lint: LintResult;
    seed?: number;
}
/**
 * A scorecard of lint findings alone (no scenarios, no probes), so `mcp-checkup lint` renders with the same
 * renderers as `test`. Rates with nothing to measure count as full credit (DESIGN.md "Score and grade").
 */
export declare function buildLintScorecard(input: LintScorecardInput): Scorecard;
