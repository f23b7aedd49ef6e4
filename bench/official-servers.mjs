// Grades each official server at default settings through the library, one fresh process each, and prints where
// the time went (the report's `timing`: server / extra servers / own, and our CPU). Targets: server-everything
// ≤ 15 s wall, peak RSS (our process) ≤ 150 MB. How far a run is from the physical limit is bench/wall-ratio.mjs's
// to say: the share of time not spent waiting on the server is no such measure (issue 14).
import { execFileSync } from "node:child_process";
import { officialServers } from "./servers.mjs";

const rows = [];
for (const { name } of officialServers()) {
  const out = execFileSync(process.execPath, ["bench/checkup-one.mjs", name], { encoding: "utf8" });
  rows.push(JSON.parse(out.trim().split("\n").pop()));
}
console.table(rows);
const everything = rows.find((r) => r.server === "everything");
const checks = [
  [`server-everything wall ${everything.wall_s} s ≤ 15 s`, everything.wall_s <= 15],
  ...rows.map((r) => [`${r.server}: peak RSS ${r.peak_rss_mb} MB ≤ 150 MB`, r.peak_rss_mb <= 150]),
];
for (const [text, ok] of checks) console.log(`${ok ? "ok  " : "MISS"} ${text}`);
