import childProcess from "node:child_process";
import { syncBuiltinESMExports } from "node:module";
import net from "node:net";

/**
 * The test files that start processes or servers — fixture servers, the official ones, the CLI or the bundle, a fake
 * GitHub API: `npm run test:unit` (vitest.unit.config.ts) leaves them out, and `npm test` fails a test file that
 * starts one without being listed here (__tests__/support/server-tests-listed.ts), so the list cannot go stale.
 */
export const SERVER_TESTS = [
  "__tests__/action/accepted.test.ts",
  "__tests__/action/aggregate-mode.test.ts",
  "__tests__/action/branch-commit.test.ts",
  "__tests__/action/comments-api.test.ts",
  "__tests__/action/contents-api.test.ts",
  "__tests__/action/dist.test.ts",
  "__tests__/action/github-client.test.ts",
  "__tests__/action/issues-api.test.ts",
  "__tests__/action/main.test.ts",
  "__tests__/action/publish.test.ts",
  "__tests__/action/readme-tables.test.ts",
  "__tests__/action/regression-issue.test.ts",
  "__tests__/action/update-baseline.test.ts",
  "__tests__/checkup/annotations.test.ts",
  "__tests__/checkup/compiler-budget.test.ts",
  "__tests__/checkup/discovery.test.ts",
  "__tests__/checkup/observed-handle.test.ts",
  "__tests__/checkup/official-servers.test.ts",
  "__tests__/checkup/run-checkup.test.ts",
  "__tests__/checkup/run-lifecycle.test.ts",
  "__tests__/checkup/sdk-v2.test.ts",
  "__tests__/checkup/server-commands.test.ts",
  "__tests__/checkup/server-json.test.ts",
  "__tests__/cli/accept.test.ts",
  "__tests__/cli/commands.test.ts",
  "__tests__/cli/index.test.ts",
  "__tests__/cli/main.test.ts",
  "__tests__/drift/baseline-e2e.test.ts",
  "__tests__/drift/snapshot.test.ts",
  "__tests__/hostile/hostile-action.test.ts",
  "__tests__/hostile/hostile-http.test.ts",
  "__tests__/hostile/hostile-stdio.test.ts",
  "__tests__/mcp/connect.test.ts",
  "__tests__/mcp/deadline.test.ts",
  "__tests__/mcp/escaped-processes.test.ts",
  "__tests__/mcp/handshake.test.ts",
  "__tests__/mcp/http-transport-base.test.ts",
  "__tests__/mcp/http-transport.test.ts",
  "__tests__/mcp/launched-server.test.ts",
  "__tests__/mcp/proc-table.test.ts",
  "__tests__/mcp/process-group.test.ts",
  "__tests__/mcp/server-handle.test.ts",
  "__tests__/mcp/server-process.test.ts",
  "__tests__/mcp/session.test.ts",
  "__tests__/mcp/spawn-ahead.test.ts",
  "__tests__/mcp/sse-transport.test.ts",
  "__tests__/mcp/stdio-transport.test.ts",
  "__tests__/mcp/tools-list.test.ts",
  "__tests__/packaging.test.ts",
  "__tests__/probes/bounds.test.ts",
  "__tests__/probes/declared.test.ts",
  "__tests__/probes/index.test.ts",
  "__tests__/probes/readonly-writes.test.ts",
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

/**
 * Makes every way a test starts a process (`child_process.spawn`, `exec`, `fork`… and their sync forms) or a server
 * (`net.Server.prototype.listen`, under every HTTP server) call `check` first, with what was tried; `check` throws
 * to refuse it. The setups of both test runs use it (no-servers.ts, server-tests-listed.ts).
 */
export function guardServers(check: (what: string) => void): void {
  const spawning = childProcess as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ["spawn", "spawnSync", "exec", "execSync", "execFile", "execFileSync", "fork"] as const) {
    const original = spawning[name]!;
    spawning[name] = function (this: unknown, ...args: unknown[]) {
      check(`child_process.${name}`);
      return original.apply(this, args);
    };
  }
  const listen = net.Server.prototype.listen;
  net.Server.prototype.listen = function (this: net.Server, ...args: unknown[]) {
    check("listening on a socket");
    return (listen as (...a: unknown[]) => net.Server).apply(this, args);
  } as typeof net.Server.prototype.listen;
  syncBuiltinESMExports();
}
