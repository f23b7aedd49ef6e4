/**
 * What the CLI evaluates before it spawns the server under test: the static value imports of its entry, followed
 * through `src/`. Every module in that closure is compiled and evaluated before the spawn, on the run's critical path
 * (issue 14): the entry spawns the server its command line names at once (launch-ahead.ts) and loads the rest
 * after; when it cannot, the options are read first (main.ts), and the checks, planning, judging and renderers still
 * load while the server starts (`import()`). A helper imported from the wrong module once pulled ajv and its
 * meta-schemas into that path (the entry chunk grew from 617 KB to 966 KB and the spawn came ~25 ms later): these
 * tests name such an import.
 */
import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/** Static, non-type-only imports of one module: relative ones as `src/…` paths, packages and `node:` builtins by name. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false);
  const out: string[] = [];
  for (const statement of source.statements) {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const bindings = clause?.namedBindings;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly || (clause.name === undefined && bindings !== undefined && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier !== undefined && !statement.isTypeOnly) {
      specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    }
    if (specifier === undefined) continue;
    out.push(specifier.startsWith(".") ? resolve(dirname(file), specifier.replace(/\.js$/, ".ts")) : specifier);
  }
  return out;
}

/** The closure from `entry`: each `src/` module reached, with the module that first imported it, each package and each `node:` builtin. */
function startupClosure(entry: string): { modules: Map<string, string>; packages: Map<string, string>; builtins: Map<string, string> } {
  const rel = (path: string): string => relative(resolve("."), path).split("\\").join("/");
  const modules = new Map<string, string>([[rel(entry), ""]]);
  const packages = new Map<string, string>();
  const builtins = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of valueImports(file)) {
      if (target.startsWith("node:")) {
        if (!builtins.has(target)) builtins.set(target, rel(file));
      } else if (!target.startsWith("/")) {
        if (!packages.has(target)) packages.set(target, rel(file));
      } else if (!modules.has(rel(target))) {
        modules.set(rel(target), rel(file));
        queue.push(target);
      }
    }
  }
  return { modules, packages, builtins };
}

describe("before the server is spawned", () => {
  it("loads only the command-line reading and the spawn when the server is spawned ahead (cli/index.ts)", () => {
    const { modules, packages } = startupClosure(resolve("src/cli/index.ts"));
    expect([...packages.keys()].sort()).toEqual(["cross-spawn", "shell-quote"]);
    const allowed = /^src\/(errors|cli\/(index|launch-ahead)|checkup\/(early-spawn|plan-thread-mark|compiler-budget)|mcp\/(spawn-ahead|server-process|process-group|proc-table|escaped-processes|command-line))\.ts$/;
    expect([...modules].filter(([path]) => !allowed.test(path)).map(([path, from]) => `${from} → ${path}`)).toEqual([]);
  });

  it("does not load node:crypto before the spawn (about 3 ms of the critical path; the process tag needs no crypto)", () => {
    const { builtins } = startupClosure(resolve("src/cli/index.ts"));
    expect(builtins.has("node:child_process")).toBe(true);
    expect(builtins.get("node:crypto")).toBeUndefined();
  });

  it("does not load node:v8 before the spawn (about 3 ms: the inlining budget is set once the server is spawned)", () => {
    const { builtins } = startupClosure(resolve("src/cli/index.ts"));
    expect(builtins.get("node:v8")).toBeUndefined();
    const entry = readFileSync(resolve("src/cli/index.ts"), "utf8");
    expect(entry.indexOf("limitInlining();")).toBeGreaterThan(entry.indexOf("spawnAhead(launch);"));
  });

  // Without an early spawn (a flag that changes the launch), the options are read first: main.ts and what it imports.
  const { modules, packages } = startupClosure(resolve("src/cli/main.ts"));

  it("loads no package but the option parser, the command-line splitter and the spawner otherwise", () => {
    const allowed = ["commander", "cross-spawn", "shell-quote"];
    expect([...packages].filter(([name]) => !allowed.includes(name)).map(([name, from]) => `${from} → ${name}`)).toEqual([]);
  });

  it("leaves the checks, planning, judging and the renderers to load while the server starts", () => {
    const late = /^src\/(checkup\/engine|scenarios\/ajv-validate|lint\/lint-server|run\/(plan-run|judge)|report\/(console|markdown|json|sarif|junit|badge[\w-]*))\.ts$/;
    expect([...modules].filter(([path]) => late.test(path)).map(([path, from]) => `${from} → ${path}`)).toEqual([]);
  });
});

describe("while the server starts", () => {
  it("loads the checks every run needs, and leaves the probes, protocol checks, drift and server.json schema to the runs that ask for them", () => {
    const { modules } = startupClosure(resolve("src/checkup/engine.ts"));
    const optional = /^src\/(probes\/index|protocol\/index|drift\/diff|mcp\/server-json-schema)\.ts$/;
    expect([...modules].filter(([path]) => optional.test(path)).map(([path, from]) => `${from} → ${path}`)).toEqual([]);
    expect(modules.has("src/lint/index.ts") && modules.has("src/scenarios/plan.ts") && modules.has("src/run/plan-run.ts")).toBe(true);
  });
});
