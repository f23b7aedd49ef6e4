import { Inputs } from "./constants.js";
import { BRANCH_EVENTS, type ActionContext } from "./context.js";

/** Whether this run may write the badge, the reference report and the baseline, and if not, why not. */
export type ReferenceRun = { ok: true; branch: string } | { ok: false; reason: string };

/**
 * Decides whether this run is a reference run (issue 13 item 2: a push to a feature branch with a broken server
 * overwrote the README badge; a forged report in publish-only mode was committed to the badge branch):
 * - never in publish-only mode (it publishes another, possibly untrusted, run's report);
 * - only on push, schedule and workflow_dispatch events (`BRANCH_EVENTS`), never a pull request;
 * - only on a branch of `referenceBranches`, or — when that is empty — the repository's default branch (from the
 *   event payload; a schedule payload has none, so `defaultBranch()` asks the API, null when it cannot say).
 * Never throws (a failing `defaultBranch()` is a reason).
 */
export async function referenceRun(
  context: ActionContext,
  referenceBranches: readonly string[],
  publishOnly: boolean,
  defaultBranch: () => Promise<string | null>,
): Promise<ReferenceRun> {
  if (publishOnly) return { ok: false, reason: "publish-only mode publishes another run's report, which must not become the reference" };
  if (!BRANCH_EVENTS.includes(context.eventName)) {
    return { ok: false, reason: `only push, schedule and workflow_dispatch runs write it, not ${context.eventName || "local"} runs` };
  }
  if (context.branch === null) return { ok: false, reason: `the run names no branch (ref ${context.ref ?? "unset"})` };
  let allowed: readonly string[] = referenceBranches;
  if (allowed.length === 0) {
    const fallback = context.defaultBranch ?? (await defaultBranch().catch(() => null));
    if (fallback === null) return { ok: false, reason: "the repository's default branch could not be read" };
    allowed = [fallback];
  }
  if (!allowed.includes(context.branch)) {
    const which = referenceBranches.length > 0 ? `${Inputs.ReferenceBranches}: ${allowed.join(", ")}` : `the default branch, ${allowed[0]}`;
    return { ok: false, reason: `this run is on ${context.branch}; only runs on ${which} write it (${Inputs.ReferenceBranches} names others)` };
  }
  return { ok: true, branch: context.branch };
}
