/**
 * Tool descriptions: the text a model reads to decide when to call a tool (MCP 2025-11-25 server/tools
 * §Tool: `description` is a "human-readable description of functionality", optional in the schema but the
 * only guidance a model gets beyond the name).
 */
import { finding, textHash, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { codePoints } from "../findings/text-patterns.js";
import { excerpt } from "../findings/excerpt.js";
import { toolOwner } from "./text-sources.js";

/**
 * Below this many characters (after trimming and collapsing whitespace) a description is `description-short`.
 * 20 characters is about three or four words: less cannot say both what a tool does and to what
 * ("Get weather", "Search", "Delete item"), while the shortest descriptions of the official reference servers
 * ("Echoes back the input string", "Returns the sum of two numbers", 28–30 characters) pass. Toolscore used
 * 10, which lets "Gets data." through (reference/toolscore-notes.md §6, W2).
 */
export const DESCRIPTION_MIN_CHARS = 20;

/**
 * Lints one tool's description: `description-missing` when it is absent, not a string or blank;
 * `description-short` when shorter than {@link DESCRIPTION_MIN_CHARS} characters (code points, whitespace
 * collapsed). `index` (0-based) names a tool whose `name` is not a string. Never throws.
 */
export function lintDescription(tool: Tool, index: number): Finding[] {
  const owner = toolOwner(tool, index);
  const raw = tool.description;
  if (typeof raw !== "string" || raw.trim() === "") {
    const what = raw === undefined ? "has no description" : typeof raw !== "string" ? `has a description that is ${raw === null ? "null" : `a ${typeof raw}`}, not text` : "has a blank description";
    return [
      finding("description-missing", {
        tool: owner,
        message: `Tool "${owner}" ${what}, so a model can only guess from its name when to use it.`,
        fix: `Add a "description" to "${owner}" saying what it does, what it returns and when to use it.`,
        pointer: "/description",
      }),
    ];
  }
  const flat = raw.replace(/\s+/g, " ").trim();
  const length = codePoints(flat);
  if (length >= DESCRIPTION_MIN_CHARS) return [];
  return [
    finding("description-short", {
      tool: owner,
      message: `Tool "${owner}" has a ${length}-character description ("${excerpt(flat, 40)}"), too short to tell a model what it does and when to use it.`,
      fix: `Expand the description of "${owner}" to at least a sentence: what it does, on what, and what it returns (${DESCRIPTION_MIN_CHARS}+ characters).`,
      pointer: "/description",
      text_hash: textHash(raw),
    }),
  ];
}
