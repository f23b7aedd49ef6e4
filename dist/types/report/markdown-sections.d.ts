import type { Scorecard } from "../scorecard/types.js";
/**
 * "## Context cost": shown when a budget was given or a sub-schema repeats; empty otherwise (the context line
 * of the header already gives the total).
 */
export declare function contextSection(scorecard: Scorecard): string[];
/** "## Client compatibility": one part per client named with `--clients`; empty when none was named. */
export declare function clientSection(scorecard: Scorecard): string[];
