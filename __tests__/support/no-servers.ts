/**
 * Setup of `npm run test:unit` (vitest.unit.config.ts): a unit test starts no process and no server. Spawning a
 * child process or listening on a socket throws here, naming what was tried, so a test that needs a server fails
 * at once in the unit run and belongs to the list of server tests (server-tests.ts).
 */
import { guardServers } from "./server-tests.js";

guardServers((what) => {
  throw new Error(`${what} in a unit test: tests that start processes or servers belong to SERVER_TESTS in __tests__/support/server-tests.ts (npm test runs them)`);
});
