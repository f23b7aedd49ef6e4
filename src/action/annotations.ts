import type { FindingGroup } from "../report/group-findings.js";
import type { SarifOptions } from "../report/sarif.js";
import { stableText } from "../report/stable-text.js";
import { removeUnsafeChars, toOneLine, truncate } from "../report/unsafe-chars.js";
import type { AnnotationPlace } from "./action-io.js";
import { ANNOTATION_LIMIT } from "./constants.js";

/** One annotation to emit. */
export interface Annotation extends AnnotationPlace {
  level: "error" | "warning";
  message: string;
}

/** The annotations of a run and what they leave out. */
export interface AnnotationPlan {
  annotations: Annotation[];
  /** Error and warning cause groups not annotated (over the limit), and the findings in them. */
  omittedGroups: number;
  omittedFindings: number;
}

/** Longest annotation message, characters. */
const MESSAGE_CHARS = 500;

/**
 * Plans the step's annotations (issue 13 item 7): one per cause group — not 27 copies of one failure — at most
 * `limit` errors and `limit` warnings (GitHub shows 10 of each per step; more are dropped silently), taken in the
 * groups' fix order so the most important come first. Each names the rule, the tools, the cause and the fix on one
 * line without control or bidi characters (annotations are plain text; server text is quoted in them) and is
 * anchored to the file a reviewer would open: the first tool's line in the baseline snapshot, else the config file
 * (`SarifOptions.locations` / `defaultLocation`, the same places SARIF results point at). Pure.
 */
export function planAnnotations(
  groups: readonly FindingGroup[],
  places: Pick<SarifOptions, "locations" | "defaultLocation"> = {},
  limit = ANNOTATION_LIMIT,
): AnnotationPlan {
  const plan: AnnotationPlan = { annotations: [], omittedGroups: 0, omittedFindings: 0 };
  const used = { error: 0, warning: 0 };
  for (const group of groups) {
    if (group.severity === "info") continue;
    if (used[group.severity] >= limit) {
      plan.omittedGroups++;
      plan.omittedFindings += group.count;
      continue;
    }
    used[group.severity]++;
    const tools = group.tools.length === 0 ? "" : `${group.tools.slice(0, 3).join(", ")}${group.tools.length > 3 ? ` and ${group.tools.length - 3} more tools` : ""}: `;
    const count = group.count > 1 ? ` (${group.count} findings)` : "";
    const message = truncate(toOneLine(removeUnsafeChars(stableText(`${tools}${group.message}${count} Fix: ${group.fix}`))), MESSAGE_CHARS);
    const place = group.tools.map((t) => places.locations?.get(t)).find((p) => p !== undefined) ?? places.defaultLocation;
    plan.annotations.push({
      level: group.severity,
      message,
      title: `mcp-checkup: ${group.rule}`,
      ...(place !== undefined ? { file: place.uri, line: place.line } : {}),
    });
  }
  return plan;
}

/**
 * The job summary's last line about annotations, so a reader knows where the rest are: how many were annotated, and
 * when some were left out, that every finding is in the summary above and the JSON report. Pure.
 */
export function annotationNote(plan: AnnotationPlan): string {
  const errors = plan.annotations.filter((a) => a.level === "error").length;
  const warnings = plan.annotations.length - errors;
  if (plan.annotations.length === 0) return "";
  const shown = `Annotations mark the most important causes: ${errors} ${errors === 1 ? "error" : "errors"}, ${warnings} ${warnings === 1 ? "warning" : "warnings"}`;
  if (plan.omittedGroups === 0) return `<sub>${shown}.</sub>`;
  return (
    `<sub>${shown}; GitHub shows at most ${ANNOTATION_LIMIT} of each per step, so ${plan.omittedGroups} more ` +
    `${plan.omittedGroups === 1 ? "cause" : "causes"} (${plan.omittedFindings} ${plan.omittedFindings === 1 ? "finding" : "findings"}) ` +
    `are only in this summary and in the JSON report (output \`report-json\`).</sub>`
  );
}
