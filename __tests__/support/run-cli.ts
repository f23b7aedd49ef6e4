import { PassThrough } from "node:stream";
import type { CliIo } from "../../src/cli/io.js";
import { runCli } from "../../src/cli/main.js";

/** Runs the CLI in-process, not on a terminal and with an empty environment; its exit code and what it wrote. */
export async function cli(argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const io: CliIo = {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
    isTTY: false,
    env: {},
    scriptPath: "",
    stdinStream: new PassThrough(),
    stdoutStream: new PassThrough(),
  };
  const code = await runCli(argv, io);
  return { code, stdout, stderr };
}
