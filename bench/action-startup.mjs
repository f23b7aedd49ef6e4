// Action start-up: from the moment Node starts loading `dist/index.js` (run the way the runner does) to the
// first server spawn. A preload (`node --import`) records the time just before the bundle loads and wraps
// child_process.spawn to record when it is first called; the server is a stub that exits at once.
// Target: ≤ 300 ms.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "bench-action-"));
const stamp = join(dir, "spawned-after-ms");
const stub = join(dir, "stub-server.mjs");
const preload = join(dir, "preload.mjs");
writeFileSync(stub, "process.exit(1);\n");
writeFileSync(
  preload,
  [
    'import { writeFileSync } from "node:fs";',
    'import { createRequire } from "node:module";',
    "const cp = createRequire(import.meta.url)(\"node:child_process\");",
    "const loadStarted = performance.now();",
    "const spawn = cp.spawn;",
    "cp.spawn = function (...args) {",
    `  writeFileSync(${JSON.stringify(stamp)}, String(performance.now() - loadStarted));`,
    "  cp.spawn = spawn;",
    "  return spawn.apply(this, args);",
    "};",
  ].join("\n"),
);

function once() {
  const env = {
    ...process.env,
    "INPUT_MCP-COMMAND": `${process.execPath} ${stub}`,
    INPUT_COMMENT: "false",
    "INPUT_JOB-SUMMARY": "false",
    "INPUT_REPORT-DIR": join(dir, "report"),
    GITHUB_EVENT_NAME: "push",
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: join(dir, "output"),
  };
  writeFileSync(env.GITHUB_OUTPUT, "");
  writeFileSync(stamp, "");
  spawnSync(process.execPath, ["--import", preload, "dist/index.js"], { env, stdio: "ignore" });
  return Number(readFileSync(stamp, "utf8"));
}

const runs = Array.from({ length: 9 }, once);
const sorted = [...runs].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)];
console.table([{ "runs": runs.length, "median (ms)": +median.toFixed(0), "min (ms)": +sorted[0].toFixed(0), "max (ms)": +sorted.at(-1).toFixed(0) }]);
console.log(`${median <= 300 ? "ok  " : "MISS"} bundle load to first server spawn ${median.toFixed(0)} ms median (target ≤ 300 ms)`);
