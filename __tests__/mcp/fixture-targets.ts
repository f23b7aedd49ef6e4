/** Targets for the MCP client's fixture servers (`__tests__/fixtures/mcp-client/`) and the official servers. */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { ConnectOptions, ServerTarget } from "../../src/mcp/target.js";
import type { TransportHandlers } from "../../src/mcp/transport.js";
import type { JsonRpcMessage, StdoutPollution } from "../../src/mcp/types.js";

const FIXTURES = fileURLToPath(new URL("../fixtures/mcp-client/", import.meta.url));
const BIN = fileURLToPath(new URL("../../node_modules/.bin/", import.meta.url));

/** A stdio target running `node <fixture>.mjs ...args`. */
export function fixture(name: string, ...args: string[]): ServerTarget & { kind: "stdio" } {
  return { kind: "stdio", command: process.execPath, args: [FIXTURES + name + ".mjs", ...args] };
}

/** A stdio target running an installed server binary from node_modules/.bin. */
export function installed(bin: string, args: string[] = [], env?: Record<string, string>): ServerTarget {
  return { kind: "stdio", command: BIN + bin, args, ...(env ? { env } : {}) };
}

/**
 * Connect options for tests: auto era detection, with timeouts generous enough for a loaded machine (where a
 * server's start-up alone can outlast the default 1,500 ms probe and change the era decision).
 */
export const AUTO: ConnectOptions = { protocol: "auto", timeoutMs: 10_000, discoverTimeoutMs: 10_000 };

/** Resolves once `check()` is true, polling every 20 ms; rejects after `ms` milliseconds. */
export async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * True while process `pid` exists and is not a zombie. A killed orphan stays a zombie until init reaps it, which
 * some sandboxes do only about once a second; it is dead all the same.
 */
export function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return true; // no /proc (macOS): kill(pid, 0) succeeded
  }
}

/** Transport handlers that keep what they are given: messages, pollution, stderr text and close reasons. */
export function recorder(): { seen: { messages: JsonRpcMessage[]; pollution: StdoutPollution[]; stderr: string; closed: string[] }; handlers: TransportHandlers } {
  const seen = { messages: [] as JsonRpcMessage[], pollution: [] as StdoutPollution[], stderr: "", closed: [] as string[] };
  const handlers: TransportHandlers = {
    message: (m) => seen.messages.push(m),
    pollution: (p) => seen.pollution.push(p),
    stderr: (text) => (seen.stderr += text),
    close: (c) => seen.closed.push(c.reason),
  };
  return { seen, handlers };
}
