/**
 * How much of a server's output the client holds at once (issue 12 "Bounded reading everywhere"; README
 * "Limits"). A server is untrusted: a 2 GiB body, a gzip bomb, an endless SSE line or a flood of requests must
 * cost us a bounded amount of memory and a finding, never a crash.
 *
 * - One message — a stdout line, an HTTP body (after gzip/deflate decoding), one SSE event — is at most
 *   {@link MAX_MESSAGE_BYTES}; a longer one is not kept: the request it answers fails at once with
 *   `response-too-large` (the official SDK's stdio transport stops at the same 10 MiB).
 * - Per connection, the client buffers at most one message per in-flight HTTP response (or one line on stdio),
 *   64 KiB of stderr, {@link MAX_STDIN_BACKLOG_BYTES} of writes a server does not read, and at most
 *   {@link MAX_ANSWER_POSTS} HTTP POSTs answering server requests at a time; further answers are dropped.
 * - Parsed JSON deeper than {@link MAX_FRAME_DEPTH} levels is cut there (see {@link pruneDeep}), so no recursive
 *   walk of ours can overflow the stack.
 * - Redirects: at most {@link MAX_REDIRECTS} on the same origin; none to another origin.
 */

/** Longest message kept: one stdout line, one HTTP body once decoded, one SSE event (10 MiB). */
export const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/** Bytes queued for a server's stdin that it does not read, beyond which further writes are dropped (1 MiB). */
export const MAX_STDIN_BACKLOG_BYTES = 1024 * 1024;

/** HTTP POSTs answering server-to-client requests that may be in flight at once; more are dropped. */
export const MAX_ANSWER_POSTS = 16;

/** Nesting depth of parsed JSON kept; deeper values are replaced by {@link TOO_DEEP}. */
export const MAX_FRAME_DEPTH = 256;

/**
 * Deepest JSON nesting of a tool's schema that the checkup reads (`schema-too-deep` beyond it). No real schema comes
 * near it (ten levels of nested objects are about 20 levels of JSON); recursive schema walkers stop here.
 */
export const MAX_SCHEMA_DEPTH = 100;

/** Same-origin redirects followed for one request. */
export const MAX_REDIRECTS = 3;

/** What a value nested deeper than {@link MAX_FRAME_DEPTH} is replaced with. */
export const TOO_DEEP = `[mcp-checkup: nested deeper than ${MAX_FRAME_DEPTH} levels; not read]`;

/**
 * Cuts a freshly parsed JSON value (which it modifies in place) at `maxDepth` levels of nesting: every array or
 * object at that depth is replaced by {@link TOO_DEEP}. Iterative, so it never overflows the stack whatever the
 * depth (V8 parses 200,000 nested arrays, but `JSON.stringify` and recursive walks fail from about 5,000).
 * Returns true when something was cut.
 */
export function pruneDeep(value: unknown, maxDepth = MAX_FRAME_DEPTH): boolean {
  if (value === null || typeof value !== "object") return false;
  let pruned = false;
  const stack: [Record<string, unknown> | unknown[], number][] = [[value as Record<string, unknown>, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    const keys = Array.isArray(node) ? node.keys() : Object.keys(node);
    for (const key of keys) {
      const child = (node as Record<string | number, unknown>)[key];
      if (child === null || typeof child !== "object") continue;
      if (depth >= maxDepth) {
        (node as Record<string | number, unknown>)[key] = TOO_DEEP;
        pruned = true;
      } else {
        stack.push([child as Record<string, unknown>, depth + 1]);
      }
    }
  }
  return pruned;
}

/**
 * Whether JSON text may parse to a value nested deeper than `depth`: true when it has more than `depth` of `{` and
 * `[` together (counted in strings too), which nesting that deep needs. Lets a frame skip {@link pruneDeep}'s walk:
 * almost every message is a few levels deep, and the walk of each answer was ~1 µs of the 5,000-tool run's ~40 µs of
 * our own work per call (issue 14).
 */
export function mayNestDeeperThan(text: string, depth: number): boolean {
  if (text.length <= depth) return false;
  let openers = 0;
  for (const opener of ["{", "["]) {
    for (let at = text.indexOf(opener); at >= 0; at = text.indexOf(opener, at + 1)) if (++openers > depth) return true;
  }
  return false;
}

/**
 * The nesting depth of a JSON value (a scalar is 0, `{}` is 1), counting no further than `limit`. Iterative.
 * Used to tell a schema too deep to walk (`schema-too-deep`).
 */
export function jsonDepth(value: unknown, limit = Number.MAX_SAFE_INTEGER): number {
  if (value === null || typeof value !== "object") return 0;
  let max = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (depth > max) max = depth;
    if (max >= limit) return max;
    for (const child of Object.values(node as object)) if (child !== null && typeof child === "object") stack.push([child, depth + 1]);
  }
  return max;
}

/** A size for messages: `10 MiB`, `2.5 MiB`, `512 KiB`, `900 bytes` (binary units). */
export function describeSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MiB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}
