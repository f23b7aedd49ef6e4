/**
 * Setup of `npm test` (vitest.config.ts): a test file that starts a process or listens on a socket must be one of
 * SERVER_TESTS (server-tests.ts), which `npm run test:unit` leaves out — CI runs only `npm test`, and the list had
 * gone stale for days (seven files missing, 21 unit-run failures). Spawning or listening from a file not listed
 * throws here, naming the file, so the test fails where CI sees it.
 */
import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";
import { relative } from "node:path";
import { expect } from "vitest";
import { SERVER_TESTS } from "./server-tests.js";

const listed = new Set(SERVER_TESTS);

function checkListed(what: string): void {
  const testPath = expect.getState().testPath;
  if (testPath === undefined) return; // not inside a test file's run
  const file = relative(process.cwd(), testPath).split("\\").join("/");
  if (!listed.has(file)) throw new Error(`${what} in ${file}, which SERVER_TESTS (__tests__/support/server-tests.ts) does not list: add it, or npm run test:unit fails on it`);
}

const spawning = childProcess as unknown as Record<string, (...args: unknown[]) => unknown>;
for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
  const original = spawning[name]!;
  spawning[name] = function (this: unknown, ...args: unknown[]) {
    checkListed(`child_process.${name}`);
    return original.apply(this, args);
  };
}
const listen = net.Server.prototype.listen;
net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
  checkListed("listening on a socket");
  return (listen as (...a: unknown[]) => net.Server).apply(this, args);
} as typeof net.Server.prototype.listen;
syncBuiltinESMExports();
