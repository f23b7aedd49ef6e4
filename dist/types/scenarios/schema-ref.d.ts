/**
 * Evaluates a JSON pointer (`""`, `/a/b`, RFC 6901) against `node`: own properties of objects and numeric indexes
 * of arrays only (so `/constructor` finds nothing). Undefined when it leads nowhere. Pure.
 */
export declare function evaluatePointer(node: unknown, pointer: string): unknown;
/**
 * What `ref` points to inside `root` (see the module note for the forms), or undefined when it cannot be followed
 * here. `#` and `""` are the root itself. Pure.
 */
export declare function resolveRef(root: unknown, ref: string): unknown;
/** The most `$ref`s one chain is followed through (a loop of references ends here). */
export declare const MAX_REF_HOPS = 16;
/**
 * `node` with its chain of `$ref`s followed (at most `maxHops`), for reading what a schema says: each hop puts the
 * keywords beside `$ref` over the target's (JSON Schema 2020-12 applies both; the sibling wins where they clash).
 * A target that is not an object (a boolean schema) is kept as it is when nothing stands beside the `$ref`, and
 * dropped for the siblings otherwise. Stops at a reference that cannot be followed (`node` keeps that `$ref`).
 * `refs` lists the references followed, in order. Pure.
 */
export declare function followRefs(root: unknown, node: unknown, maxHops?: number): {
    node: unknown;
    refs: string[];
};
