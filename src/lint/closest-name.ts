/**
 * "Did you mean" support: edit distance between names, and a matcher that finds the closest of many names
 * without comparing against each of them (a deletion-neighbourhood index, as in SymSpell), so suggesting
 * names for hundreds of missing references on a server with hundreds of tools stays linear.
 */

/**
 * Edit distance between two strings, by UTF-16 unit: insertions, deletions, substitutions and transpositions
 * of adjacent characters each cost 1 (optimal string alignment), so the typo `stauts` is 1 from `status`.
 */
export function editDistance(a: string, b: string): number {
  return editDistanceWithin(a, b, Number.POSITIVE_INFINITY);
}

/** {@link editDistance} when it is at most `max`, else `max + 1` (stops as soon as the bound is exceeded). */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let before = new Array<number>(b.length + 1).fill(0);
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let cur = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + cost);
      if (i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, before[j - 2]! + 1);
      }
      cur[j] = d;
      if (d < rowMin) rowMin = d;
    }
    // A transposition can lower the next row by one below this row's minimum, never more.
    if (rowMin > max + 1) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return Math.min(prev[b.length]!, max + 1);
}

/** Lower case, with `-`, `.`, spaces and camelCase humps turned into `_`: `getUser` and `get-user` both give `get_user`. */
export function normaliseName(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[-.\s]+/g, "_");
}

/** A word without a plural ending: `entities` → `entity`, `issues` → `issue`, `boxes` → `box`; `status` → `statu` (consistently). */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** The comparison key of a name: {@link normaliseName}, each word made singular. */
export function nameKey(name: string): string {
  return normaliseName(name)
    .split("_")
    .map(singular)
    .join("_");
}

const wordKey = (key: string): string => key.split("_").filter(Boolean).sort().join("_");

/** Every string made from `s` by deleting one character, and `s` itself. */
function oneDeletion(s: string): Set<string> {
  const out = new Set([s]);
  for (let i = 0; i < s.length; i++) out.add(s.slice(0, i) + s.slice(i + 1));
  return out;
}

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
export class NameMatcher {
  private readonly names: string[];
  private readonly keys: string[];
  private byKey?: Map<string, number>;
  private byWords?: Map<string, number>;
  private byDeletion?: Map<string, number[]>;

  constructor(names: Iterable<string>) {
    this.names = [...names];
    this.keys = this.names.map(nameKey);
  }

  private build(): void {
    const byKey = new Map<string, number>();
    const byWords = new Map<string, number>();
    const byDeletion = new Map<string, number[]>();
    this.keys.forEach((key, i) => {
      if (!byKey.has(key)) byKey.set(key, i);
      const words = wordKey(key);
      if (!byWords.has(words)) byWords.set(words, i);
      for (const variant of oneDeletion(key)) {
        const list = byDeletion.get(variant);
        if (list) list.push(i);
        else byDeletion.set(variant, [i]);
      }
    });
    [this.byKey, this.byWords, this.byDeletion] = [byKey, byWords, byDeletion];
  }

  /** The closest name to `name` (never `name` itself), or undefined when none is close. */
  closest(name: string): string | undefined {
    if (this.byDeletion === undefined) this.build();
    const target = nameKey(name);
    const usable = (i: number | undefined): i is number => i !== undefined && this.names[i] !== name;
    const exact = this.byKey!.get(target);
    if (usable(exact)) return this.names[exact];
    const sameWords = this.byWords!.get(wordKey(target));
    if (usable(sameWords)) return this.names[sameWords];
    let best = -1;
    for (const variant of oneDeletion(target)) {
      for (const i of this.byDeletion!.get(variant) ?? []) {
        if ((best >= 0 && i >= best) || !usable(i)) continue;
        if (editDistanceWithin(target, this.keys[i]!, 1) <= 1) best = i;
      }
    }
    return best < 0 ? undefined : this.names[best];
  }
}

/** The closest of `candidates` to `name` by the rules of {@link NameMatcher}; for one-off lookups in short lists. */
export function closestName(name: string, candidates: Iterable<string>): string | undefined {
  return new NameMatcher(candidates).closest(name);
}
