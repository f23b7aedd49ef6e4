/**
 * `npm test`: every test (the ones that start no server: vitest.unit.config.ts). The run's temporary folders go in
 * one folder of its own, removed when the run ends (__tests__/support/temp-root.ts).
 */
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    globalSetup: ["__tests__/support/temp-root.ts"],
  },
});
