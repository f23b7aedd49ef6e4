/**
 * A record with a fixed number of entries, so a server that floods us (stdout garbage, notifications) cannot
 * exhaust memory. `first` keeps the earliest `limit` entries (the first pollution lines say most about it);
 * `last` keeps the latest (a ring: the recent exchanges are the ones a report or a protocol check looks at).
 * `total` counts every entry ever pushed.
 */
export class BoundedLog<T> {
  private readonly entries: T[] = [];
  /** Ring position of the oldest entry once a `last` log is full. */
  private start = 0;
  private count = 0;

  constructor(
    readonly limit: number,
    readonly keep: "first" | "last",
  ) {}

  /** Adds an entry (dropped when a `first` log is full; evicts the oldest when a `last` log is full). */
  push(entry: T): void {
    this.count += 1;
    if (this.entries.length < this.limit) {
      this.entries.push(entry);
    } else if (this.keep === "last" && this.limit > 0) {
      this.entries[this.start] = entry;
      this.start = (this.start + 1) % this.limit;
    }
  }

  /** The kept entries, oldest first (a copy). */
  items(): T[] {
    return [...this.entries.slice(this.start), ...this.entries.slice(0, this.start)];
  }

  /** How many entries were ever pushed, kept or not. */
  get total(): number {
    return this.count;
  }
}
