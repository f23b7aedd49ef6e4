import type { Finding } from "../findings/finding.js";
import type { ResultSnapshot } from "./compare.js";
import { type Grade, type Scorecard } from "./types.js";
/**
 * Regressions of a server against its last good state, for the nightly run that keeps one issue per server (issue
 * 16 item 3; reference/fleet-notes.md §2.3: key the issue by a marker, comment only when the set of failing checks
 * changes, close it when the server is well again). Plain data; the Action renders and publishes it.
 */
/** What a server was before it regressed: its grade (null when unknown) and the identities of its blocking findings. */
export interface RegressionBaseline {
    grade: Grade | null;
    /** `rule|tool|parameter` of each blocking finding then (`findingIdentity`), at most {@link BASELINE_FINDINGS}. */
    blocking: string[];
    /** Where the baseline came from, e.g. `main` at `abc1234`; null when unknown. */
    from: string | null;
}
/** Most blocking identities a baseline keeps (it travels in the hidden state, under GitHub's body limit). */
export declare const BASELINE_FINDINGS = 200;
/** One check that fails now and did not fail in the baseline. `id` is stable across runs; `finding` is set for new findings. */
export interface RegressionCheck {
    id: string;
    kind: "no-start" | "grade" | "new-blocking";
    /** For `grade`: the baseline's grade and the current one. */
    gradeBefore?: Grade;
    gradeAfter?: Grade;
    /** For `no-start` and `new-blocking`: the finding (raw server text: renderers escape it). */
    finding?: Finding;
}
/** `rule|tool|parameter`: a finding's identity across runs, as `compareResults` reads it (wording may change). */
export declare function findingIdentity(f: {
    rule: string;
    tool?: string;
    parameter?: string;
}): string;
/**
 * The baseline a reference report gives (`ResultSnapshot`, the default branch's last reference run): its grade and
 * its blocking findings' identities (`isBlocking`). Pure.
 */
export declare function baselineOf(reference: ResultSnapshot, from: string | null): RegressionBaseline;
/**
 * What fails now that did not in `baseline` (null: no baseline is known):
 * - the server no longer starts (`server-start-failed`, `tools-list-failed`): that check alone, whatever else;
 * - the grade is worse than the baseline's (one check per baseline grade: a grade that goes from C to D while the
 *   baseline was A is the same failing check);
 * - each blocking finding (`isBlocking`; accepted findings never block) whose identity the baseline did not have.
 * Without a baseline only a start failure is a regression. In report order; pure.
 */
export declare function regressionChecks(current: Pick<Scorecard, "grade" | "findings">, baseline: RegressionBaseline | null): RegressionCheck[];
/** 12 hex digits of the SHA-256 of the sorted check ids: equal sets of failing checks, equal fingerprints. Pure. */
export declare function checksFingerprint(checks: readonly RegressionCheck[]): string;
/** Whether a value is a grade letter (for a baseline read back from an issue's hidden state). Pure. */
export declare function isGrade(value: unknown): value is Grade;
