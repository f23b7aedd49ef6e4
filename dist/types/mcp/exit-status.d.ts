import type { ExitStatus } from "./types.js";
/** How a process ended, as a clause for messages: "exited with code 3", "was killed by SIGKILL". */
export declare function describeExit(exit: ExitStatus): string;
/** The exit code a shell reports for a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
export declare function signalExitCode(signal: string): number;
