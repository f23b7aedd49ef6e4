// Added latency of the session recorder: 1,000 sequential tools/call round trips to a tiny stdio echo server,
// once straight to its pipes and once through SessionRecorder (from the built library, dist/lib), interleaved in
// blocks so machine noise hits both alike. A round trip crosses the recorder twice (request and response), so the
// added latency per message is half the difference of the median round trips. Target: ≤ 1 ms per message.
import { spawn } from "node:child_process";
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

const message = "a message of about the size of real tool arguments, with some ünïcode ✓ in it".repeat(2);
for (let i = 0; i < WARMUP; i++) {
  await directCall(message);
  await recordedCall(message);
}
const times = { direct: [], recorded: [] };
for (let block = 0; block < MESSAGES / BLOCK; block++) {
  for (let i = 0; i < BLOCK; i++) times.direct.push(await directCall(message));
  for (let i = 0; i < BLOCK; i++) times.recorded.push(await recordedCall(message));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const directMs = median(times.direct);
const recordedMs = median(times.recorded);
const addedPerMessage = Math.max(0, (recordedMs - directMs) / 2);
const calls = recorder.calls().length;

direct.stdin.end();
fromClient.end();
await Promise.all([new Promise((r) => direct.once("exit", r)), new Promise((r) => recorded.once("exit", r))]);

console.table([
  {
    messages: MESSAGES,
    "median round trip, direct (ms)": +directMs.toFixed(3),
    "median round trip, recorded (ms)": +recordedMs.toFixed(3),
    "added per message (ms)": +addedPerMessage.toFixed(3),
    "calls recorded": calls,
  },
]);
const ok = addedPerMessage <= TARGET_MS && calls === MESSAGES + WARMUP;
console.log(`${ok ? "ok  " : "MISS"} recorder adds ${addedPerMessage.toFixed(3)} ms median per message ≤ ${TARGET_MS} ms (${calls} calls recorded)`);
