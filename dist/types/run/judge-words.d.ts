import { type Finding } from "../findings/finding.js";
import type { RequestOutcome } from "../mcp/types.js";
import { type Scenario } from "../scenarios/scenario.js";
import type { CallOutcome } from "../scorecard/types.js";
import type { RaisedRule } from "./outcome.js";
/**
 * The words of the findings a judged call raises: message and fix per rule, in the reader's terms. Kept apart
 * from the decision (`outcome.ts`), which only says which rules to raise.
 */
/** What the words need to know about one call. */
export interface CallWords {
    scenario: Scenario;
    outcome: RequestOutcome;
    /** The per-call timeout, milliseconds. */
    timeoutMs: number;
    /** The result's text (text blocks joined), for excerpts. */
    text: string;
    /** The message of an error hidden in a success result, when there is one. */
    hiddenMessage?: string;
    /** The error says the tool cannot be used at all (deprecated, removed: `FailureCause` `unusable`). */
    unusable?: boolean;
    /** The call's outcome class. */
    callOutcome: CallOutcome;
    /** The request as sent, for evidence. */
    request: unknown;
}
/** How a scenario's input reads in a sentence: "arguments missing the required 'path'". */
export declare function inputPhrase(s: Scenario): string;
/** How the call is named in a sentence: `happy path #2` or `a call with arguments missing the required 'path'`. */
export declare function callPhrase(s: Scenario): string;
/** The one-line `detail` of a judged call. */
export declare function detailOf(w: CallWords): string;
/**
 * The finding for one raised rule of a judged call ({@link WORDINGS}). Shape rules (`content-missing`,
 * `structured-content-missing`, `output-schema-mismatch`) come with their words from `result-shape.ts` and are
 * not built here: undefined, as for a rule whose outcome does not fit (an `edge-crash` without a crash).
 */
export declare function findingFor(raised: RaisedRule, w: CallWords): Finding | undefined;
