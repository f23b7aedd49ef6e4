#!/usr/bin/env node
// Prints the README's inputs and outputs tables, generated from action.yml, so the README cannot drift from
// the Action's metadata (a test compares them: __tests__/action/readme-tables.test.ts).
//
//   node .github/scripts/action-tables.mjs                 print the tables
//   node .github/scripts/action-tables.mjs --write FILE    replace the text between the markers in FILE
//
// The markers are `<!-- action-tables:start -->` and `<!-- action-tables:end -->`.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

export const START = "<!-- action-tables:start -->";
export const END = "<!-- action-tables:end -->";

/** Text for a table cell: one line, `|` escaped. */
function cell(text) {
  return String(text ?? "")
    .replace(/\s*\n\s*/g, " ")
    .trim()
    .replace(/\|/g, "\\|");
}

/** A default as a code span, or an em dash when there is none. */
function defaultCell(value) {
  const text = String(value ?? "");
  return text === "" ? "—" : `\`${text.replace(/\|/g, "\\|")}\``;
}

/** The two Markdown tables for an action.yml text. */
export function actionTables(yamlText) {
  const action = parse(yamlText);
  const lines = ["#### Inputs", "", "| Input | Description | Default |", "| --- | --- | --- |"];
  for (const [name, input] of Object.entries(action.inputs ?? {})) {
    lines.push(`| \`${name}\` | ${cell(input.description)} | ${defaultCell(input.default)} |`);
  }
  lines.push("", "#### Outputs", "", "| Output | Description |", "| --- | --- |");
  for (const [name, output] of Object.entries(action.outputs ?? {})) {
    lines.push(`| \`${name}\` | ${cell(output.description)} |`);
  }
  return `${lines.join("\n")}\n`;
}

/** `text` with the part between the markers replaced by `tables`; throws when the markers are missing. */
export function replaceTables(text, tables) {
  const start = text.indexOf(START);
  const end = text.indexOf(END);
  if (start < 0 || end < start) throw new Error(`the markers ${START} and ${END} are missing`);
  return `${text.slice(0, start + START.length)}\n${tables}${text.slice(end)}`;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const tables = actionTables(readFileSync(join(root, "action.yml"), "utf8"));
  const at = process.argv.indexOf("--write");
  if (at >= 0) {
    const file = process.argv[at + 1];
    if (!file) {
      console.error("usage: node .github/scripts/action-tables.mjs [--write FILE]");
      process.exit(2);
    }
    writeFileSync(file, replaceTables(readFileSync(file, "utf8"), tables));
  } else {
    process.stdout.write(tables);
  }
}
