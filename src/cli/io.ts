import type { Readable, Writable } from "node:stream";

/**
 * The CLI's seam to the outside: where text goes, whether stdout is a terminal, the environment, and the
 * process's own stdin/stdout for commands that speak MCP on them (sample-server, record).
 */
export interface CliIo {
  stdout(text: string): void;
  stderr(text: string): void;
  /** True when stdout is a terminal (colour and progress only then). */
  isTTY: boolean;
  env: NodeJS.ProcessEnv;
  /** The path of the running CLI script, to start the bundled sample server as a child. */
  scriptPath: string;
  stdinStream: Readable;
  stdoutStream: Writable;
}

/** The real process's IO. */
export function processIo(): CliIo {
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    isTTY: Boolean(process.stdout.isTTY),
    env: process.env,
    scriptPath: process.argv[1] ?? "",
    stdinStream: process.stdin,
    stdoutStream: process.stdout,
  };
}
