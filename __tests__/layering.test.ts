/**
 * The layering of DESIGN.md ("Layout"), checked on every import of `src/**` (static, `export … from`, and
 * `import()`, type-only ones included): faces → engine → parts → `scenarios` → `mcp`; `scorecard` and `findings`
 * at the bottom, using nothing but each other (`scorecard` → `findings`) and the leaf utilities; `lint` and `report`
 * never reach a connection, not even through another module; only the Action imports `@actions/*` and Octokit.
 * A failure names the offending import as `src/a/b.ts → src/c/d.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = resolve("src");

/**
 * Each part of `src/` (a folder, or a file at the top) and its layer: a module may import its own part, a part of a
 * lower layer, or another part of its own layer (no cycle among parts: see the last test).
 */
const LAYER: Record<string, number> = {
  // Leaf utilities: import nothing of ours (see the test below).
  errors: 0,
  version: 0,
  files: 0,
  secrets: 0,
  // The bottom of DESIGN.md: `findings`, then `scorecard` (scorecard → findings, never the other way).
  findings: 1,
  scorecard: 2,
  // The MCP client.
  mcp: 3,
  scenarios: 4,
  // The parts.
  run: 5,
  lint: 5,
  probes: 5,
  protocol: 5,
  drift: 5,
  record: 5,
  sample: 5,
  // The engine and the renderers.
  checkup: 6,
  report: 6,
  // The faces: the Action, the CLI, the library's public API.
  action: 7,
  cli: 7,
  index: 7,
};

/** Imports that run against the layering, each with its reason: none. */
const TEMPORARY_EXCEPTIONS: readonly string[] = [];

/** The modules of the MCP client that hold or make a live connection: `lint` and `report` must not reach them. */
const CONNECTION_MODULES = /^src\/mcp\/(connection|connect[\w-]*|session[\w-]*|server-handle|handshake|[\w-]*transport[\w-]*|launched-server)\.ts$/;

/** Packages only the Action may import (DESIGN.md: nothing below `action/` imports `@actions/*`). */
const ACTION_ONLY_PACKAGES = /^(@actions\/|@octokit\/)/;

interface Import {
  from: string;
  /** `src/…` path of the imported module, or the package name. */
  to: string;
  local: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith(".ts") && !e.name.endsWith(".d.ts") ? [path] : [];
  });
}

const rel = (path: string): string => relative(resolve("."), path).split("\\").join("/");

/** Every import of every `src/**` module, read with the TypeScript scanner (`import`, `export … from`, `import()`). */
function readImports(): Import[] {
  return sourceFiles(SRC).flatMap((file) => {
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    return info.importedFiles.map(({ fileName }) => {
      if (!fileName.startsWith(".")) return { from: rel(file), to: fileName, local: false };
      return { from: rel(file), to: rel(resolve(dirname(file), fileName.replace(/\.js$/, ".ts"))), local: true };
    });
  });
}

/** `src/mcp/session.ts` → `mcp`; `src/index.ts` → `index`. */
function partOf(path: string): string {
  const inner = path.slice("src/".length);
  return inner.includes("/") ? (inner.split("/")[0] as string) : inner.replace(/\.ts$/, "");
}

const IMPORTS = readImports();
const LOCAL = IMPORTS.filter((i) => i.local);
const arrow = (i: Import): string => `${i.from} → ${i.to}`;

describe("the layering of DESIGN.md", () => {
  it("knows the layer of every part of src/", () => {
    const parts = new Set(sourceFiles(SRC).map((f) => partOf(rel(f))));
    expect([...parts].filter((p) => LAYER[p] === undefined)).toEqual([]);
  });

  it("has no import that runs up a layer", () => {
    const upward = LOCAL.filter((i) => (LAYER[partOf(i.to)] ?? Infinity) > (LAYER[partOf(i.from)] ?? -Infinity)).map(arrow);
    expect(upward.filter((a) => !TEMPORARY_EXCEPTIONS.includes(a))).toEqual([]);
  });

  it("lists only temporary exceptions that are still needed", () => {
    const arrows = new Set(LOCAL.map(arrow));
    expect(TEMPORARY_EXCEPTIONS.filter((a) => !arrows.has(a))).toEqual([]);
  });

  it("keeps findings and scorecard at the bottom: they import each other and the leaf utilities only", () => {
    const bottom = LOCAL.filter((i) => ["findings", "scorecard"].includes(partOf(i.from)) && (LAYER[partOf(i.to)] ?? Infinity) > 2);
    expect(bottom.map(arrow)).toEqual([]);
  });

  it("keeps the leaf utilities leaves", () => {
    expect(LOCAL.filter((i) => LAYER[partOf(i.from)] === 0 && partOf(i.to) !== partOf(i.from)).map(arrow)).toEqual([]);
  });

  it("never lets lint or report reach a connection, directly or through another module", () => {
    const next = new Map<string, string[]>();
    for (const i of LOCAL) next.set(i.from, [...(next.get(i.from) ?? []), i.to]);
    const offending: string[] = [];
    for (const start of new Set(LOCAL.map((i) => i.from).filter((f) => ["lint", "report"].includes(partOf(f))))) {
      // Breadth first, remembering the path, so the failure shows the chain of imports.
      const via = new Map<string, string>([[start, ""]]);
      const queue = [start];
      while (queue.length > 0) {
        const at = queue.shift() as string;
        for (const to of next.get(at) ?? []) {
          if (via.has(to)) continue;
          via.set(to, at);
          if (CONNECTION_MODULES.test(to)) {
            const chain = [to];
            for (let step = at; step !== ""; step = via.get(step) ?? "") chain.unshift(step);
            offending.push(chain.join(" → "));
          } else queue.push(to);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it("leaves @actions/* and Octokit to the Action", () => {
    expect(IMPORTS.filter((i) => !i.local && ACTION_ONLY_PACKAGES.test(i.to) && partOf(i.from) !== "action").map(arrow)).toEqual([]);
  });

  it("has no cycle among the parts", () => {
    const edges = new Map<string, Set<string>>();
    for (const i of LOCAL) {
      const [a, b] = [partOf(i.from), partOf(i.to)];
      if (a !== b && !TEMPORARY_EXCEPTIONS.includes(arrow(i))) edges.set(a, (edges.get(a) ?? new Set()).add(b));
    }
    const cycles: string[] = [];
    const state = new Map<string, "open" | "done">();
    const visit = (part: string, path: string[]): void => {
      if (state.get(part) === "done") return;
      if (state.get(part) === "open") {
        cycles.push([...path.slice(path.indexOf(part)), part].join(" → "));
        return;
      }
      state.set(part, "open");
      for (const to of edges.get(part) ?? []) visit(to, [...path, part]);
      state.set(part, "done");
    };
    for (const part of edges.keys()) visit(part, []);
    expect(cycles).toEqual([]);
  });
});
