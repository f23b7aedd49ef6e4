import { createHash } from "node:crypto";

/** The inputs that say which server a run grades, as the user wrote them (trimmed; "" when not given). */
export interface TargetInputs {
  command: string;
  config: string;
  server: string;
  url: string;
  serverJson: string;
  workingDirectory: string;
}

/**
 * The sticky comment's key (issue 13 item 3): `comment-tag` when given; otherwise derived from the inputs that name
 * the server — never from the server's self-reported name, which is empty when it fails to start and changes when
 * it is renamed (both left a second comment beside a stale one). The derived key is `command-`, `config-`, `url-` or
 * `server-json-` plus 12 hex digits of a SHA-256 over those inputs (and `working-directory`), so a command line or URL with a
 * token in it is not written into the public comment. Changing the command starts a new comment: set `comment-tag`
 * to keep one across such changes. Pure.
 */
export function commentKey(tag: string, target: TargetInputs): string {
  if (tag.trim() !== "") return tag.trim();
  const kind = target.serverJson !== "" ? "server-json" : target.url !== "" ? "url" : target.config !== "" ? "config" : "command";
  const parts =
    kind === "server-json"
      ? [target.serverJson]
      : kind === "url"
        ? [target.url, target.command]
        : kind === "config"
          ? [target.config, target.server]
          : [target.command];
  return `${kind}-${shortHash([kind, ...parts, target.workingDirectory])}`;
}

/**
 * The key of a comment published from a saved report without `comment-tag` (publish-only mode): `report-` plus a
 * hash of the report's `target`, what was graded as the scoring run described it (secrets already removed). Pure.
 */
export function reportCommentKey(target: string): string {
  return `report-${shortHash(["report", target])}`;
}

/**
 * The key of the one comment of aggregate mode without `comment-tag`: `aggregate-` plus a hash of the `report-paths`
 * patterns — the set's name as the workflow gives it, never a server's self-reported name. Pure.
 */
export function aggregateCommentKey(patterns: readonly string[]): string {
  return `aggregate-${shortHash(["aggregate", ...patterns])}`;
}

/** 12 hex digits of the SHA-256 of the parts (JSON-encoded, so no two part lists collide by concatenation). */
export function shortHash(parts: readonly string[]): string {
  return createHash("sha256").update(JSON.stringify(parts)).digest("hex").slice(0, 12);
}
