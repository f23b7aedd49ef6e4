import type { Finding } from "../findings/finding.js";
/**
 * One finding per tool per rule: the first occurrence is kept, with the number of occurrences added to its
 * message when there were several (`… (seen in 4 calls).`). A `parameter` is kept only when every occurrence
 * names the same one. Order: first occurrences, in input order.
 */
export declare function dedupeFindings(findings: readonly Finding[]): Finding[];
