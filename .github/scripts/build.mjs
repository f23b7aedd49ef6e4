#!/usr/bin/env node
// Bundles each entry point with @vercel/ncc into dist/ (committed; CI fails when a fresh build differs).
// Entries: the Action (dist/index.js), the CLI (dist/cli/index.js), the sample server (dist/sample-server/index.js)
// and the library (dist/lib/index.js, with its type declarations in dist/types).
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync, rmSync, writeFileSync, existsSync } from "node:fs";
import { join } from "node:path";

const entries = [
  ["src/action/index.ts", "dist"],
  ["src/cli/index.ts", "dist/cli"],
  ["src/sample/main.ts", "dist/sample-server"],
  ["src/index.ts", "dist/lib"],
];
const ncc = join("node_modules", "@vercel", "ncc", "dist", "ncc", "cli.js");

rmSync("dist", { recursive: true, force: true });
for (const [entry, out] of entries) {
  if (!existsSync(entry)) {
    console.error(`build: ${entry} is missing`);
    process.exit(1);
  }
  execFileSync(process.execPath, [ncc, "build", entry, "-o", out, "--license", "licenses.txt", "-q", "--no-source-map-register", "--target", "es2022", "--transpile-only"], {
    stdio: "inherit",
  });
}
// Type declarations of the library face (dist/types), from src/index.ts and what it reaches.
const tsc = join("node_modules", "typescript", "bin", "tsc");
execFileSync(
  process.execPath,
  [tsc, "src/index.ts", "--declaration", "--emitDeclarationOnly", "--outDir", "dist/types", "--rootDir", "src", "--module", "ES2022",
    "--moduleResolution", "Bundler", "--target", "ES2022", "--strict", "--skipLibCheck", "--types", "node", "--verbatimModuleSyntax",
    "--isolatedModules", "--resolveJsonModule"],
  { stdio: "inherit" },
);
// Executable entries carry a shebang so `npx mcp-checkup` and `node dist/sample-server/index.js` both work.
for (const file of ["dist/cli/index.js", "dist/sample-server/index.js"]) {
  const text = readFileSync(file, "utf8");
  if (!text.startsWith("#!")) writeFileSync(file, `#!/usr/bin/env node\n${text}`);
  chmodSync(file, 0o755);
}
