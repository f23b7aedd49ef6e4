import type { Tool } from "../mcp/types.js";
import type { ToolOverrides } from "../scenarios/arg-overrides.js";
import type { DiscoveredValues } from "../scenarios/discovered-values.js";
import { QUERY_NAMES, snake } from "./names.js";
import { propertiesOf, requiredOf, resolve, sampleValue, typeOf } from "./schema.js";


/**
 * `o` with values the server showed (discovery) for the required parameters of a read tool that no `--arg`
 * fills: the first candidate of each (a file the server listed for `read_text_file`'s `path`). They rank below
 * every `--arg` value. Write tools get none: a probe must never write over a record it did not make.
 */
export function withDiscovered(o: ToolOverrides, tool: Tool, known: DiscoveredValues): ToolOverrides {
  const schema = resolve(tool.inputSchema, tool.inputSchema);
  const found: Record<string, unknown> = {};
  for (const [name, raw] of propertiesOf(schema)) {
    if (name in o.merged || !requiredOf(schema).includes(name)) continue;
    const prop = resolve(raw, tool.inputSchema);
    const t = typeOf(prop);
    const type = t === "integer" || t === "number" ? "number" : t === "string" || t === "array" ? "string" : undefined;
    if (type === undefined) continue;
    const first = known.candidates(name, tool, { description: typeof prop.description === "string" ? prop.description : "", type })[0];
    if (first !== undefined) found[name] = t === "array" ? [first] : first;
  }
  return { perTool: o.perTool, global: { ...found, ...o.global }, merged: { ...found, ...o.merged } };
}

/** Arguments for a probe call that is not about a record: see {@link fillArgs}. */
export interface FilledArgs {
  args: Record<string, unknown>;
  /** The first required query-like string parameter we made a value up for (bounds try a few texts in it). */
  query?: string;
  /** Required parameters whose values were made up (the `--arg`s that would help when the call fails). */
  generated: string[];
}

/**
 * Arguments for `tool`: `given` values (a declared call's `args`) win, then `--arg` values, then made-up values
 * for the remaining required parameters (`schema.ts` `sampleValue`, strings named after their parameter).
 * Parameters in `skip` are left out. Never throws.
 */
export function fillArgs(tool: Tool, o: ToolOverrides, skip: readonly string[], given: Record<string, unknown> = {}): FilledArgs {
  const schema = resolve(tool.inputSchema, tool.inputSchema);
  const required = requiredOf(schema);
  const args: Record<string, unknown> = {};
  const generated: string[] = [];
  let query: string | undefined;
  for (const [name, raw] of propertiesOf(schema)) {
    if (skip.includes(name) || name in given) continue;
    if (name in o.merged) {
      args[name] = o.merged[name];
      continue;
    }
    if (!required.includes(name)) continue;
    const prop = resolve(raw, tool.inputSchema);
    if (query === undefined && typeOf(prop) === "string" && QUERY_NAMES.includes(snake(name))) query = name;
    const v = sampleValue(prop, tool.inputSchema, [name], { text: (_p, field) => field });
    if (v !== undefined) {
      args[name] = v;
      generated.push(name);
    }
  }
  return { args: { ...args, ...given }, ...(query !== undefined ? { query } : {}), generated };
}
