import { limitInlining } from "../checkup/compiler-budget.js";
import { discardSpawnedAhead, spawnAhead } from "../checkup/early-spawn.js";
import { isPlanThread } from "../checkup/plan-thread-mark.js";
import { launchAhead } from "./launch-ahead.js";

// Thin entry: all work lives in runCli, which tests call directly. The server the command line names is spawned
// first, before runCli and the rest of the CLI are loaded (launch-ahead.ts, issue 14: loading them takes tens of
// milliseconds, which now overlap the server's own start); the run takes it over, or it is stopped before we exit.
if (isPlanThread()) {
  // A thread this CLI started to plan a large server's calls (checkup/plan-thread.ts): it only plans.
  void import("../checkup/plan-thread.js").then(({ servePlans }) => servePlans());
} else {
  const argv = process.argv.slice(2);
  const launch = launchAhead(argv);
  if (launch !== undefined) spawnAhead(launch);
  limitInlining(); // a run is short: its code compiles quicker (checkup/compiler-budget.ts; the process's, threads too)
  void import("./main.js")
    .then(({ runCli, processIo }) => runCli(argv, processIo()))
    .catch((error: unknown) => {
      process.stderr.write(`mcp-checkup: internal error: ${error instanceof Error ? error.message : String(error)}\n`);
      return 3; // EXIT.internal (exit-codes.ts is not loaded before the server is spawned)
    })
    .then(async (code) => {
      await discardSpawnedAhead();
      process.exitCode = code;
      // Safety net: whatever is left (it should be nothing) may not keep a finished run alive.
      setTimeout(() => process.exit(code), 3000).unref();
    });
}
