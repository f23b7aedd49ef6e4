/**
 * `npm test`: every test (the ones that start no server: vitest.unit.config.ts). The run's temporary folders go in
 * one folder of its own, removed when the run ends (__tests__/support/temp-root.ts); a test file that starts a process
 * or a server must be listed as a server test (__tests__/support/server-tests-listed.ts).
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["__tests__/support/temp-root.ts"],
    setupFiles: ["__tests__/support/server-tests-listed.ts"],
  },
});
