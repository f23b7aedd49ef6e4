/**
 * True while any process of the group led by `pid` lives (the process itself on Windows). A zombie does not count:
 * it is dead and only waits to be reaped, and where PID 1 reaps nothing (a container whose first process is not an
 * init; this project's CI machines) a helper the server left behind stays a zombie in the group for good, which
 * made every stop of such a server wait out both grace periods, two seconds.
 */
export declare function isGroupAlive(pid: number): boolean;
/**
 * Remembers a group so that it is SIGKILLed synchronously if this process ends before {@link killGroup}: on
 * `exit` (a crash of ours, `process.exit` in a face) and on SIGINT, SIGTERM and SIGHUP, which end Node without
 * an `exit` event. After killing the groups, a signal is raised again with its default action unless someone
 * else listens for it, so Ctrl-C still stops the program. The hooks are installed once for the module.
 * `alsoEnd` runs then too (synchronously): it ends what left the group (see `escaped-processes.ts`).
 */
export declare function trackGroup(pid: number, alsoEnd?: () => void): void;
/**
 * Terminates the group led by `pid`: SIGTERM, then up to `graceMs` milliseconds (default 1,000) for every member
 * to exit, then SIGKILL. Resolves once the group is gone, or after a last short wait following SIGKILL (a
 * process in uninterruptible sleep cannot be waited for). Concurrent calls for one group share one sequence.
 * Never throws.
 */
export declare function killGroup(pid: number, graceMs?: number): Promise<void>;
