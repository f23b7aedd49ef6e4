/**
 * What an unread frame is, from its first and last characters only: a frame over the message limit is never parsed,
 * but the request it answers must still fail at once (issue 12: a 50 MB result ends in seconds with
 * `response-too-large`, not after the timeout). JSON-RPC 2.0 §5: a response carries the request's `id`.
 */
import type { RequestId } from "./types.js";

/** What {@link peekFrame} found: the top-level `id` (when readable) and whether a top-level `method` was seen. */
export interface FramePeek {
  id?: RequestId;
  hasMethod: boolean;
}

/**
 * Reads the top-level members of a JSON object from its beginning (`head`), as far as `head` goes, and the
 * top-level `id` from its end (`tail`) when the head did not have it (serialisers that write `result` first put
 * the `id` last). Nested `id`s are not taken for the top-level one. Never throws.
 */
export function peekFrame(head: string, tail = ""): FramePeek {
  const found = scanHead(head);
  if (found.id === undefined) {
    const last = /"id"\s*:\s*(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")\s*\}\s*$/.exec(tail);
    if (last) found.id = readId(last[1]!);
  }
  return found;
}

function readId(text: string): RequestId | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "string" || typeof value === "number" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Scans `head` for top-level keys `id` and `method` of the object it starts. */
function scanHead(head: string): FramePeek {
  const out: FramePeek = { hasMethod: false };
  let i = head.search(/\S/);
  if (i < 0 || head[i] !== "{") return out;
  let depth = 0;
  let expectKey = false;
  for (; i < head.length; i++) {
    const c = head[i]!;
    if (c === '"') {
      const end = stringEnd(head, i);
      if (end < 0) return out;
      if (depth === 1 && expectKey) {
        const key = head.slice(i + 1, end);
        const colon = head.slice(end + 1).match(/^\s*:\s*/);
        if (colon) {
          const valueStart = end + 1 + colon[0].length;
          if (key === "method") out.hasMethod = true;
          if (key === "id") {
            const value = /^(-?\d+(?:\.\d+)?|"(?:[^"\\]|\\.)*")/.exec(head.slice(valueStart, valueStart + 300));
            if (value) out.id = readId(value[1]!);
          }
          expectKey = false;
          i = valueStart - 1;
          continue;
        }
      }
      i = end;
      continue;
    }
    if (c === "{" || c === "[") {
      depth += 1;
      expectKey = c === "{" && depth === 1;
    } else if (c === "}" || c === "]") {
      depth -= 1;
    } else if (c === "," && depth === 1) {
      expectKey = true;
    }
  }
  return out;
}

/** The index of the quote closing the string that opens at `start`, or -1 when `text` ends first. */
function stringEnd(text: string, start: number): number {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === "\\") i += 1;
    else if (text[i] === '"') return i;
  }
  return -1;
}
