/** The pids `/proc` lists, this process included; undefined without `/proc`. */
export declare function procPids(): number[] | undefined;
/**
 * A process's process group and whether it lives (`/proc/<pid>/stat`): a zombie (`Z`) or dead (`X`) process does not,
 * it only waits to be reaped. Undefined when the process is gone or its stat cannot be read.
 */
export declare function procStatus(pid: number): {
    alive: boolean;
    pgid: number;
} | undefined;
