import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { isGroupAlive, killGroup } from "../../src/mcp/process-group.js";
import { running, until } from "./fixture-targets.js";

// The hooks act when *this* process ends, so they are tested in a child Node process that loads the module
// (transpiled to plain JavaScript), starts a group that ignores SIGTERM, and then dies.
const dir = mkdtempSync(join(tmpdir(), "mcp-checkup-pgroup-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
/** `src/mcp/<name>.ts` as `<dir>/<name>.mjs`, its imports of sibling modules pointed at their `.mjs` copies. */
function transpiled(name: string): string {
  const source = readFileSync(fileURLToPath(new URL(`../../src/mcp/${name}.ts`, import.meta.url)), "utf8");
  const output = ts.transpileModule(source, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } }).outputText;
  const file = join(dir, `${name}.mjs`);
  writeFileSync(file, output.replace(/from "\.\/([\w-]+)\.js"/g, 'from "./$1.mjs"'));
  return file;
}
transpiled("proc-table");
const moduleFile = transpiled("process-group");

/** Runs a parent that tracks a stubborn detached group, then ends as `ending` says; resolves with the group's leader pid. */
function parentThatEnds(ending: string): Promise<number> {
  const script = `
    import { spawn } from "node:child_process";
    import { trackGroup } from ${JSON.stringify(moduleFile)};
    const group = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { detached: true, stdio: "ignore" });
    trackGroup(group.pid);
    console.log(group.pid);
    setTimeout(() => { ${ending} }, 100);
    setInterval(() => {}, 1000);
  `;
  const parent = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "ignore"] });
  let out = "";
  parent.stdout.on("data", (chunk) => (out += chunk));
  return new Promise((resolve) => parent.on("exit", () => resolve(Number(out.trim()))));
}

/** The states (`R`, `S`, `Z`, …) of the processes of group `pgid`, from /proc. */
function groupStates(pgid: number): string[] {
  return readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .flatMap((entry) => {
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, "latin1");
        const [state, , group] = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
        return Number(group) === pgid ? [state!] : [];
      } catch {
        return [];
      }
    });
}

describe("process groups", () => {
  it("kills a tracked group when this process crashes", async () => {
    const pid = await parentThatEnds("throw new Error('crash of ours')");
    expect(pid).toBeGreaterThan(0);
    await until(() => !running(pid), 2000);
  });

  it("kills a tracked group when this process gets SIGTERM, and still ends", async () => {
    const pid = await parentThatEnds("process.kill(process.pid, 'SIGTERM')");
    await until(() => !running(pid), 2000);
  });

  it("SIGKILLs a group that ignores SIGTERM after the grace period", async () => {
    const group = spawn(process.execPath, ["-e", "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)"], { detached: true, stdio: "ignore" });
    await new Promise((resolve) => group.once("spawn", resolve));
    await new Promise((resolve) => setTimeout(resolve, 100)); // let it install its SIGTERM handler
    await killGroup(group.pid!, 200);
    expect(running(group.pid!)).toBe(false);
  });

  it("takes a group whose last process is a zombie for ended", async () => {
    // The leader exits at once; its helper, left to PID 1, exits a little later. Where PID 1 reaps nothing the helper
    // stays a zombie of the group, which is dead all the same.
    const helper = "setTimeout(() => {}, 50)";
    const leader = spawn(process.execPath, ["-e", `require("node:child_process").spawn(process.execPath, ["-e", ${JSON.stringify(helper)}], { stdio: "ignore" }); process.exit(0)`], { detached: true, stdio: "ignore" });
    await new Promise((resolve) => leader.on("exit", resolve));
    // Wait until nothing of the group runs: only zombies left (here, where PID 1 reaps late) or nothing at all.
    await until(() => groupStates(leader.pid!).every((state) => state === "Z"), 3000);
    expect(isGroupAlive(leader.pid!)).toBe(false);
    await killGroup(leader.pid!);
    expect(isGroupAlive(leader.pid!)).toBe(false);
  });
});
