import type { Redactor } from "../secrets/redactor.js";
import type { Scorecard } from "./types.js";
/**
 * The scorecard as every report may show it (issue 12, "Redaction at the source"): each string in it — server text,
 * findings, evidence, scenario arguments and details, the target — with the run's secrets redacted, and each
 * finding's evidence bounded (`boundEvidence`). The engine applies it before returning a scorecard; the Action
 * applies it again with the GitHub token before anything is published. Pure; returns a copy.
 */
export declare function redactScorecard(scorecard: Scorecard, redactor: Redactor): Scorecard;
