/**
 * Runs the engine's first-use work (ajv compilation, value generation, lint) once on a tiny synthetic server,
 * so that the JIT and caches are warm when the real server's tools arrive. Meant to run while the server
 * under test starts (time we spend waiting anyway): on a cold process the first planning pass otherwise costs
 * about 0.1 s of CPU, which is most of the harness overhead on small servers (see bench/). Never throws.
 */
export declare function warmUp(): void;
