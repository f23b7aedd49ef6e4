#!/usr/bin/env node
// `npm run preview`: runs the built Action (dist/index.js, as the runner runs it) on a few fixture servers against
// the tests' fake GitHub API, and renders each run's PR comment and job summary to HTML with GitHub's Markdown CSS
// (github-markdown-css, rendered by marked), so a person can look at the layout. Not a test: nothing is asserted.
//
//   npm run build && npm run preview            build/preview/index.html and one page per comment and summary
//   npm run preview -- --png                    also PNG screenshots, with headless Chromium (`chromium` on PATH)
//
// The fake GitHub API (__tests__/fixtures/fake-github.ts) is compiled with tsc into build/preview/fake first.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { marked } from "marked";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
const out = join(root, "build", "preview");
const action = join(root, "dist", "index.js");
const sample = join(root, "dist", "sample-server", "index.js");
if (!existsSync(action) || !existsSync(sample)) {
  console.error("preview: dist/index.js or dist/sample-server/index.js is missing; run `npm run build` first");
  process.exit(2);
}
const png = process.argv.includes("--png");
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

// The tests' fake GitHub API, compiled to JavaScript (it has no dependencies but Node's own modules).
const fakeDir = join(out, "fake");
execFileSync(
  process.execPath,
  [join(root, "node_modules", "typescript", "bin", "tsc"), join(root, "__tests__", "fixtures", "fake-github.ts"), "--outDir", fakeDir,
    "--module", "ES2022", "--moduleResolution", "Bundler", "--target", "ES2022", "--skipLibCheck", "--types", "node"],
  { stdio: "inherit" },
);
const { startFakeGitHub } = await import(pathToFileURL(join(fakeDir, "fake-github.js")).href);

const node = (script, ...args) => [process.execPath, script, ...args].map((w) => JSON.stringify(w)).join(" ");
const fixtures = join(root, "__tests__", "fixtures");
const cases = [
  {
    name: "sample-pr-capped",
    title: "Sample server on a PR that breaks a write (silent-skip), compared with main",
    before: { "mcp-command": node(sample), "mcp-probes": "true", "mcp-allow-writes": "true", "badge-branch": "badges" },
    inputs: { "mcp-command": node(sample, "--bug", "silent-skip"), "mcp-probes": "true", "mcp-allow-writes": "true", "badge-branch": "badges" },
  },
  {
    name: "weather-27-tools",
    title: "A 27-tool server whose every call fails for one cause (no API key)",
    inputs: { "mcp-command": node(join(fixtures, "action", "keyless-server.mjs")) },
  },
  {
    name: "tiny-clean",
    title: "A clean one-tool server, no reference report yet",
    inputs: { "mcp-command": node(join(fixtures, "cli", "tiny-server.mjs")), "badge-branch": "badges" },
  },
  {
    name: "publish-only-fork",
    title: "Publish-only mode: a fork PR's saved report, published by a workflow_run workflow",
    saved: { "mcp-command": node(sample, "--bug", "lose-on-write"), "mcp-probes": "true", "mcp-allow-writes": "true", "comment": "false" },
    inputs: { "comment-tag": "notes" },
  },
];

/** Runs dist/index.js once with `inputs` on `event`; resolves with the output file's text and the summary. */
async function runAction(github, dir, id, inputs, event) {
  const eventPath = join(dir, `${id}-event.json`);
  const summaryPath = join(dir, `${id}-summary.md`);
  const outputPath = join(dir, `${id}-output.txt`);
  writeFileSync(eventPath, JSON.stringify(event.payload));
  writeFileSync(summaryPath, "");
  writeFileSync(outputPath, "");
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(k)));
  Object.assign(env, {
    GITHUB_EVENT_NAME: event.name,
    GITHUB_EVENT_PATH: eventPath,
    GITHUB_REPOSITORY: "octo/weather",
    GITHUB_API_URL: github.url,
    GITHUB_SERVER_URL: "https://github.com",
    GITHUB_RUN_ID: event.runId,
    GITHUB_SHA: event.sha,
    GITHUB_REF: event.ref,
    GITHUB_OUTPUT: outputPath,
    GITHUB_STEP_SUMMARY: summaryPath,
    GITHUB_WORKSPACE: dir,
    "INPUT_GITHUB-TOKEN": "ghs_preview",
    "INPUT_REPORT-DIR": join(dir, `${id}-report`),
  });
  for (const [name, value] of Object.entries(inputs)) env[`INPUT_${name.toUpperCase()}`] = value;
  const child = spawn(process.execPath, [action], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"] });
  let log = "";
  child.stdout.on("data", (c) => (log += c));
  child.stderr.on("data", (c) => (log += c));
  const code = await new Promise((done) => child.on("close", done));
  if (code !== 0) console.error(`preview: ${id} exited ${code}\n${log}`);
  return { summary: readFileSync(summaryPath, "utf8"), output: readFileSync(outputPath, "utf8") };
}

const css = readFileSync(join(root, "node_modules", "github-markdown-css", "github-markdown-light.css"), "utf8");
const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
/** A page that shows `markdown` as GitHub would, in a column as wide as a PR conversation. */
function page(title, markdown) {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>${css}
body { margin: 0; background: #fff; } .markdown-body { box-sizing: border-box; max-width: 900px; padding: 24px 32px; }
.meta { font: 12px sans-serif; color: #57606a; padding: 12px 32px 0; }</style></head><body>
<div class="meta">${escapeHtml(title)} · ${markdown.length.toLocaleString("en")} characters</div>
<article class="markdown-body">${marked.parse(markdown, { gfm: true })}</article></body></html>\n`;
}

const pullRequest = (number, headRepo = "octo/weather") => ({
  name: "pull_request",
  runId: "1002",
  sha: "merge0000",
  ref: `refs/pull/${number}/merge`,
  payload: {
    pull_request: { number, head: { sha: "9f8e7d6c5b4a", repo: { full_name: headRepo } }, base: { repo: { full_name: "octo/weather" } } },
    repository: { default_branch: "main" },
  },
});
const push = { name: "push", runId: "1001", sha: "1a2b3c4d5e6f", ref: "refs/heads/main", payload: { ref: "refs/heads/main", repository: { default_branch: "main" } } };

const index = [];
for (const c of cases) {
  const github = await startFakeGitHub();
  const dir = join(out, c.name);
  mkdirSync(dir, { recursive: true });
  try {
    if (c.before) await runAction(github, dir, "before", c.before, push);
    let inputs = c.inputs;
    let event = pullRequest(7);
    if (c.saved) {
      await runAction(github, dir, "scored", c.saved, pullRequest(7, "someone/weather"));
      inputs = { ...c.inputs, "report-path": join(dir, "scored-report", "mcp-checkup-report.json"), "pr-number": "7" };
      github.pullHeads.set(7, "9f8e7d6c5b4a");
      event = {
        name: "workflow_run",
        runId: "1003",
        sha: "1a2b3c4d5e6f",
        ref: "refs/heads/main",
        payload: {
          workflow_run: { head_sha: "9f8e7d6c5b4a", name: "MCP Checkup", html_url: "https://github.com/octo/weather/actions/runs/1002", event: "pull_request", head_repository: { full_name: "someone/weather" } },
          repository: { default_branch: "main" },
        },
      };
    }
    const run = await runAction(github, dir, "run", inputs, event);
    const comment = github.botComments(7)[0]?.body ?? "_(no comment was posted)_";
    for (const [kind, markdown] of [["comment", comment], ["summary", run.summary]]) {
      const file = `${c.name}-${kind}.html`;
      writeFileSync(join(out, file), page(`${c.title} — ${kind}`, markdown));
      writeFileSync(join(out, `${c.name}-${kind}.md`), markdown);
      index.push({ file, title: `${c.title} — ${kind}`, chars: markdown.length });
      if (png) screenshot(join(out, file), join(out, `${c.name}-${kind}.png`), kind === "comment" ? 1600 : 4000);
    }
  } finally {
    await github.stop();
  }
}
writeFileSync(
  join(out, "index.html"),
  page("MCP Checkup preview", index.map((p) => `- [${p.title}](${p.file}) (${p.chars.toLocaleString("en")} characters)`).join("\n")),
);
for (const p of index) console.log(`${String(p.chars).padStart(6)} chars  ${join("build", "preview", p.file)}`);

/** A full-page screenshot of `html` with headless Chromium, `height` pixels tall at most. */
function screenshot(html, file, height) {
  const chromium = ["chromium", "chromium-browser", "google-chrome"].find((b) => spawnSync("which", [b]).status === 0);
  if (!chromium) {
    console.error("preview: no chromium on PATH; skipping screenshots (apt-get install -y chromium)");
    return;
  }
  spawnSync(chromium, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", `--screenshot=${file}`, `--window-size=960,${height}`, pathToFileURL(html).href], {
    stdio: "ignore",
    timeout: 60_000,
  });
}
