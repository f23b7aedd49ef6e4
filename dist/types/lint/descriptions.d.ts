/**
 * Tool descriptions: the text a model reads to decide when to call a tool (MCP 2025-11-25 server/tools
 * §Tool: `description` is a "human-readable description of functionality", optional in the schema but the
 * only guidance a model gets beyond the name).
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
/**
 * Below this many characters (after trimming and collapsing whitespace) a description is `description-short`.
 * 20 characters is about three or four words: less cannot say both what a tool does and to what
 * ("Get weather", "Search", "Delete item"), while the shortest descriptions of the official reference servers
 * ("Echoes back the input string", "Returns the sum of two numbers", 28–30 characters) pass. Toolscore used
 * 10, which lets "Gets data." through (reference/toolscore-notes.md §6, W2).
 */
export declare const DESCRIPTION_MIN_CHARS = 20;
/**
 * Lints one tool's description: `description-missing` when it is absent, not a string or blank;
 * `description-short` when shorter than {@link DESCRIPTION_MIN_CHARS} characters (code points, whitespace
 * collapsed). `index` (0-based) names a tool whose `name` is not a string. Never throws.
 */
export declare function lintDescription(tool: Tool, index: number): Finding[];
