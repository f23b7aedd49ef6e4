import type { Finding } from "../findings/finding.js";

/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). A `parameter` is kept only when every occurrence
 * names the same one. Order: first occurrences, in input order.
 */
export function dedupeFindings(findings: readonly Finding[]): Finding[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const key = `${f.rule}\u0000${f.tool ?? ""}`;
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
