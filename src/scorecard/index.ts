/** The scorecard model: results + findings → score, grade, grade cap, blocking findings, top issues. */
export * from "./types.js";
export * from "./grade.js";
export * from "./score.js";
export * from "./blocking.js";
export * from "./top-issues.js";
export * from "./build.js";
export * from "./inconclusive.js";
