/** Exit codes of the CLI: 0 ok, 1 a gate failed (grade, --ci, lint errors), 2 usage error, 3 internal error; 128 + n for signal n (`signalExitCode`). */
export const EXIT = { ok: 0, gateFailed: 1, usage: 2, internal: 3 } as const;

export { signalExitCode } from "../checkup/side-commands.js";
