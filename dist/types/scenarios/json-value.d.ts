/** Small helpers for JSON values built from server-supplied schemas. */
/** A JSON text with object keys sorted, so equal values give equal texts (for de-duplication). */
export declare function canonicalJson(value: unknown): string;
/**
 * Sets an own, enumerable property, even one named `__proto__` (a schema may declare any property name; plain
 * assignment of `__proto__` would change the object's prototype instead).
 */
export declare function setOwn(target: Record<string, unknown>, key: string, value: unknown): void;
