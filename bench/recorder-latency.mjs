// Added latency of the session recorder: 1,000 sequential tools/call round trips to a tiny stdio echo server,
// straight to its pipes, through SessionRecorder in this process (from the built library, dist/lib), and through the
// `mcp-checkup record` CLI (dist/cli, one more process hop, as a real client sees it), interleaved in blocks so
// machine noise hits all alike. A round trip crosses the recorder twice (request and response), so the added
// latency per message is half the difference of the median round trips. Target: ≤ 1 ms per message.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PassThrough } from "node:stream";
import { SessionRecorder } from "../dist/lib/index.js";

const MESSAGES = 1000;
const BLOCK = 100;
const WARMUP = 100;
const TARGET_MS = 1;

// Answers each line with a tools/call-sized result carrying the request's id.
const ECHO_SERVER = `
const rl = require("node:readline").createInterface({ input: process.stdin });
rl.on("line", (line) => {
  const msg = JSON.parse(line);
  process.stdout.write(JSON.stringify({ jsonrpc: "2.0", id: msg.id, result: { content: [{ type: "text", text: "echo: " + msg.params.arguments.message }] } }) + "\\n");
});
rl.on("close", () => process.exit(0));
`;

/** A line-reading client over (writable, readable): send one request, resolve on the next response line. */
function client(toServer, fromServer) {
  let buffer = "";
  let waiting;
  fromServer.setEncoding("utf8");
  fromServer.on("data", (chunk) => {
    buffer += chunk;
    const nl = buffer.indexOf("\n");
    if (nl >= 0 && waiting) {
      buffer = buffer.slice(nl + 1);
      const done = waiting;
      waiting = undefined;
      done();
    }
  });
  let id = 0;
  return (message) =>
    new Promise((resolve) => {
      const started = performance.now();
      waiting = () => resolve(performance.now() - started);
      const request = { jsonrpc: "2.0", id: ++id, method: "tools/call", params: { name: "echo", arguments: { message } } };
      toServer.write(JSON.stringify(request) + "\n");
    });
}

function startServer() {
  return spawn(process.execPath, ["-e", ECHO_SERVER], { stdio: ["pipe", "pipe", "inherit"] });
}

const direct = startServer();
const directCall = client(direct.stdin, direct.stdout);

const recorded = startServer();
const fromClient = new PassThrough();
const toClient = new PassThrough();
const recorder = new SessionRecorder({ fromClient, toServer: recorded.stdin, fromServer: recorded.stdout, toClient });
recorder.start();
const recordedCall = client(fromClient, toClient);

const traceDir = mkdtempSync(join(tmpdir(), "bench-record-"));
const traceFile = join(traceDir, "trace.json");
const viaCli = spawn(process.execPath, ["dist/cli/index.js", "record", "-o", traceFile, "--", process.execPath, "-e", ECHO_SERVER], {
  stdio: ["pipe", "pipe", "ignore"],
});
const cliCall = client(viaCli.stdin, viaCli.stdout);

const message = "a message of about the size of real tool arguments, with some ünïcode ✓ in it".repeat(2);
for (let i = 0; i < WARMUP; i++) {
  await directCall(message);
  await recordedCall(message);
  await cliCall(message);
}
const times = { direct: [], recorded: [], cli: [] };
for (let block = 0; block < MESSAGES / BLOCK; block++) {
  for (let i = 0; i < BLOCK; i++) times.direct.push(await directCall(message));
  for (let i = 0; i < BLOCK; i++) times.recorded.push(await recordedCall(message));
  for (let i = 0; i < BLOCK; i++) times.cli.push(await cliCall(message));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const directMs = median(times.direct);
const added = (ms) => Math.max(0, (ms - directMs) / 2);

direct.stdin.end();
fromClient.end();
viaCli.stdin.end();
await Promise.all([direct, recorded, viaCli].map((child) => new Promise((r) => child.once("exit", r))));
const cliCalls = JSON.parse(readFileSync(traceFile, "utf8")).calls.length;
rmSync(traceDir, { recursive: true, force: true });

const rows = [
  { path: "direct", calls: "-", ms: directMs },
  { path: "SessionRecorder (in process)", calls: recorder.calls().length, ms: median(times.recorded) },
  { path: "mcp-checkup record (CLI)", calls: cliCalls, ms: median(times.cli) },
];
console.table(
  rows.map((r) => ({
    path: r.path,
    messages: MESSAGES,
    "median round trip (ms)": +r.ms.toFixed(3),
    "added per message (ms)": r.path === "direct" ? "-" : +added(r.ms).toFixed(3),
    "calls recorded": r.calls,
  })),
);
for (const r of rows.slice(1)) {
  const ok = added(r.ms) <= TARGET_MS && r.calls === MESSAGES + WARMUP;
  console.log(`${ok ? "ok  " : "MISS"} ${r.path}: adds ${added(r.ms).toFixed(3)} ms median per message ≤ ${TARGET_MS} ms (${r.calls} calls recorded)`);
}
