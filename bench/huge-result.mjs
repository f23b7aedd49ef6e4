// A tool that answers with a 50 MB result (issue 14): the hostile stdio fixture writes one 50 MiB line per
// tools/call, over the 10 MiB limit of one message. The run must end within 3 s (whole process, timed from
// outside, default settings) with a response-too-large finding. Median of three runs.
import { resolve } from "node:path";
import { median, runCli } from "./cli-run.mjs";

const FIXTURE = resolve("__tests__/fixtures/hostile/stdio-server.mjs");
const runs = Array.from({ length: 3 }, () => runCli("test", ["--", process.execPath, FIXTURE, "--attack", "huge-line", "--mb", "50"]));
const wall = median(runs.map((r) => r.wall_ms));
const found = runs.every((r) => r.report?.findings.some((f) => f.rule === "response-too-large"));
console.table(runs.map((r) => ({ "wall (ms)": r.wall_ms, "peak RSS (MB)": r.peak_rss_mb, calls: r.report?.scenarios.length, "response-too-large": r.report?.findings.some((f) => f.rule === "response-too-large") })));
console.log(`${wall <= 3000 && found ? "ok  " : "MISS"} a 50 MB result: the run ends in ${Math.round(wall)} ms ≤ 3000 ms with a response-too-large finding${found ? "" : " (MISSING)"}`);
