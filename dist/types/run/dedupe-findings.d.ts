import { type Finding, type FindingRef } from "../findings/finding.js";
/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). With `callOf` (what the call that raised a finding
 * sent, as its scenario's description says: `edge: wrong type for 'limit' (…)`), the calls that sent something
 * other than the first are listed too (`… (seen in 3 calls; also wrong type for 'limit' (…), empty and zero
 * values).`): a new user read "missing required 'x' (seen in 6 calls)" as six calls without 'x' when five of them
 * were wrongly typed values. A `parameter` is kept only when every occurrence names the same one. Order: first
 * occurrences, in input order.
 */
export declare function dedupeFindings(findings: readonly Finding[], callOf?: (f: Finding) => string | undefined): Finding[];
/**
 * `refs` (findings as a call raised them) re-pointed at the findings `merged` holds for them ({@link dedupeFindings}'s
 * output): a parameter the merge dropped is dropped from the reference too. References to nothing in `merged` are
 * kept as they are. Pure.
 */
export declare function mergedRefs(refs: readonly FindingRef[], merged: readonly Finding[]): FindingRef[];
