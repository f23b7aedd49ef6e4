import { type ServerProcess, type StdioLaunch } from "./server-process.js";
/** Spawns `launch` now, to be taken over by the first transport of the same launch. Once per process. */
export declare function spawnAhead(launch: StdioLaunch): void;
/** The process spawned ahead, when its launch is `launch`'s (it is then no longer ahead); else undefined. */
export declare function takeSpawnedAhead(launch: StdioLaunch): ServerProcess | undefined;
/**
 * Stops the process spawned ahead if no transport took it: SIGTERM to its group, SIGKILL after `graceMs`
 * (default 500), and whatever left its group. Resolves once it is gone; at once when there is none. Never throws.
 */
export declare function discardSpawnedAhead(graceMs?: number): Promise<void>;
