import { readFileSync } from "node:fs";
import type { SnapshotInput } from "../../src/drift/snapshot.js";
import type { Tool } from "../../src/mcp/types.js";

/** Reads a JSON fixture under `__tests__/fixtures/`. */
export function fixture<T = unknown>(relative: string): T {
  return JSON.parse(readFileSync(new URL(`../fixtures/${relative}`, import.meta.url), "utf8")) as T;
}

/** A drift fixture (`drift/notes-before.json`, `drift/notes-after.json`) as `makeSnapshot` input. */
export function notes(which: "before" | "after"): SnapshotInput {
  return fixture<SnapshotInput>(`drift/notes-${which}.json`);
}

/** A captured `tools/list` of an official npm server (`tools/<name>.json`). */
export function officialTools(name: string): Tool[] {
  return fixture<{ tools: Tool[] }>(`tools/${name}.json`).tools;
}

/**
 * The same JSON with every object's keys in reverse order and the arrays of `required` reversed (and, with
 * `enums`, the arrays of `enum` too): what a server that builds its objects differently would send.
 */
export function reordered<T>(value: T, options: { enums?: boolean } = {}): T {
  const walk = (v: unknown, key?: string): unknown => {
    if (Array.isArray(v)) {
      const items = v.map((item) => walk(item));
      return key === "required" || (options.enums && key === "enum") ? items.reverse() : items;
    }
    if (typeof v !== "object" || v === null) return v;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(v).reverse()) {
      Object.defineProperty(out, k, { value: walk((v as Record<string, unknown>)[k], k), enumerable: true, writable: true, configurable: true });
    }
    return out;
  };
  return walk(value) as T;
}
