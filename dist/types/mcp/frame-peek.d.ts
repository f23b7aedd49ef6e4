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
export declare function peekFrame(head: string, tail?: string): FramePeek;
