/**
 * The CLI's early spawn (issue 14): the server under test is spawned before the CLI's own code has loaded, so that
 * loading it (options, engine, checks: tens of milliseconds of compiling and evaluating) overlaps the server's own
 * start instead of preceding it, as a minimal client's would. At most one process is spawned ahead; the first stdio
 * transport whose launch is the same (command, arguments, folder and the whole environment it would give) takes it
 * over instead of spawning; a process no transport took (a usage error, `--help`, a launch that came out different)
 * is stopped by {@link discardSpawnedAhead} before the CLI exits, and killed with its group if the CLI ends first.
 * Nothing has been written to it until it is taken over, so a server stopped this way was only started.
 */
import { endTaggedProcesses } from "./escaped-processes.js";
import { killGroup } from "./process-group.js";
import { launchEnvironment, spawnServerProcess, type ServerProcess, type StdioLaunch } from "./server-process.js";

let ahead: { launch: StdioLaunch; process: ServerProcess } | undefined;

/** Spawns `launch` now, to be taken over by the first transport of the same launch. Once per process. */
export function spawnAhead(launch: StdioLaunch): void {
  if (ahead !== undefined) throw new Error("spawnAhead: a process was already spawned ahead");
  ahead = { launch, process: spawnServerProcess(launch) };
}

/** The process spawned ahead, when its launch is `launch`'s (it is then no longer ahead); else undefined. */
export function takeSpawnedAhead(launch: StdioLaunch): ServerProcess | undefined {
  if (ahead === undefined || !sameLaunch(ahead, launch)) return undefined;
  const { process: taken } = ahead;
  ahead = undefined;
  return taken;
}

/**
 * Stops the process spawned ahead if no transport took it: SIGTERM to its group, SIGKILL after `graceMs`
 * (default 500), and whatever left its group. Resolves once it is gone; at once when there is none. Never throws.
 */
export async function discardSpawnedAhead(graceMs = 500): Promise<void> {
  const left = ahead;
  ahead = undefined;
  if (left === undefined) return;
  const { child, tag } = left.process;
  if (child.pid !== undefined) await killGroup(child.pid, graceMs);
  await endTaggedProcesses(tag);
  child.stdout?.destroy();
  child.stderr?.destroy();
  child.stdin?.destroy();
}

/** Whether `launch` would start the process spawned ahead: same command, arguments, folder and environment now. */
function sameLaunch(spawned: { launch: StdioLaunch; process: ServerProcess }, launch: StdioLaunch): boolean {
  const { launch: was, process: { env: given } } = spawned;
  if (launch.command !== was.command || launch.cwd !== was.cwd) return false;
  if (launch.args.length !== was.args.length || launch.args.some((arg, i) => arg !== was.args[i])) return false;
  const env = launchEnvironment(launch);
  const keys = Object.keys(env).filter((key) => env[key] !== undefined);
  return keys.length === Object.keys(given).filter((key) => given[key] !== undefined).length && keys.every((key) => env[key] === given[key]);
}
