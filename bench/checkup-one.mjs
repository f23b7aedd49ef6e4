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
const processWallMs = performance.now() - started;
// The run's own account of its time (README "JSON report", `timing`): disjoint parts that add up to the wall time.
const { total_ms, server_wait_ms, extra_servers_ms, own_ms, cpu_ms } = scorecard.timing;
console.log(
  JSON.stringify({
    server: name,
    grade: scorecard.grade,
    score: scorecard.score,
    wall_s: +(total_ms / 1000).toFixed(2),
    returned_s: +(processWallMs / 1000).toFixed(2),
    server_wait_s: +(server_wait_ms / 1000).toFixed(2),
    extra_servers_s: +(extra_servers_ms / 1000).toFixed(2),
    own_s: +(own_ms / 1000).toFixed(2),
    cpu_s: +(cpu_ms / 1000).toFixed(2),
    peak_rss_mb: +(process.resourceUsage().maxRSS / 1024).toFixed(1),
  }),
);
