import type { ExitStatus } from "./types.js";
/** How a process ended, as a clause for messages: "exited with code 3", "was killed by SIGKILL". */
export declare function describeExit(exit: ExitStatus): string;
