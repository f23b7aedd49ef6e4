/**
 * Unique markers for the records effect probes write (issue "Effect probes" §Safety): `tsp` + 8 hex digits + the
 * field name, e.g. `tsp3f9a12c0title`. One tag (`tsp3f9a12c0`) per record, so a record's fields are told apart
 * by their suffix and leftovers in a store are recognisable by the `tsp` + hex prefix.
 */
/** Matches a probe marker anywhere in text (tag plus the field-name suffix). */
export declare const MARKER_PATTERN: RegExp;
/**
 * Hands out record tags derived from the run seed: the same seed (and salt) gives the same tags in the same
 * order, so runs are reproducible; every tag within a run is distinct. A `salt` (e.g. a time stamp) makes tags
 * distinct across runs against a store that keeps earlier probe records.
 */
export declare class MarkerSource {
    private readonly seed;
    private readonly salt;
    private count;
    private readonly issued;
    constructor(seed: number, salt?: string);
    /** The next record tag, `tsp` + 8 lower-case hex digits. */
    nextTag(): string;
}
/** A field's marker: the record tag plus the field name reduced to `[A-Za-z0-9_]` (`tsp3f9a12c0entity_type`). */
export declare function markerFor(tag: string, field: string): string;
