/**
 * `npm run test:unit`: the tests that start no process and no server (no child process, no listening socket), in
 * seconds. `npm test` (what CI runs) runs every test, these and the server tests below. A unit test that tries to
 * spawn or listen fails at once with a message naming the list of server tests (__tests__/support/server-tests.ts).
 */
import { defineConfig } from "vitest/config";
import { SERVER_TESTS } from "./__tests__/support/server-tests.js";

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    exclude: SERVER_TESTS,
    setupFiles: ["__tests__/support/no-servers.ts"],
    globalSetup: ["__tests__/support/temp-root.ts"],
  },
});
