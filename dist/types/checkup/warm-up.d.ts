/**
 * Runs the engine's first-use work (ajv compilation, value generation, lint, judging) once on a tiny synthetic
 * server, so that the JIT, caches and regular expressions are warm when the real server's tools and answers arrive.
 * Meant to run while the server under test starts (time we spend waiting anyway): on a cold process the first
 * planning pass otherwise costs about 0.1 s of CPU and the judge's patterns tens of milliseconds more, most of the
 * harness overhead on small servers (see bench/). Never throws.
 */
export declare function warmUp(): void;
