#!/usr/bin/env node
// `npm run bench`: speed and memory figures (never run as tests). Needs a build (`npm run build`).
// Prints a table per benchmark with the target beside each figure.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

if (!existsSync("dist/lib/index.js")) {
  console.error("bench: dist/lib/index.js is missing; run `npm run build` first");
  process.exit(2);
}
const only = process.argv.slice(2);
const benches = [
  ["whole-process wall against a minimal client", "bench/wall-ratio.mjs"],
  ["scale: 5,000 tools, lint of 10", "bench/scale.mjs"],
  ["a 50 MB result", "bench/huge-result.mjs"],
  ["official servers", "bench/official-servers.mjs"],
  ["lint at scale", "bench/lint-scale.mjs"],
  ["recorder latency", "bench/recorder-latency.mjs"],
  ["action start-up", "bench/action-startup.mjs"],
  ["hostile servers (peak RSS)", "bench/hostile.mjs"],
  ["aggregating 200 reports", "bench/aggregate.mjs"],
];
for (const [title, file] of benches) {
  if (only.length > 0 && !only.some((o) => file.includes(o))) continue;
  if (!existsSync(file)) continue;
  console.log(`\n## ${title}`);
  execFileSync(process.execPath, [file], { stdio: "inherit" });
}
