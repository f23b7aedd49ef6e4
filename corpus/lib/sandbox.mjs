// The sandbox a corpus server runs in: a fresh temporary folder per run (HOME, TMPDIR, data), filled
// deterministically from the server's `sandbox` entry in servers.json, and the offline launch around it.
// Shared by run.mjs (which runs mcp-checkup) and session.mjs (which opens a raw JSON-RPC session by hand),
// so a finding is always reproduced under the same conditions it was found in.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

/** The corpus folder (where servers.json and node_modules live). */
export const CORPUS_DIR = resolve(dirname(fileURLToPath(import.meta.url)), "..");

/** Fixed author and dates for git commits, so the sandbox repository has the same hashes on every run. */
const GIT_IDENTITY = {
  GIT_AUTHOR_NAME: "Corpus User",
  GIT_AUTHOR_EMAIL: "corpus@example.invalid",
  GIT_COMMITTER_NAME: "Corpus User",
  GIT_COMMITTER_EMAIL: "corpus@example.invalid",
};

/**
 * Replaces `{sandbox}`, `{corpus}` and `{node}` in a string from servers.json.
 * @param {string} text
 * @param {string} sandbox absolute path of this run's sandbox
 */
export function expand(text, sandbox) {
  return text.replaceAll("{sandbox}", sandbox).replaceAll("{corpus}", CORPUS_DIR).replaceAll("{node}", process.execPath);
}

/**
 * A one-font PDF 1.4 file with one page per entry of `pages` (each a list of text lines), written byte by byte
 * so it is identical on every run (no dates, no ids). Enough for text extraction by pdf.js and friends.
 * @param {{title: string, pages: string[][]}} spec
 * @returns {Buffer}
 */
export function makePdf(spec) {
  const esc = (s) => s.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects = []; // index i holds object number i + 1
  const pageCount = spec.pages.length;
  const fontNum = 3 + pageCount * 2;
  const infoNum = fontNum + 1;
  objects.push("<< /Type /Catalog /Pages 2 0 R >>");
  const kids = spec.pages.map((_, i) => `${3 + i * 2} 0 R`).join(" ");
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`);
  spec.pages.forEach((lines, i) => {
    const contentNum = 4 + i * 2;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 ${fontNum} 0 R >> >> /Contents ${contentNum} 0 R >>`,
    );
    const text = lines.map((l, j) => (j === 0 ? `(${esc(l)}) Tj` : `T* (${esc(l)}) Tj`)).join(" ");
    const stream = `BT /F1 12 Tf 16 TL 72 720 Td ${text} ET`;
    objects.push(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
  });
  objects.push("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>");
  objects.push(`<< /Title (${esc(spec.title)}) /Author (Corpus User) /Producer (mcp-checkup corpus) >>`);
  let body = "%PDF-1.4\n";
  const offsets = [];
  objects.forEach((obj, i) => {
    offsets.push(Buffer.byteLength(body, "latin1"));
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${infoNum} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

function git(args, cwd, env) {
  const r = spawnSync("git", args, { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")} failed in ${cwd}: ${r.stderr || r.error}`);
}

async function makeSqlite(file, sql) {
  const require = createRequire(join(CORPUS_DIR, "package.json"));
  const sqlite3 = require("sqlite3");
  await new Promise((ok, fail) => {
    const db = new sqlite3.Database(file, (err) => {
      if (err) return fail(err);
      db.exec(sql, (e) => db.close(() => (e ? fail(e) : ok())));
    });
  });
}

/**
 * Creates a fresh sandbox for one run of one server: `home/` (HOME, with a .gitconfig), `tmp/` (TMPDIR),
 * `work/`, `data/`, and what the server's `sandbox` entry asks for:
 * - `files`: { "relative/path": "text" }
 * - `pdf`: { "relative/path.pdf": { title, pages: [[line, …], …] } }
 * - `sqlite`: { "relative/path.db": "SQL script" }
 * - `git`: { "relative/repo": { commits: [{ files: { path: text }, message, date }], branches?: [name] } }
 * Everything is written in a fixed order with fixed dates, so two runs see the same content.
 * @param {object} server an entry of servers.json
 * @returns {Promise<string>} the sandbox's absolute path
 */
export async function createSandbox(server) {
  const root = mkdtempSync(join(tmpdir(), `mcp-corpus-${server.id}-`));
  for (const d of ["home", "tmp", "work", "data"]) mkdirSync(join(root, d), { recursive: true });
  writeFileSync(
    join(root, "home", ".gitconfig"),
    "[user]\n\tname = Corpus User\n\temail = corpus@example.invalid\n[init]\n\tdefaultBranch = main\n[commit]\n\tgpgsign = false\n",
  );
  const spec = server.sandbox ?? {};
  const put = (rel, content) => {
    const file = join(root, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  };
  for (const [rel, text] of Object.entries(spec.files ?? {})) put(rel, text);
  for (const [rel, pdf] of Object.entries(spec.pdf ?? {})) put(rel, makePdf(pdf));
  for (const [rel, sql] of Object.entries(spec.sqlite ?? {})) {
    mkdirSync(dirname(join(root, rel)), { recursive: true });
    await makeSqlite(join(root, rel), sql);
  }
  for (const [rel, repo] of Object.entries(spec.git ?? {})) {
    const dir = join(root, rel);
    mkdirSync(dir, { recursive: true });
    const env = { PATH: process.env.PATH, HOME: join(root, "home"), ...GIT_IDENTITY };
    git(["init", "-q", "-b", "main"], dir, env);
    for (const commit of repo.commits) {
      for (const [file, text] of Object.entries(commit.files)) put(join(rel, file), text);
      git(["add", "-A"], dir, env);
      git(["commit", "-q", "-m", commit.message], dir, { ...env, GIT_AUTHOR_DATE: commit.date, GIT_COMMITTER_DATE: commit.date });
    }
    for (const branch of repo.branches ?? []) git(["branch", branch], dir, env);
  }
  return root;
}

/** Removes a sandbox made by createSandbox. */
export function removeSandbox(root) {
  rmSync(root, { recursive: true, force: true });
}

/**
 * The minimal environment a corpus server (and the checkup that launches it) gets: no variable of ours, no
 * secret, only PATH, the sandbox's HOME and TMPDIR, a fixed locale and time zone (time servers answer the
 * same way on every machine).
 * @param {string} sandbox
 */
export function minimalEnv(sandbox) {
  return {
    PATH: process.env.PATH ?? "/usr/local/bin:/usr/bin:/bin",
    HOME: join(sandbox, "home"),
    TMPDIR: join(sandbox, "tmp"),
    LANG: "C.UTF-8",
    TZ: "UTC",
    NO_COLOR: "1",
  };
}

/** The server's own environment from servers.json, placeholders expanded. */
export function serverEnv(server, sandbox) {
  return Object.fromEntries(Object.entries(server.env ?? {}).map(([k, v]) => [k, expand(v, sandbox)]));
}

/** The server's argv and working directory, placeholders expanded. */
export function serverLaunch(server, sandbox) {
  return { argv: server.argv.map((a) => expand(a, sandbox)), cwd: expand(server.cwd ?? "{sandbox}/work", sandbox) };
}

let offlineSupport;
/**
 * Whether `unshare -rn` works here (a user and network namespace without privileges). Cached.
 * @returns {boolean}
 */
export function canRunOffline() {
  if (offlineSupport === undefined) {
    const r = spawnSync("unshare", ["-rn", "true"], { stdio: "ignore" });
    offlineSupport = r.status === 0;
  }
  return offlineSupport;
}

/**
 * Wraps an argv so it runs without network: a fresh network namespace holding only loopback (brought up, for
 * servers that talk to themselves over 127.0.0.1). Without unshare, the argv is returned as is and
 * `offline` is false: the caller must say so.
 * @param {string[]} argv
 * @returns {{argv: string[], offline: boolean}}
 */
export function offline(argv) {
  if (!canRunOffline()) return { argv, offline: false };
  return { argv: ["unshare", "-rn", "sh", "-c", 'ip link set lo up 2>/dev/null; exec "$@"', "corpus-offline", ...argv], offline: true };
}
