/** The environment variable that tags a server's processes. */
export declare const TAG_VARIABLE = "MCP_CHECKUP_SERVER_TAG";
/**
 * A fresh tag for one server process (and everything it starts): unique among the processes of this machine (our
 * pid, the time, a counter and a random part), not secret — the server reads its own environment anyway. Made
 * without `node:crypto`, whose loading (about 3 ms) would otherwise come before the early spawn (issue 14).
 */
export declare function newProcessTag(): string;
/** One live process carrying a tag: its pid and its command name (`/proc/<pid>/comm`). */
export interface TaggedProcess {
    pid: number;
    command: string;
}
/**
 * The live processes (not zombies, not this process) whose environment holds `TAG_VARIABLE=tag`. Empty without
 * `/proc`. Synchronous (it also runs from an `exit` hook); never throws.
 */
export declare function findTaggedProcesses(tag: string): TaggedProcess[];
/** SIGKILLs every live process carrying `tag`; returns them. Synchronous; never throws. */
export declare function killTaggedProcesses(tag: string): TaggedProcess[];
/**
 * Ends what is left of a server after its process group was killed: SIGKILLs every live process carrying `tag`,
 * waits up to `waitMs` milliseconds (default 1,000) for them to be gone, and resolves with the processes it found
 * (empty when the server left nothing behind). Never throws.
 */
export declare function endTaggedProcesses(tag: string, waitMs?: number): Promise<TaggedProcess[]>;
