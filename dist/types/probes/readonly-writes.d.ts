import type { Tool } from "../mcp/types.js";
import { type ToolClass } from "./classify.js";
import type { ConfirmedWrite, RoundTripContext } from "./round-trip.js";
/**
 * Runs the read-only check on `target` (annotated `readOnlyHint: true`). `reads` are the read tools the probes may
 * call; `confirmed` the writes whose records a reader showed (empty without `allowWrites`), one of which seeds a
 * record when `allowWrites`. Logs one result, and `annotation-readonly-writes` when the tool writes; logs nothing
 * when the server has no other read tool (nothing could show a write). Throws only `BudgetSpent` (from the session).
 */
export declare function runReadOnlyCheck(ctx: RoundTripContext, target: Tool, reads: readonly ToolClass[], confirmed: readonly ConfirmedWrite[], allowWrites: boolean): Promise<void>;
