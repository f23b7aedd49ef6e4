/**
 * Tool names: validity (MCP 2025-11-25 server/tools §Tool Names, SEP-986, unchanged in 2026-07-28:
 * 1–128 characters, case-sensitive, only A-Z a-z 0-9 `_` `-` `.`, unique within a server — the v1
 * TypeScript SDK checks the same with `^[A-Za-z0-9._-]{1,128}$`) and consistency of naming style.
 */
import { finding, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { excerpt } from "../findings/excerpt.js";
import { toolOwner } from "./text-sources.js";

/** Longest tool name MCP allows (2025-11-25 §Tool Names). */
export const MAX_TOOL_NAME_LENGTH = 128;
const VALID_CHAR = /[A-Za-z0-9_.-]/u;

/** A naming style of a multi-word name; `single-word` names (`search`, `echo`) fit every style. */
export type NameStyle = "snake_case" | "SCREAMING_SNAKE_CASE" | "kebab-case" | "camelCase" | "PascalCase" | "dotted.names" | "mixed_separators-style" | "single-word";

/**
 * The naming style of a tool name: by separator first (`.` dotted, `_` snake, `-` kebab, both `_` and `-`
 * mixed), then by humps (`getUser` camelCase, `GetUser` PascalCase); one word without humps is `single-word`.
 */
export function nameStyle(name: string): NameStyle {
  if (name.includes(".")) return "dotted.names";
  const underscore = name.includes("_");
  const dash = name.includes("-");
  if (underscore && dash) return "mixed_separators-style";
  if (underscore) return /[a-z]/.test(name) ? "snake_case" : "SCREAMING_SNAKE_CASE";
  if (dash) return "kebab-case";
  if (/[a-z0-9][A-Z]/.test(name)) return /^[A-Z]/.test(name) ? "PascalCase" : "camelCase";
  return "single-word";
}

function showChar(ch: string): string {
  const cp = ch.codePointAt(0)!;
  const code = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  if (ch === " ") return `" " (space, ${code})`;
  return /[\p{L}\p{N}\p{P}\p{S}]/u.test(ch) ? `"${ch}" (${code})` : code;
}

/** `name` made valid: invalid characters become `_` (runs collapsed), cut to 128 characters; `tool` when nothing is left. */
function validName(name: string): string {
  const cleaned = [...name]
    .map((c) => (VALID_CHAR.test(c) ? c : "_"))
    .join("")
    .replace(/_+/g, "_")
    .replace(/^_+|_+$/g, "");
  return (cleaned || "tool").slice(0, MAX_TOOL_NAME_LENGTH);
}

function invalidNames(tools: readonly Tool[]): Finding[] {
  const counts = new Map<string, number>();
  for (const t of tools) if (typeof t.name === "string") counts.set(t.name, (counts.get(t.name) ?? 0) + 1);
  const reported = new Set<string>();
  const out: Finding[] = [];
  tools.forEach((tool, index) => {
    const owner = toolOwner(tool, index);
    const name = tool.name as unknown;
    if (typeof name !== "string") {
      out.push(
        finding("tool-name-invalid", {
          tool: owner,
          message: `Tool #${index + 1} in tools/list ${name === undefined ? "has no name" : `has a name that is ${name === null ? "null" : `a ${typeof name}`}, not a string`}, so it cannot be called.`,
          fix: "Give the tool a unique string name of 1-128 characters from A-Z a-z 0-9 _ - .",
        }),
      );
      return;
    }
    if (reported.has(name)) return;
    reported.add(name);
    const problems: string[] = [];
    const length = [...name].length;
    if (length === 0) problems.push("it is empty");
    if (length > MAX_TOOL_NAME_LENGTH) problems.push(`it is ${length} characters long (at most ${MAX_TOOL_NAME_LENGTH})`);
    const bad = [...new Set([...name].filter((c) => !VALID_CHAR.test(c)))];
    if (bad.length > 0) {
      const shown = bad.slice(0, 5).map(showChar).join(", ") + (bad.length > 5 ? ` and ${bad.length - 5} more` : "");
      problems.push(`it contains ${shown}, outside A-Z a-z 0-9 _ - .`);
    }
    const count = counts.get(name) ?? 1;
    if (count > 1) problems.push(`it is used by ${count} tools (names must be unique; clients call tools by name)`);
    if (problems.length === 0) return;
    const renames = length === 0 || length > MAX_TOOL_NAME_LENGTH || bad.length > 0;
    out.push(
      finding("tool-name-invalid", {
        tool: name,
        message: `Tool name "${excerpt(name, 60)}" breaks the MCP naming rules: ${problems.join("; ")}.`,
        fix: renames
          ? `Rename the tool to a unique name of 1-128 characters from A-Z a-z 0-9 _ - . (e.g. "${validName(name)}").`
          : `Give each of the ${count} tools named "${excerpt(name, 60)}" its own name.`,
      }),
    );
  });
  return out;
}

function mixedStyles(tools: readonly Tool[]): Finding[] {
  const byStyle = new Map<NameStyle, string[]>();
  for (const t of tools) {
    if (typeof t.name !== "string" || t.name === "") continue;
    const style = nameStyle(t.name);
    if (style === "single-word") continue;
    const list = byStyle.get(style) ?? [];
    list.push(t.name);
    byStyle.set(style, list);
  }
  if (byStyle.size < 2) return [];
  // Majority style first; ties keep the order the styles first appeared in.
  const styles = [...byStyle.entries()].sort((a, b) => b[1].length - a[1].length);
  const [major, majorNames] = styles[0]!;
  const minority = styles.slice(1);
  const describe = ([style, names]: [NameStyle, string[]]): string =>
    `${names.length} ${style} (${excerpt(names.slice(0, 3).map((n) => `"${n}"`).join(", ") + (names.length > 3 ? ", …" : ""), 80)})`;
  const renames = minority.flatMap(([, names]) => names);
  return [
    finding("tool-name-style", {
      message: `Tool names mix naming styles: ${[styles[0]!, ...minority].map(describe).join(", ")}; a model guessing one tool's name from another's may get it wrong.`,
      fix: `Name every tool in ${major} like the other ${majorNames.length}: rename ${excerpt(renames.map((n) => `"${n}"`).join(", "), 100)}.`,
    }),
  ];
}

/**
 * Lints the names of a server's tools: `tool-name-invalid` (one finding per offending name: empty, longer
 * than 128 characters, characters outside `[A-Za-z0-9_.-]`, repeated, or not a string) and `tool-name-style`
 * (one server-wide finding, without `tool`, when multi-word names use more than one {@link NameStyle};
 * consistent kebab-case, snake_case, camelCase or dotted names are all fine). Never throws.
 */
export function lintToolNames(tools: readonly Tool[]): Finding[] {
  return [...invalidNames(tools), ...mixedStyles(tools)];
}
