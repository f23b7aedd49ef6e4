/**
 * `npm run test:unit`: the tests that start no process and no server (no child process, no listening socket), in
 * seconds. `npm test` (what CI runs) runs every test, these and the server tests below. A unit test that tries to
 * spawn or listen fails at once with a message pointing here (__tests__/support/no-servers.ts).
 */
import { defineConfig } from "vitest/config";

/** Test files that run real servers: fixture servers, the official ones, the CLI or the bundle, a fake GitHub API. */
export const SERVER_TESTS = [
  "__tests__/action/accepted.test.ts",
  "__tests__/action/aggregate-mode.test.ts",
  "__tests__/action/branch-commit.test.ts",
  "__tests__/action/comments-api.test.ts",
  "__tests__/action/contents-api.test.ts",
  "__tests__/action/dist.test.ts",
  "__tests__/action/main.test.ts",
  "__tests__/action/publish.test.ts",
  "__tests__/action/readme-tables.test.ts",
  "__tests__/action/regression-issue.test.ts",
  "__tests__/action/update-baseline.test.ts",
  "__tests__/checkup/annotations.test.ts",
  "__tests__/checkup/discovery.test.ts",
  "__tests__/checkup/official-servers.test.ts",
  "__tests__/checkup/run-checkup.test.ts",
  "__tests__/checkup/run-lifecycle.test.ts",
  "__tests__/checkup/sdk-v2.test.ts",
  "__tests__/checkup/server-json.test.ts",
  "__tests__/cli/accept.test.ts",
  "__tests__/cli/main.test.ts",
  "__tests__/drift/baseline-e2e.test.ts",
  "__tests__/drift/snapshot.test.ts",
  "__tests__/hostile/hostile-action.test.ts",
  "__tests__/hostile/hostile-http.test.ts",
  "__tests__/hostile/hostile-stdio.test.ts",
  "__tests__/mcp/connect.test.ts",
  "__tests__/mcp/escaped-processes.test.ts",
  "__tests__/mcp/handshake.test.ts",
  "__tests__/mcp/http-transport-base.test.ts",
  "__tests__/mcp/http-transport.test.ts",
  "__tests__/mcp/launched-server.test.ts",
  "__tests__/mcp/process-group.test.ts",
  "__tests__/mcp/server-handle.test.ts",
  "__tests__/mcp/session.test.ts",
  "__tests__/mcp/sse-transport.test.ts",
  "__tests__/mcp/stdio-transport.test.ts",
  "__tests__/mcp/tools-list.test.ts",
  "__tests__/packaging.test.ts",
  "__tests__/probes/bounds.test.ts",
  "__tests__/probes/declared.test.ts",
  "__tests__/probes/index.test.ts",
  "__tests__/probes/round-trip.test.ts",
  "__tests__/probes/session.test.ts",
  "__tests__/protocol/binding.test.ts",
  "__tests__/protocol/capability-checks.test.ts",
  "__tests__/protocol/fresh-checks.test.ts",
  "__tests__/protocol/http-checks.test.ts",
  "__tests__/protocol/index.test.ts",
  "__tests__/protocol/json-rpc-checks.test.ts",
  "__tests__/protocol/modern-checks.test.ts",
  "__tests__/protocol/version-negotiation.test.ts",
  "__tests__/record/run-record.test.ts",
  "__tests__/run/discovery.test.ts",
  "__tests__/run/plan-run.test.ts",
  "__tests__/run/scenario-runner.test.ts",
  "__tests__/sample/notes-server.test.ts",
];

export default defineConfig({
  test: {
    include: ["__tests__/**/*.test.ts"],
    exclude: SERVER_TESTS,
    setupFiles: ["__tests__/support/no-servers.ts"],
  },
});
