/**
 * Runs the engine's first-use work (ajv compilation, value generation, discovered values, lint, judging) on a tiny
 * synthetic server, so that the JIT, caches and regular expressions are warm when the real server's tools and answers
 * arrive: on a cold process the first planning pass otherwise costs about 0.1 s of CPU and the judge's patterns tens
 * of milliseconds more, most of the harness overhead on small servers (see bench/). It runs a step at a time (2–35 ms
 * each on a cold process, one per turn of the event loop) while `waiting` is pending — the server under test starting,
 * time we spend waiting anyway — and no further once it settles: a server that is up at once (a compiled binary) waits
 * at most for the step under way, not for the whole warm-up, and the answers that come in between are read between
 * steps. Resolves with the number of steps run once it stops; never rejects (a step that throws changes nothing), and
 * `waiting` rejecting stops it too.
 */
export declare function warmUpWhile(waiting: Promise<unknown>): Promise<number>;
