/**
 * Is a local HTTP server's port reachable from other machines? MCP 2025-11-25 basic/transports §Security Warning
 * (and 2026-07-28 streamable-http §Security & Endpoint): when running locally, servers SHOULD bind only to
 * localhost (127.0.0.1), not to all interfaces. We try a TCP connection to the port on each non-loopback address of
 * THIS machine (`os.networkInterfaces()`); no other host is ever contacted, and nothing is sent.
 */
import { isIP } from "node:net";
import { networkInterfaces } from "node:os";
import { portAnswers } from "../mcp/launched-server.js";

/** How long one connection attempt may take, milliseconds. */
const CONNECT_TIMEOUT_MS = 500;

/** True for `localhost`, `127.0.0.0/8`, `::1` and `::ffff:127.x` (URL hostnames, brackets allowed). */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  if (host === "localhost" || host.endsWith(".localhost")) return true;
  if (isIP(host) === 4) return host.startsWith("127.");
  return host === "::1" || host.startsWith("::ffff:127.");
}

/**
 * This machine's non-loopback addresses that a connection can be tried on: every non-internal IPv4 address and
 * every non-internal IPv6 address except link-local ones (`fe80::/10`, which need a scope to be dialled).
 */
export function localNonLoopbackAddresses(): string[] {
  const out: string[] = [];
  for (const entries of Object.values(networkInterfaces())) {
    for (const entry of entries ?? []) {
      if (entry.internal || isLoopbackHost(entry.address)) continue;
      if (entry.family === "IPv6" && /^fe[89ab]/i.test(entry.address)) continue;
      out.push(entry.address);
    }
  }
  return [...new Set(out)];
}

/** Which of `addresses` (this machine's own) accept a TCP connection on `port`, tried concurrently. Never throws. */
export async function reachableOn(addresses: readonly string[], port: number): Promise<string[]> {
  const answers = await Promise.all(addresses.map(async (address) => ((await portAnswers(address, port, CONNECT_TIMEOUT_MS)) ? address : undefined)));
  return answers.filter((a): a is string => a !== undefined);
}
