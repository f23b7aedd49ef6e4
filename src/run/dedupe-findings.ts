import { refTo, uniqueRefs, type Finding, type FindingRef } from "../findings/finding.js";

/** The key under which {@link dedupeFindings} merges findings: rule and tool. */
function mergeKey(f: Pick<Finding, "rule" | "tool">): string {
  return `${f.rule}\u0000${f.tool ?? ""}`;
}

/** The other calls a merged finding lists by what they sent, at most this many (then "and N more"). */
const OTHER_CALLS_SHOWN = 4;

/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). With `callOf` (what the call that raised a finding
 * sent, as its scenario's description says: `edge: wrong type for 'limit' (…)`), the calls that sent something
 * other than the first are listed too (`… (seen in 3 calls; also wrong type for 'limit' (…), empty and zero
 * values).`): a new user read "missing required 'x' (seen in 6 calls)" as six calls without 'x' when five of them
 * were wrongly typed values. A `parameter` is kept only when every occurrence names the same one. Order: first
 * occurrences, in input order.
 */
export function dedupeFindings(findings: readonly Finding[], callOf?: (f: Finding) => string | undefined): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = mergeKey(f);
    const group = groups.get(key);
    if (group) group.push(f);
    else groups.set(key, [f]);
  }
  return [...groups.values()].map((group) => {
    const first = group[0] as Finding;
    if (group.length === 1) return first;
    const merged: Finding = { ...first, message: `${first.message.replace(/\.$/, "")} (seen in ${group.length} calls${otherCalls(group, callOf)}).` };
    if (first.parameter !== undefined && group.some((f) => f.parameter !== first.parameter)) delete merged.parameter;
    return merged;
  });
}

/** `; also <call>, <call>` for the calls of `group` that sent something else than its first (none: ""). */
function otherCalls(group: readonly Finding[], callOf: ((f: Finding) => string | undefined) | undefined): string {
  if (callOf === undefined) return "";
  // Happy calls all sent valid arguments: their numbers tell them apart, not what they sent.
  const sent = (f: Finding) => callOf(f)?.replace(/^edge: /, "").replace(/^happy path #\d+$/, "valid arguments");
  const first = sent(group[0]!);
  const others = [...new Set(group.slice(1).map(sent))].filter((c): c is string => c !== undefined && c !== first);
  if (others.length === 0) return "";
  const shown = others.slice(0, OTHER_CALLS_SHOWN).join(", ");
  return `; also ${shown}${others.length > OTHER_CALLS_SHOWN ? ` and ${others.length - OTHER_CALLS_SHOWN} more` : ""}`;
}

/**
 * `refs` (findings as a call raised them) re-pointed at the findings `merged` holds for them ({@link dedupeFindings}'s
 * output): a parameter the merge dropped is dropped from the reference too. References to nothing in `merged` are
 * kept as they are. Pure.
 */
export function mergedRefs(refs: readonly FindingRef[], merged: readonly Finding[]): FindingRef[] {
  const byKey = new Map(merged.map((f) => [mergeKey(f), f]));
  return uniqueRefs(refs.map((ref) => {
    const into = byKey.get(mergeKey(ref));
    return into ? refTo(into) : ref;
  }));
}
