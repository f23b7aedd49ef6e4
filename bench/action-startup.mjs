// Action start-up: from launching `node dist/index.js` the way the runner does to the first server spawn.
// The server is a stub that records when its process began (performance.timeOrigin) and exits. Bare Node
// start-up on this machine is measured alongside and subtracted. Target: ≤ 300 ms.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "bench-action-"));
const stamp = join(dir, "spawned-at");
const stub = join(dir, "stub-server.mjs");
writeFileSync(stub, `import { writeFileSync } from "node:fs"; writeFileSync(${JSON.stringify(stamp)}, String(performance.timeOrigin)); process.exit(1);\n`);

function once() {
  const env = {
    ...process.env,
    "INPUT_MCP-COMMAND": `${process.execPath} ${stub}`,
    "INPUT_COMMENT": "false",
    "INPUT_JOB-SUMMARY": "false",
    "INPUT_REPORT-DIR": join(dir, "report"),
    GITHUB_EVENT_NAME: "push",
    GITHUB_WORKSPACE: dir,
    GITHUB_OUTPUT: join(dir, "output"),
  };
  writeFileSync(env.GITHUB_OUTPUT, "");
  const started = performance.timeOrigin + performance.now();
  spawnSync(process.execPath, ["dist/index.js"], { env, stdio: "ignore" });
  return Number(readFileSync(stamp, "utf8")) - started;
}

function bareNode() {
  const started = performance.now();
  spawnSync(process.execPath, ["-e", "0"], { stdio: "ignore" });
  return performance.now() - started;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = Array.from({ length: 7 }, once);
const bare = median(Array.from({ length: 7 }, bareNode));
const toSpawn = median(runs);
console.table([{ "launch to server spawn (ms)": +toSpawn.toFixed(0), "bare node start (ms)": +bare.toFixed(0), "bundle load to spawn (ms)": +(toSpawn - bare).toFixed(0) }]);
console.log(`${toSpawn - bare <= 300 ? "ok  " : "MISS"} bundle load to first server spawn ${(toSpawn - bare).toFixed(0)} ms (target ≤ 300 ms)`);
