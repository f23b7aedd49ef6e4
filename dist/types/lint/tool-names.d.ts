/**
 * Tool names: validity (MCP 2025-11-25 server/tools §Tool Names, SEP-986, unchanged in 2026-07-28:
 * 1–128 characters, case-sensitive, only A-Z a-z 0-9 `_` `-` `.`, unique within a server — the v1
 * TypeScript SDK checks the same with `^[A-Za-z0-9._-]{1,128}$`) and consistency of naming style.
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
/** Longest tool name MCP allows (2025-11-25 §Tool Names). */
export declare const MAX_TOOL_NAME_LENGTH = 128;
/** A naming style of a multi-word name; `single-word` names (`search`, `echo`) fit every style. */
export type NameStyle = "snake_case" | "SCREAMING_SNAKE_CASE" | "kebab-case" | "camelCase" | "PascalCase" | "dotted.names" | "mixed_separators-style" | "single-word";
/**
 * The naming style of a tool name: by separator first (`.` dotted, `_` snake, `-` kebab, both `_` and `-`
 * mixed), then by humps (`getUser` camelCase, `GetUser` PascalCase); one word without humps is `single-word`.
 */
export declare function nameStyle(name: string): NameStyle;
/**
 * Lints the names of a server's tools: `tool-name-invalid` (one finding per offending name: empty, longer
 * than 128 characters, characters outside `[A-Za-z0-9_.-]`, repeated, or not a string) and `tool-name-style`
 * (one server-wide finding, without `tool`, when multi-word names use more than one {@link NameStyle};
 * consistent kebab-case, snake_case, camelCase or dotted names are all fine). Never throws.
 */
export declare function lintToolNames(tools: readonly Tool[]): Finding[];
