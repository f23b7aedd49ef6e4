/**
 * "Did you mean" support: edit distance between names, and a matcher that finds the closest of many names
 * without comparing against each of them (a deletion-neighbourhood index, as in SymSpell), so suggesting
 * names for hundreds of missing references on a server with hundreds of tools stays linear.
 */
/**
 * Edit distance between two strings, by UTF-16 unit: insertions, deletions, substitutions and transpositions
 * of adjacent characters each cost 1 (optimal string alignment), so the typo `stauts` is 1 from `status`.
 */
export declare function editDistance(a: string, b: string): number;
/** {@link editDistance} when it is at most `max`, else `max + 1` (stops as soon as the bound is exceeded). */
export declare function editDistanceWithin(a: string, b: string, max: number): number;
/** Lower case, with `-`, `.`, spaces and camelCase humps turned into `_`: `getUser` and `get-user` both give `get_user`. */
export declare function normaliseName(name: string): string;
/** The comparison key of a name: {@link normaliseName}, each word made singular. */
export declare function nameKey(name: string): string;
/**
 * Finds the closest of a fixed set of names, comparing {@link nameKey}s (case, separators, camelCase humps
 * and plural endings ignored). In order of preference: the same key (`get-user` → `get_user`,
 * `update_issue` → `update_issues`, `delete_entity` → `delete_entities`), the same words in another order
 * (`list_variables` → `variables_list`), then one typo — an {@link editDistance} of 1 (`stauts` →
 * `status`, `get_usr` → `get_user`). Ties go to the earlier name; nothing farther counts as close.
 *
 * Lookups use a deletion-neighbourhood index (two strings at distance ≤ 1 share a string reachable from each
 * by at most one deletion), built on the first lookup: O(names × length) strings once, then O(length)
 * per lookup instead of a scan of every name.
 */
export declare class NameMatcher {
    private readonly names;
    private readonly keys;
    private byKey?;
    private byWords?;
    private byDeletion?;
    constructor(names: Iterable<string>);
    private build;
    /** The closest name to `name` (never `name` itself), or undefined when none is close. */
    closest(name: string): string | undefined;
}
/** The closest of `candidates` to `name` by the rules of {@link NameMatcher}; for one-off lookups in short lists. */
export declare function closestName(name: string, candidates: Iterable<string>): string | undefined;
