// Grades one official server in this process and prints one JSON line of figures (run by bench/run.mjs so
// that peak RSS is this run's alone). Uses the built library (dist/lib), as a user would.
import { runCheckup, DEFAULTS } from "../dist/lib/index.js";
import { officialServers } from "./servers.mjs";

const name = process.argv[2];
const server = officialServers().find((s) => s.name === name);
if (!server) throw new Error(`unknown server ${name}`);
const started = performance.now();
const scorecard = await runCheckup({
  ...DEFAULTS,
  target: server.target,
  args: server.args,
  only: [],
  skip: [],
});
const processWallMs = performance.now() - started; // also the final shutdown of the server's process group
// The run's own figures: wall time up to the scorecard, and the part of it spent waiting on the server.
const wallMs = scorecard.timing.total_ms;
const waitMs = scorecard.timing.server_wait_ms;
console.log(
  JSON.stringify({
    server: name,
    grade: scorecard.grade,
    score: scorecard.score,
    wall_s: +(wallMs / 1000).toFixed(2),
    with_shutdown_s: +(processWallMs / 1000).toFixed(2),
    server_wait_s: +(waitMs / 1000).toFixed(2),
    overhead_pct: +((100 * (wallMs - waitMs)) / wallMs).toFixed(1),
    peak_rss_mb: +(process.resourceUsage().maxRSS / 1024).toFixed(1),
  }),
);
