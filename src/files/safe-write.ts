/**
 * Writing report files safely (issue 12 "Files"): a temporary file created exclusively (`O_CREAT | O_EXCL`, a random
 * name in the target's folder) and renamed over the target, so a link planted at the temporary name or at the target
 * is never written through; and output paths checked before a run starts, so a path that cannot be written fails at
 * once with one line instead of after the whole run (or, for `/proc/nope/x.json`, never: Node's recursive `mkdir`
 * spins there).
 */
import { randomBytes } from "node:crypto";
import { closeSync, constants, lstatSync, mkdirSync, openSync, realpathSync, renameSync, rmSync, statSync, writeSync, type Stats } from "node:fs";
import { basename, dirname, isAbsolute, relative, resolve } from "node:path";

/** Flags of an exclusive create: fails on any existing file, and on a link (`O_EXCL` with `O_CREAT` never follows one). */
const EXCLUSIVE = constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY | (constants.O_NOFOLLOW ?? 0);

/** Folders created at most, going up from a path's folder to the nearest one that exists. */
const MAX_NEW_FOLDERS = 32;

/** A fresh temporary name beside `path`: `.<name>.<random>.tmp` in the same folder (the rename stays on one file system). */
function temporaryBeside(path: string): string {
  const folder = dirname(path);
  const name = path.slice(folder.length + 1);
  return resolve(folder, `.${name}.${randomBytes(8).toString("hex")}.tmp`);
}

/** Text gathered before each write of a file given in pieces (UTF-16 code units: at most ~3 MiB of UTF-8). */
const WRITE_BATCH_CHARS = 1 << 20;

/**
 * Writes `text` (UTF-8) to `path` atomically: readers see the old file or the whole new one. The temporary file is
 * created exclusively with mode 0644 beside `path`, written, closed and renamed over `path`; a rename replaces a
 * link at `path` instead of writing through it. `text` may come in pieces (a report of tens of thousands of
 * calls): they are written as they come, about a million characters at a time, so the whole text is never held
 * at once. Throws the file system's error (the temporary file is removed then), or what the pieces' iterator throws.
 */
export function writeFileAtomic(path: string, text: string | Iterable<string>): void {
  const temporary = temporaryBeside(resolve(path));
  let fd: number | undefined;
  try {
    fd = openSync(temporary, EXCLUSIVE, 0o644);
    const write = (piece: string): void => {
      const data = Buffer.from(piece, "utf8");
      for (let at = 0; at < data.length; ) at += writeSync(fd!, data, at);
    };
    if (typeof text === "string") write(text);
    else {
      let batch: string[] = [];
      let size = 0;
      for (const piece of text) {
        batch.push(piece);
        size += piece.length;
        if (size < WRITE_BATCH_CHARS) continue;
        write(batch.join(""));
        batch = [];
        size = 0;
      }
      write(batch.join(""));
    }
    closeSync(fd);
    fd = undefined;
    renameSync(temporary, path);
  } catch (error) {
    if (fd !== undefined) closeSync(fd);
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** One clause for a file-system error: `permission denied (EACCES)`, `read-only file system (EROFS)`. */
function reasonOf(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  const words: Record<string, string> = {
    ENOENT: "no such folder",
    ENOTDIR: "a part of it is not a folder",
    EACCES: "permission denied",
    EPERM: "not permitted",
    EROFS: "read-only file system",
    ENOSPC: "no space left",
    EISDIR: "it is a folder",
    ELOOP: "too many links",
    ENAMETOOLONG: "name too long",
  };
  return code && words[code] ? `${words[code]} (${code})` : (error as Error).message;
}

/** What {@link checkOutputPath} may do: create missing folders above the file (default true). */
export interface OutputPathOptions {
  createFolders?: boolean;
}

/**
 * Checks before a run that a report can be written to `path`, and returns it: `path` is not a folder, its folder is
 * (or, with `createFolders`, becomes) a folder we can create files in — tried for real, by creating and removing an
 * exclusive temporary file there, so a read-only mount or a folder like `/proc` fails now. Missing folders are
 * created one level at a time (at most 32). Returns `path` unchanged.
 * @throws Error with one line: `cannot write '<path>': <reason>` (the face prefixes the flag or input).
 */
export function checkOutputPath(path: string, options: OutputPathOptions = {}): string {
  const absolute = resolve(path);
  const fail = (reason: string): never => {
    throw new Error(`cannot write '${path}': ${reason}`);
  };
  let existing: Stats | undefined;
  try {
    existing = statSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") fail(reasonOf(error));
  }
  if (existing?.isDirectory()) fail("it is a folder; give a file name");
  const folder = dirname(absolute);
  const missing: string[] = [];
  for (let at = folder; ; at = dirname(at)) {
    let kind: "folder" | "other" | "none";
    try {
      kind = lstatSync(at).isDirectory() || statSync(at).isDirectory() ? "folder" : "other";
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") fail(reasonOf(error));
      kind = "none";
    }
    if (kind === "folder") break;
    if (kind === "other") fail(`'${at}' is not a folder`);
    if (options.createFolders === false) fail(`folder '${folder}' does not exist`);
    if (missing.length >= MAX_NEW_FOLDERS || dirname(at) === at) fail(`folder '${folder}' does not exist`);
    missing.unshift(at);
  }
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") fail(`cannot create folder '${dir}': ${reasonOf(error)}`);
    }
  }
  const probe = temporaryBeside(absolute);
  try {
    closeSync(openSync(probe, EXCLUSIVE, 0o644));
    rmSync(probe, { force: true });
  } catch (error) {
    fail(`the folder cannot be written: ${reasonOf(error)}`);
  }
  return path;
}

/**
 * Where `path` really is: the real path (links resolved) of its nearest existing ancestor, joined with the rest.
 * A folder that is a link out of somewhere shows where it leads.
 */
export function realLocation(path: string): string {
  const absolute = resolve(path);
  const rest: string[] = [];
  for (let at = absolute; ; at = dirname(at)) {
    try {
      return resolve(realpathSync(at), ...rest);
    } catch {
      if (dirname(at) === at) return absolute;
      rest.unshift(basename(at));
    }
  }
}

/** True when `path`, links resolved ({@link realLocation}), is `root` or inside it (links in `root` resolved too). */
export function isInside(root: string, path: string): boolean {
  const rel = relative(realLocation(root), realLocation(path));
  return rel === "" || (!rel.startsWith("..") && !isAbsolute(rel));
}
