import type { Scorecard } from "./types.js";
/** Rule ids a report names that this version's catalogue does not know (a newer scorer wrote it), each once. */
export declare function unknownRules(scorecard: Pick<Scorecard, "findings">): string[];
/**
 * Why a saved report cannot be published as it is, or null when its grade follows from its own results (issue 13
 * item 2: a report forged in a fork's artifact with `grade: "A"` was posted next to an error finding). The score,
 * its components, the grade and the cap are recomputed with `computeScore` from the report's scenarios, findings,
 * probes and tool count, exactly as the run that wrote it computed them (its cap reasons other than probe failures,
 * such as stdout pollution, are taken from the report: they only lower the grade); accepted findings cost nothing,
 * as they did in that run:
 * - every rule known: each must match (rates within 0.0001, grade and cap equal);
 * - rules this version does not know (a newer scorer; they are published, shown by id): what they cost cannot be
 *   recomputed, so only what they cannot raise is checked — the happy and edge rates equal, the lint term, the score
 *   and the grade no better than without them, and the grade the one its own score and cap give.
 * Pure; never throws.
 */
export declare function reportInconsistency(report: Scorecard): string | null;
