import { type Finding, type FindingRef } from "../findings/finding.js";
/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). A `parameter` is kept only when every occurrence
 * names the same one. Order: first occurrences, in input order.
 */
export declare function dedupeFindings(findings: readonly Finding[]): Finding[];
/**
 * `refs` (findings as a call raised them) re-pointed at the findings `merged` holds for them ({@link dedupeFindings}'s
 * output): a parameter the merge dropped is dropped from the reference too. References to nothing in `merged` are
 * kept as they are. Pure.
 */
export declare function mergedRefs(refs: readonly FindingRef[], merged: readonly Finding[]): FindingRef[];
