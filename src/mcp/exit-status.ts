import { constants } from "node:os";
import type { ExitStatus } from "./types.js";

/** How a process ended, as a clause for messages: "exited with code 3", "was killed by SIGKILL". */
export function describeExit(exit: ExitStatus): string {
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code ?? "unknown"}`;
}

/** The exit code a shell reports for a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
export function signalExitCode(signal: string): number {
  return 128 + ((constants.signals as Record<string, number>)[signal] ?? 0);
}
