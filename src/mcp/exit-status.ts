import type { ExitStatus } from "./types.js";

/** How a process ended, as a clause for messages: "exited with code 3", "was killed by SIGKILL". */
export function describeExit(exit: ExitStatus): string {
  if (exit.signal) return `was killed by ${exit.signal}`;
  return `exited with code ${exit.code ?? "unknown"}`;
}
