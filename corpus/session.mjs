#!/usr/bin/env node
// A raw JSON-RPC session with one corpus server, by hand, under the same sandbox and network isolation as
// `npm run corpus`: the way to reproduce a finding before judging it (see README.md "Judging a finding").
//
//   node corpus/session.mjs ID [--protocol REV] [--wait MS] [--keep] [--full] < messages.jsonl
//   echo '{"method":"tools/call","params":{"name":"read_graph","arguments":{}}}' | node corpus/session.mjs memory
//
// Reads newline-delimited JSON-RPC messages on stdin. `initialize` and `notifications/initialized` are sent
// first unless the first message is itself `initialize` or `server/discover`. A message without "jsonrpc" gets
// it; a message with "method" and no "id" key gets the next id (write "id": null for a notification, which
// is sent without id). `{sandbox}` in a message is replaced by the sandbox path. Each request waits for its
// response (or --wait ms). The server's requests are answered as a minimal client would (roots/list → no
// roots, ping → {}). Everything is printed: `>>` sent, `<<` received, `!! stdout` for non-JSON stdout lines,
// and stderr at the end.

import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createSandbox, expand, minimalEnv, offline, removeSandbox, serverEnv, serverLaunch } from "./lib/sandbox.mjs";
import { loadServers } from "./lib/corpus-files.mjs";

const args = process.argv.slice(2);
const flag = (name) => {
  const i = args.indexOf(name);
  if (i === -1) return undefined;
  const value = args[i + 1];
  args.splice(i, 2);
  return value;
};
const has = (name) => {
  const i = args.indexOf(name);
  if (i !== -1) args.splice(i, 1);
  return i !== -1;
};
const protocol = flag("--protocol") ?? "2025-11-25";
const waitMs = Number(flag("--wait") ?? "15000");
const keep = has("--keep");
const full = has("--full");
const id = args[0];
const server = loadServers().find((s) => s.id === id);
if (!server) {
  console.error(`session: unknown server id ${JSON.stringify(id)}; ids: ${loadServers().map((s) => s.id).join(", ")}`);
  process.exit(2);
}

const input = readFileSync(0, "utf8");
const sandbox = await createSandbox(server);
const lines = input
  .split("\n")
  .map((l) => l.trim())
  .filter((l) => l !== "" && !l.startsWith("#"))
  .map((l) => JSON.parse(expand(l, sandbox)));

const { argv, cwd } = serverLaunch(server, sandbox);
const wrapped = offline(argv);
if (!wrapped.offline) console.error("session: warning: unshare -rn is unavailable; the server runs WITH network access");
console.error(`session: ${server.id} in ${sandbox}`);
const child = spawn(wrapped.argv[0], wrapped.argv.slice(1), {
  cwd,
  env: { ...minimalEnv(sandbox), ...serverEnv(server, sandbox) },
  stdio: ["pipe", "pipe", "pipe"],
  detached: true,
});
let stderr = "";
child.stderr.on("data", (d) => {
  if (stderr.length < 200_000) stderr += d;
});
const waiting = new Map();
let buffered = "";
const show = (text) => (full || text.length <= 4000 ? text : `${text.slice(0, 4000)}… (${text.length} chars; --full for all)`);
child.stdout.on("data", (d) => {
  buffered += d;
  let nl;
  while ((nl = buffered.indexOf("\n")) !== -1) {
    const line = buffered.slice(0, nl);
    buffered = buffered.slice(nl + 1);
    if (line.trim() === "") continue;
    let msg;
    try {
      msg = JSON.parse(line);
    } catch {
      console.log(`!! stdout (not JSON-RPC): ${show(line)}`);
      continue;
    }
    console.log(`<< ${show(JSON.stringify(msg))}`);
    if (msg.method && msg.id !== undefined) {
      const result = msg.method === "roots/list" ? { roots: [] } : msg.method === "ping" ? {} : undefined;
      const reply = result ? { jsonrpc: "2.0", id: msg.id, result } : { jsonrpc: "2.0", id: msg.id, error: { code: -32601, message: "Method not found" } };
      child.stdin.write(`${JSON.stringify(reply)}\n`);
      console.log(`>> ${JSON.stringify(reply)}`);
    } else if (msg.id !== undefined && waiting.has(msg.id)) {
      waiting.get(msg.id)();
      waiting.delete(msg.id);
    }
  }
});
const exited = new Promise((ok) => child.on("exit", (code, signal) => ok({ code, signal })));
let closed = false;
exited.then(() => {
  closed = true;
  for (const done of waiting.values()) done();
});

let nextId = 1;
function send(msg) {
  const out = { jsonrpc: "2.0", ...msg };
  if (out.method && !("id" in msg)) out.id = nextId++;
  if (out.id === null) delete out.id;
  const line = JSON.stringify(out);
  console.log(`>> ${show(line)}`);
  if (!closed) child.stdin.write(`${line}\n`);
  if (out.id === undefined || closed) return Promise.resolve();
  return new Promise((ok) => {
    const timer = setTimeout(() => {
      waiting.delete(out.id);
      console.log(`.. no answer to id ${out.id} within ${waitMs} ms`);
      ok();
    }, waitMs);
    waiting.set(out.id, () => {
      clearTimeout(timer);
      ok();
    });
  });
}

const first = lines[0]?.method;
if (first !== "initialize" && first !== "server/discover") {
  await send({ method: "initialize", params: { protocolVersion: protocol, capabilities: { roots: {} }, clientInfo: { name: "corpus-session", version: "1" } } });
  await send({ method: "notifications/initialized", id: null });
}
for (const msg of lines) await send(msg);

child.stdin.end();
const ended = await Promise.race([exited, new Promise((ok) => setTimeout(() => ok(undefined), 2000))]);
if (!ended) {
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {}
  await Promise.race([exited, new Promise((ok) => setTimeout(ok, 2000))]);
  try {
    process.kill(-child.pid, "SIGKILL");
  } catch {}
}
const status = await Promise.race([exited, new Promise((ok) => setTimeout(() => ok({ code: null, signal: "unknown" }), 1000))]);
console.log(`-- stderr (${stderr.length} chars):\n${stderr.slice(0, full ? stderr.length : 3000)}`);
console.log(`-- exit: code ${status.code}, signal ${status.signal}`);
if (keep) console.error(`session: sandbox kept at ${sandbox}`);
else removeSandbox(sandbox);
