import { createHash } from "node:crypto";

/**
 * Unique markers for the records effect probes write (issue "Effect probes" §Safety): `tsp` + 8 hex digits + the
 * field name, e.g. `tsp3f9a12c0title`. One tag (`tsp3f9a12c0`) per record, so a record's fields are told apart
 * by their suffix and leftovers in a store are recognisable by the `tsp` + hex prefix.
 */

/** Matches a probe marker anywhere in text (tag plus the field-name suffix). */
export const MARKER_PATTERN = /tsp[0-9a-f]{8}[A-Za-z0-9_]*/g;

/**
 * Hands out record tags derived from the run seed: the same seed (and salt) gives the same tags in the same
 * order, so runs are reproducible; every tag within a run is distinct. A `salt` (e.g. a time stamp) makes tags
 * distinct across runs against a store that keeps earlier probe records.
 */
export class MarkerSource {
  private count = 0;
  private readonly issued = new Set<string>();

  constructor(
    private readonly seed: number,
    private readonly salt = "",
  ) {}

  /** The next record tag, `tsp` + 8 lower-case hex digits. */
  nextTag(): string {
    for (;;) {
      const n = this.count++;
      const hex = createHash("sha256").update(`${this.seed}/${this.salt}/${n}`).digest("hex").slice(0, 8);
      const tag = `tsp${hex}`;
      if (!this.issued.has(tag)) {
        this.issued.add(tag);
        return tag;
      }
    }
  }
}

/** A field's marker: the record tag plus the field name reduced to `[A-Za-z0-9_]` (`tsp3f9a12c0entity_type`). */
export function markerFor(tag: string, field: string): string {
  return `${tag}${field.replace(/[^A-Za-z0-9_]/g, "_")}`;
}
