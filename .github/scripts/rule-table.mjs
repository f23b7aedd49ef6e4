#!/usr/bin/env node
// Prints the README's rule table from the rule catalogue (src/findings/rules.ts, through the built library), so
// the README cannot drift from the catalogue (a test compares them: __tests__/findings/readme-rules.test.ts).
//
//   node .github/scripts/rule-table.mjs                 print the table
//   node .github/scripts/rule-table.mjs --write FILE    replace the text between the markers in FILE
import { readFileSync, writeFileSync } from "node:fs";

export const START = "<!-- rule-table:start -->";
export const END = "<!-- rule-table:end -->";

/** The Markdown rule table for a catalogue `{ id: { severity, category, summary } }`. */
export function ruleTable(rules) {
  const lines = ["| Rule | Category | Default severity | What it means |", "| --- | --- | --- | --- |"];
  for (const [id, info] of Object.entries(rules)) {
    lines.push(`| <a id="rule-${id}"></a>\`${id}\` | ${info.category} | ${info.severity} | ${info.summary.replace(/\|/g, "\\|")} |`);
  }
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { RULES } = await import("../../dist/lib/index.js");
  const table = ruleTable(RULES);
  const at = process.argv.indexOf("--write");
  if (at < 0) {
    console.log(table);
  } else {
    const file = process.argv[at + 1];
    const text = readFileSync(file, "utf8");
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    if (start < 0 || end < start) throw new Error(`${file}: markers ${START} / ${END} not found`);
    writeFileSync(file, `${text.slice(0, start + START.length)}\n${table}\n${text.slice(end)}`);
  }
}
