import { urlScheme, urlValues } from "./description-values.js";
import { BoundedMemo } from "./bounded-memo.js";

/**
 * Realistic values chosen by a parameter's name (and description) when its schema allows a plain string, number
 * or boolean. A tool called with `query: "example"` and `email: "user@example.com"` behaves like it would for a
 * model; `sample_query` or random floats make it fail for reasons that are ours, not the server's.
 *
 * Lessons from the closest existing tool (reference/toolscore-notes.md §5, §9):
 * - durations, delays, timeouts, steps and the like get the SMALLEST allowed value, never a default such as
 *   10 seconds: `trigger-long-running-operation` called three times with its default blew the time budget;
 * - `number` parameters get whole numbers unless the schema forces a fraction (ids and counts given 6.13 failed);
 * - hosts are `localhost` and addresses loopback; a URL is `https://example.com/` unless the description allows
 *   `data:` or asks for `file:` URLs (`description-values.ts` `urlScheme`: data: URLs went to tools that fetch
 *   https pages and were refused, issue 11);
 * - the name's head noun (its last word) speaks first: `sourceTimezone` is a time zone, `destination_path` a
 *   path, never a source file because of the word "source" (issue 11).
 *
 * These hints come last, after the schema, the description and the server's own values (DESIGN.md "Scenarios
 * and how a call is judged"). Every value suggested here is only a candidate: the generator validates it.
 */

/**
 * The lower-case words of a parameter name: `entityNames` → `entity names`, `max_results` → `max results`. The same
 * (read-only) list each time for a name: planning asks again for every value of every case of every tool, and each
 * answer was a copy (issue 14).
 */
export function nameWords(name: string): readonly string[] {
  return (
    wordsOfName.get(name) ??
    wordsOfName.set(
      name,
      name
        .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
        .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w.toLowerCase()),
    )
  );
}

/** {@link nameWords} per name, worked out once (planning asks again for every value of every case of every tool). */
const wordsOfName = new BoundedMemo<string, readonly string[]>(20_000);

function singular(word: string): string {
  if (word.endsWith("ies") && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith("sses")) return word.slice(0, -2);
  if (word.endsWith("s") && !word.endsWith("ss") && word.length > 3) return word.slice(0, -1);
  return word;
}

/** True when a word of `name` (or its singular) is one of `words`. */
function has(words: readonly string[], ...wanted: string[]): boolean {
  return words.some((w) => wanted.includes(w) || wanted.includes(singular(w)));
}

/** True for an `http:`/`https:` URL: a value that would make the tool reach the network. */
export function isNetworkUrl(value: unknown): boolean {
  return typeof value === "string" && /^(https?|wss?|ftp):\/\//i.test(value.trim());
}

/** Names whose numbers are durations or repetitions: the smallest allowed value is used. */
const SLOW_WORDS = [
  "duration", "delay", "timeout", "sleep", "wait", "interval", "step", "retry", "retries", "attempt", "backoff",
  "ttl", "second", "sec", "secs", "ms", "millis", "millisecond", "minute", "min", "mins", "hour", "poll", "pause",
  "tick", "iteration", "repeat", "time", "times", "cooldown", "latency", "period",
];

/**
 * Whether a number named `name` must be kept as small as the schema allows (a duration, delay, timeout, step
 * count, retry count…). Matching is by whole words, so `timestamp` and `minimum`-like names are not caught.
 */
export function isSlowNumber(name: string, description = ""): boolean {
  // A point in time ("Unix timestamp in seconds") is not a wait, whatever its unit.
  if (/\b(?:unix|epoch|timestamp)\b/i.test(description)) return false;
  const words = nameWords(name);
  if (has(words, ...SLOW_WORDS)) return true;
  return /\b(in|of) (seconds|milliseconds|minutes|ms)\b|\bduration\b|\bdelay\b/i.test(description);
}

/** Whether a parameter name names a timeout (an upper bound on a wait, not a wait). */
export function isTimeoutName(name: string): boolean {
  return has(nameWords(name), "timeout");
}

/** Whether a slow number is in milliseconds (a timeout of 1 ms would make the tool fail). */
function inMilliseconds(name: string, description: string): boolean {
  return has(nameWords(name), "ms", "millis", "millisecond") || /milli ?seconds?\b|\bms\b/i.test(description);
}

/**
 * Candidate numbers for a parameter, most realistic first. `slow` names get only small values; a timeout in
 * milliseconds gets 1,000 (a 1 ms timeout would make the call fail).
 */
export function numberHints(name: string, description = ""): number[] {
  const words = nameWords(name);
  if (isSlowNumber(name, description)) {
    if (has(words, "timeout") && inMilliseconds(name, description)) return [1000, 500, 2000];
    if (has(words, "timeout")) return [5, 2, 10];
    return [1, 2, 0];
  }
  if (has(words, "port")) return [8080, 3000, 5432];
  if (has(words, "year")) return [2026, 2025, 2024];
  if (has(words, "month")) return [1, 6, 12];
  if (has(words, "day")) return [15, 1, 28];
  if (has(words, "hour")) return [10, 0, 23];
  if (has(words, "lat", "latitude")) return [51.5, 40.7, -33.9];
  if (has(words, "lon", "lng", "longitude")) return [-0.1, -74, 151.2];
  if (has(words, "offset", "skip", "start", "index", "cursor", "from")) return [0, 1, 2];
  if (has(words, "page")) return [1, 2, 3];
  if (has(words, "id", "number", "num", "no")) return [1, 2, 42];
  if (has(words, "limit", "count", "max", "top", "size", "total", "n", "k", "amount", "quantity", "depth", "length", "line", "head", "tail", "width", "height"))
    return [3, 1, 5];
  if (has(words, "percent", "percentage")) return [50, 10, 90];
  if (has(words, "ratio", "probability", "temperature", "threshold", "score", "weight")) return [0.5, 1, 0];
  return [];
}

/**
 * Candidate strings for a parameter, most realistic first; empty when neither the name nor the first words of
 * the description say anything useful (`from`, described as "The name of the entity where…", gets names).
 * The name's head noun (last word) is tried alone first, with the other words as modifiers; then every word.
 */
export function stringHints(name: string, description = "", toolName = ""): string[] {
  const key = `${name}\u0000${description}\u0000${toolName}`;
  return hinted.get(key) ?? hinted.set(key, hintsFor(name, description, toolName));
}

/** Hints already worked out, by name, description and tool (generation asks for every attempt and variant). */
const hinted = new BoundedMemo<string, string[]>(2000);

function hintsFor(name: string, description: string, toolName: string): string[] {
  const directoryTool = has(nameWords(toolName), "dir", "directory", "folder", "tree");
  const words = nameWords(name);
  const head = words.slice(-1);
  const scheme = urlScheme(description, name);
  // `branchName`, `tagName`, `repoName`: the qualifier's own values when it has any ("main", "v1.0.0").
  const qualifier = words.length > 1 && has(head, "name") ? hintsForWords(words.slice(-2, -1), directoryTool, words, scheme) : [];
  if (qualifier.length > 0) return qualifier;
  const byHead = hintsForWords(head, directoryTool, words, scheme);
  if (byHead.length > 0) return byHead;
  const byName = hintsForWords(words, directoryTool, words, scheme);
  if (byName.length > 0 || !description) return byName;
  return hintsForWords(nameWords(description).slice(0, 6), directoryTool, words, scheme);
}

const DIRECTORIES = [".", "docs", "data"];

/**
 * `w`: the words a rule looks at; `all`: every word of the name, for modifiers (`destination_path`,
 * `repo_path`); `directoryTool`: the tool's name says it works on directories, so a bare `path` is one.
 */
function hintsForWords(w: readonly string[], directoryTool: boolean, all: readonly string[], scheme: "data" | "file" | "https"): string[] {
  if (has(w, "email", "mail")) return ["user@example.com", "alice@example.org", "bob@example.net"];
  if (has(w, "url", "uri", "link", "href", "endpoint", "website", "webhook")) return urlValues(scheme);
  if (has(w, "dir", "directory", "folder", "cwd", "workdir", "workspace")) return DIRECTORIES;
  if ((directoryTool || has(all, "repo", "repository", "project", "root", "base")) && has(w, "path")) return DIRECTORIES;
  if (has(all, "destination", "dest", "target") && has(w, "path", "file", "destination", "dest")) return ["notes-moved.txt", "docs/notes-moved.txt", "data/copy.json"];
  if (has(w, "path", "file", "filename", "filepath", "source")) return ["notes.txt", "docs/readme.md", "data/example.json"];
  if (has(w, "uuid", "guid")) return ["123e4567-e89b-42d3-a456-426614174000", "9b2f8c1e-4d7a-4e3b-8f6a-2c5d9e1b7a40", "00000000-0000-4000-8000-000000000001"];
  if (has(w, "id", "identifier", "key", "slug")) return ["1", "example-id", "abc123"];
  if (has(w, "query", "search", "q", "keyword", "term", "filter", "question")) return ["example", "hello world", "test"];
  if (has(w, "timezone", "tz")) return ["UTC", "Europe/London", "America/New_York"];
  if (has(w, "datetime", "timestamp")) return ["2026-01-15T10:30:00Z", "2025-06-01T08:00:00Z", "2026-03-31T23:59:59Z"];
  if (has(w, "date", "day", "since", "until", "before", "after")) return ["2026-01-15", "2025-06-01", "2026-03-31"];
  if (has(w, "time")) return ["10:30:00Z", "08:00:00Z", "23:59:59Z"];
  if (has(w, "lang", "language", "locale")) return ["en", "fr", "de"];
  if (has(w, "country")) return ["US", "GB", "DE"];
  if (has(w, "city", "location", "place")) return ["London", "Paris", "Tokyo"];
  if (has(w, "currency")) return ["USD", "EUR", "GBP"];
  if (has(w, "color", "colour")) return ["blue", "red", "green"];
  if (has(w, "phone", "mobile")) return ["+15555550123", "+442079460000", "+15555550199"];
  if (has(w, "host", "hostname", "domain", "server")) return ["localhost", "example.com", "localhost.localdomain"];
  if (has(w, "ip", "address") && !has(w, "email")) return ["127.0.0.1", "::1", "127.0.0.2"];
  if (has(w, "owner", "user", "username", "author", "login", "org", "organization", "account")) return ["octocat", "example-user", "alice"];
  if (has(w, "repo", "repository", "project", "package")) return ["example-repo", "hello-world", "demo"];
  if (has(w, "branch", "ref")) return ["main", "develop", "feature/example"];
  if (has(w, "tag", "version")) return ["v1.0.0", "1.2.3", "v2.0.0"];
  if (has(w, "sha", "commit", "hash", "digest")) return ["0123456789abcdef0123456789abcdef01234567", "a1b2c3d", "deadbeef"];
  if (has(w, "glob")) return ["*.txt", "**/*.md", "*.json"];
  if (has(w, "regex", "regexp")) return ["^[a-z]+$", "\\d+", "hello"];
  if (has(w, "pattern")) return ["*.txt", "example", "*.md"];
  if (has(w, "mime", "mimetype") || (has(w, "content") && has(w, "type"))) return ["text/plain", "application/json", "text/markdown"];
  if (has(w, "format")) return ["json", "text", "markdown"];
  if (has(w, "sort", "order", "direction")) return ["asc", "desc", "name"];
  if (has(w, "command", "cmd", "shell")) return ["echo hello", "ls", "pwd"];
  if (has(w, "code", "script", "source", "snippet")) return ["print('hello')", "1 + 1", "return 42"];
  if (has(w, "expression", "expr", "formula")) return ["1 + 1", "2 * 3", "10 / 2"];
  if (has(w, "json")) return ['{"key":"value"}', "{}", '{"id":1}'];
  if (has(w, "password", "secret", "token", "apikey", "api", "credential"))
    return ["example-token", "test-secret", "dummy-key"];
  if (has(w, "type", "kind", "category", "group", "relation", "role", "status", "mode")) return ["example", "default", "test"];
  if (has(w, "name", "title", "label", "entity", "subject", "topic", "symbol"))
    return ["Example", "Alice", "Project Alpha"];
  if (has(w, "message", "text", "content", "body", "comment", "note", "prompt", "thought", "input", "description", "summary", "observation", "contents", "instruction", "reason"))
    return ["Hello, world!", "This is a test.", "Sample text for testing."];
  return [];
}

/** Boolean candidates: dry-run–like flags are true (the safer choice), dangerous flags false. */
export function booleanHints(name: string): boolean[] {
  const w = nameWords(name);
  if (has(w, "dry", "preview", "simulate", "simulation", "validate", "check", "readonly")) return [true, false];
  if (has(w, "force", "recursive", "overwrite", "delete", "purge", "destroy", "confirm", "permanent", "all")) return [false, true];
  return [];
}

/**
 * The JSON type a parameter with no `type` most likely has, from its name and description (such parameters are
 * lint's `property-no-type`; a call still needs a value the tool accepts). Undefined when nothing suggests one.
 */
export function inferType(name: string, description = ""): "number" | "boolean" | "string" | undefined {
  const text = description.toLowerCase();
  if (/\b(number|count|how many|integer|amount|size|limit|minimum|maximum|port|index)\b/.test(text)) return "number";
  if (/^(whether|true if|if true|flag)\b|\b(true|false)\b/.test(text)) return "boolean";
  if (numberHints(name, description).length > 0 && stringHints(name, description).length === 0) return "number";
  if (/^(is|has|should|can|enable|enabled|disable|include|use|allow)[A-Z_]/.test(name)) return "boolean";
  if (description || stringHints(name).length > 0) return "string";
  return undefined;
}
