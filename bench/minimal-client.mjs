#!/usr/bin/env node
// The physical limit of grading a stdio server (issue 14): the least any client can do to make the same calls.
// It spawns the server, sends `initialize` and `notifications/initialized`, lists the tools, makes the given
// `tools/call` requests one after another (each waits for its response), closes the server's stdin, waits for
// the server to exit, and exits. No validation, no judging, no report.
//
//   node bench/minimal-client.mjs CALLS.json -- COMMAND [ARGS...]
//
// CALLS.json: `[{ "tool": NAME, "arguments"?: VALUE }]` (no `arguments` key: the member is omitted from the
// params); see `callsOfReport` in bench/wall-ratio.mjs. Environment variables pass to the server unchanged.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";

const at = process.argv.indexOf("--");
const calls = JSON.parse(readFileSync(process.argv[2], "utf8"));
const [command, ...args] = process.argv.slice(at + 1);
const server = spawn(command, args, { stdio: ["pipe", "pipe", "ignore"] });

const waiting = new Map();
let nextId = 1;
let buffer = "";
server.stdout.setEncoding("utf8");
server.stdout.on("data", (chunk) => {
  buffer += chunk;
  for (let nl = buffer.indexOf("\n"); nl >= 0; nl = buffer.indexOf("\n")) {
    const line = buffer.slice(0, nl);
    buffer = buffer.slice(nl + 1);
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      continue;
    }
    const done = waiting.get(message.id);
    if (done && message.method === undefined) {
      waiting.delete(message.id);
      done(message);
    }
  }
});
const request = (method, params) =>
  new Promise((resolve) => {
    const id = nextId++;
    waiting.set(id, resolve);
    server.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", id, method, ...(params === undefined ? {} : { params }) })}\n`);
  });

await request("initialize", { protocolVersion: "2025-11-25", capabilities: {}, clientInfo: { name: "minimal-client", version: "1.0.0" } });
server.stdin.write(`${JSON.stringify({ jsonrpc: "2.0", method: "notifications/initialized" })}\n`);
for (let cursor, first = true; first || cursor !== undefined; first = false) {
  const page = await request("tools/list", cursor === undefined ? {} : { cursor });
  cursor = page.result?.nextCursor;
}
for (const call of calls) await request("tools/call", "arguments" in call ? { name: call.tool, arguments: call.arguments } : { name: call.tool });
const exited = new Promise((resolve) => server.once("exit", resolve));
server.stdin.end();
const killer = setTimeout(() => server.kill("SIGKILL"), 2000);
await exited;
clearTimeout(killer);
