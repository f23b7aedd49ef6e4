#!/usr/bin/env node
// Runs the shared verdict cases (../shared/cases, beside the repository) against the built CLI.
// Skips quietly when that folder is absent (a clone outside this workplace).
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { resolve } from "node:path";

const check = resolve("..", "shared", "cases", "check.mjs");
if (!existsSync(check)) {
  console.log(`cases: ${check} not found, skipped`);
  process.exit(0);
}
const result = spawnSync(process.execPath, [check, ...process.argv.slice(2)], {
  stdio: "inherit",
  env: { ...process.env, MCP_CHECKUP: `${process.execPath} dist/cli/index.js` },
});
process.exit(result.status ?? 1);
