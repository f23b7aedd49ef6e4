/**
 * What installing the package brings (issue 15: `npm install mcp-checkup` pulled 63 packages, 37 MB, though dist/
 * bundles them all): no runtime dependency, bundles that need nothing but Node's own modules, and type declarations
 * that import from no package. Reads the built dist/ (`npm run build`, which CI runs before the tests).
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("..", import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as Record<string, unknown> & { files: string[]; engines: { node: string } };

/** Every file under `dir` whose name ends with `suffix`. */
function files(dir: string, suffix: string): string[] {
  if (!existsSync(dir)) throw new Error(`${dir} is missing: run npm run build first`);
  return readdirSync(dir, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(suffix)).map((f) => join(dir, f));
}

/** The modules a bundle loads from outside itself: ncc's `createRequire(import.meta.url)("x")` and top-level `import … from "x"`. */
function externals(text: string): string[] {
  const required = [...text.matchAll(/createRequire\(import\.meta\.url\)\("([^"]+)"\)/g)].map((m) => m[1]!);
  const imported = [...text.matchAll(/^import [^;\n]* from "([^"]+)";/gm)].map((m) => m[1]!);
  return [...new Set([...required, ...imported])];
}

const builtin = (name: string) => name.startsWith("node:") || builtinModules.includes(name);

describe("the published package", () => {
  it("has no runtime dependency: dist/ bundles everything it runs", () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    expect(pkg.peerDependencies ?? {}).toEqual({});
  });

  it.each(["cli", "lib"])("loads only Node's own modules from dist/%s", (face) => {
    const outside = files(join(root, "dist", face), ".js").flatMap((file) => externals(readFileSync(file, "utf8")));
    expect(outside.filter((name) => !builtin(name))).toEqual([]);
  });

  it("exports from dist/lib every piece the README's library section names, and the renderers of every report format", async () => {
    const lib = (await import(join(root, "dist", "lib", "index.js"))) as Record<string, unknown>;
    const named = ["runCheckup", "DEFAULTS", "connect", "ServerHandle", "planScenarios", "generateValue", "runScenarios", "lintServer", "runProbes", "makeSnapshot", "diffSnapshots", "buildScorecard", "computeScore"];
    const renderers = ["renderConsole", "renderMarkdown", "renderJson", "jsonReportChunks", "renderSarif", "renderJunit", "renderBadgeSvg", "renderShieldsEndpoint"];
    expect([...named, ...renderers].filter((name) => lib[name] === undefined)).toEqual([]);
  });

  it("has type declarations that import from no package but Node's", () => {
    const imports = files(join(root, "dist", "types"), ".d.ts").flatMap((file) =>
      [...readFileSync(file, "utf8").matchAll(/(?:from |import\()["']([^"'.][^"']*)["']/g)].map((m) => m[1]!),
    );
    expect(imports.filter((name) => !builtin(name) && name !== "mcp-checkup")).toEqual([]);
  });
});
