import { constants } from "node:os";

/** Exit codes of the CLI: 0 ok, 1 a gate failed (grade, --ci, lint errors), 2 usage error, 3 internal error. */
export const EXIT = { ok: 0, gateFailed: 1, usage: 2, internal: 3 } as const;

/** The exit code a shell reports for a process ended by `signal`: 128 + its number (SIGINT 130, SIGTERM 143). */
export function signalExitCode(signal: string): number {
  return 128 + ((constants.signals as Record<string, number>)[signal] ?? 0);
}
