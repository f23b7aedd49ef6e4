/**
 * Renderers of a Scorecard: Markdown (summary, PR comment), JSON, console, badge (SVG + shields.io endpoint),
 * and the escaping they use for server-supplied text. SARIF and JUnit live beside these in their own modules.
 */
export * from "./markdown.js";
export * from "./json.js";
export * from "./console.js";
export * from "./badge.js";
export * from "./badge-svg.js";
export * from "./escape.js";
export * from "./terminal-text.js";
export * from "./format.js";
export * from "./figures.js";
export * from "./group-findings.js";
