/**
 * A memo of values worked out once per key, for the lookups planning and judging repeat for every attempt, variant
 * and call (issue 14: the same pattern parsed, the same description read, the same name split thousands of times).
 * Its memory is bounded: once it holds `limit` entries it forgets them all and starts again, which costs a few
 * recomputations and never grows with a hostile server's number of distinct texts.
 */
export class BoundedMemo<K, V> {
  private readonly values = new Map<K, V>();

  /** `limit`: how many entries it holds before it forgets them all. */
  constructor(private readonly limit: number) {}

  /** The value remembered for `key`, or undefined. */
  get(key: K): V | undefined {
    return this.values.get(key);
  }

  /** Remembers `value` for `key` (forgetting every entry first when full) and returns it. */
  set(key: K, value: V): V {
    if (this.values.size >= this.limit) this.values.clear();
    this.values.set(key, value);
    return value;
  }
}
