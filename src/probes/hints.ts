import type { Tool } from "../mcp/types.js";
import { propertiesOf, requiredOf, resolve } from "./schema.js";

/**
 * The `--arg` that would help an inconclusive probe (issue "Effect probes" §Write round trips: "inconclusive
 * with the reason and the `--arg` that would help"): the parameters the failure text names, else the required
 * ones, written as `--arg TOOL:NAME=VALUE`.
 */
export function argHint(tool: Tool, failureText = "", only?: readonly string[]): string {
  const schema = resolve(tool.inputSchema, tool.inputSchema);
  const names = only ?? propertiesOf(schema).map(([n]) => n);
  const mentioned = names.filter((n) => new RegExp(`\\b${n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i").test(failureText));
  const required = requiredOf(schema).filter((n) => names.includes(n));
  const pick = (mentioned.length > 0 ? mentioned : required.length > 0 ? required : names).slice(0, 2);
  if (pick.length === 0) return "declare the call in --probe-config";
  return pick.map((n) => `--arg ${tool.name}:${n}=VALUE`).join(" ");
}
