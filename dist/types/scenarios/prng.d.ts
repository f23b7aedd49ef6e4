/**
 * A small seeded pseudo-random number generator for value generation. The same seed always gives the same
 * sequence, on every platform, so the same server gets the same scenarios (and the same scorecard) on every run
 * (DESIGN.md "Scenarios and how a call is judged": generation is seeded).
 */
/** A seeded random source. `next()` returns a float in [0, 1). */
export interface Rng {
    next(): number;
    /** A whole number in [min, max] (both inclusive). `max < min` returns `min`. */
    int(min: number, max: number): number;
    /** One element of a non-empty list. */
    pick<T>(items: readonly T[]): T;
    /** True with probability `p` (0..1). */
    chance(p: number): boolean;
}
/**
 * mulberry32 (Tommy Ettinger's 32-bit generator): tiny, fast and good enough for test data; not cryptographic.
 * `seed` is taken modulo 2^32.
 */
export declare function mulberry32(seed: number): Rng;
/** FNV-1a 32-bit hash of a string (UTF-16 code units), as an unsigned 32-bit number. */
export declare function hashString(text: string): number;
/**
 * A seed derived from the global seed and a path of names (e.g. tool name, case number), so each tool's values
 * depend only on its own name and the global seed: adding a tool does not change the values of the others.
 */
export declare function deriveSeed(globalSeed: number, ...parts: readonly (string | number)[]): number;
