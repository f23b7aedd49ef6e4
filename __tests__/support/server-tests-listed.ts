/**
 * Setup of `npm test` (vitest.config.ts): a test file that starts a process or listens on a socket must be one of
 * SERVER_TESTS (server-tests.ts), which `npm run test:unit` leaves out — CI runs only `npm test`, and the list had
 * gone stale for days (seven files missing, 21 unit-run failures). Spawning or listening from a file not listed
 * throws here, naming the file, so the test fails where CI sees it.
 */
import { relative } from "node:path";
import { expect } from "vitest";
import { guardServers, SERVER_TESTS } from "./server-tests.js";

const listed = new Set(SERVER_TESTS);

guardServers((what) => {
  const testPath = expect.getState().testPath;
  if (testPath === undefined) return; // not inside a test file's run
  const file = relative(process.cwd(), testPath).split("\\").join("/");
  if (!listed.has(file)) throw new Error(`${what} in ${file}, which SERVER_TESTS (__tests__/support/server-tests.ts) does not list: add it, or npm run test:unit fails on it`);
});
