import type { Readable, Writable } from "node:stream";
import { signalExitCode } from "./exit-codes.js";

/**
 * The CLI's seam to the outside: where text goes, whether stdout is a terminal, the environment, and the
 * process's own stdin/stdout for commands that speak MCP on them (sample-server, record).
 */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stdout is a terminal (colour only then). */
  isTTY: boolean;
  /** Width of the stdout terminal in columns, when stdout is one (the console report fits it; 80 otherwise). */
  columns?: number;
  /** stderr, when it is a terminal: progress is drawn there in place. Absent otherwise (progress is then one line per phase). */
  stderrTerminal?: NodeJS.WritableStream;
  /** Redacts text written to `stderrTerminal` as `stderr` redacts its own (`redactingIo`); identity when absent. */
  redact?(text: string): string;
  env: NodeJS.ProcessEnv;
  /** The path of the running CLI script, to start the bundled sample server as a child. */
  scriptPath: string;
  stdinStream: Readable;
  stdoutStream: Writable;
  /**
   * Calls `listener` on SIGINT or SIGTERM until the returned function unsubscribes it (absent: no signal handling,
   * e.g. in tests that do not need it). A second signal ends the process at once.
   */
  onSignal?(listener: (signal: "SIGINT" | "SIGTERM") => void): () => void;
}

/** The real process's IO. */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
    ...(process.stdout.isTTY && process.stdout.columns > 0 ? { columns: process.stdout.columns } : {}),
    ...(process.stderr.isTTY ? { stderrTerminal: process.stderr } : {}),
    env: process.env,
    scriptPath: process.argv[1] ?? "",
    stdinStream: process.stdin,
    stdoutStream: process.stdout,
    onSignal(listener) {
      let seen = 0;
      const handler = (signal: "SIGINT" | "SIGTERM"): void => {
        seen += 1;
        // A second signal while the first is handled: the user wants out now (the exit hooks still end the servers).
        if (seen > 1) process.exit(signalExitCode(signal));
        listener(signal);
      };
      process.on("SIGINT", handler);
      process.on("SIGTERM", handler);
      return () => {
        process.off("SIGINT", handler);
        process.off("SIGTERM", handler);
      };
    },
  };
}
