import { refTo, uniqueRefs, type Finding, type FindingRef } from "../findings/finding.js";

/** The key under which {@link dedupeFindings} merges findings: rule and tool. */
function mergeKey(f: Pick<Finding, "rule" | "tool">): string {
  return `${f.rule}\u0000${f.tool ?? ""}`;
}

/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). A `parameter` is kept only when every occurrence
 * names the same one. Order: first occurrences, in input order.
 */
export function dedupeFindings(findings: readonly Finding[]): Finding[] {
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
    const merged: Finding = { ...first, message: `${first.message.replace(/\.$/, "")} (seen in ${group.length} calls).` };
    if (first.parameter !== undefined && group.some((f) => f.parameter !== first.parameter)) delete merged.parameter;
    return merged;
  });
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
