/**
 * Accepted findings: a committed file of findings a team has decided to live with for now (`mcp-checkup accept`
 * writes it; `--accepted FILE` / `mcp-accepted` applies it). An accepted finding stays in every report, marked
 * accepted with its reason, and costs nothing; a finding not in the file is new and gates as before; an entry that
 * matches nothing is stale.
 *
 * Identity is per finding, never a count and never a line number (reference/fleet-notes.md §3: ESLint's per-file
 * counts let a new violation hide behind a fixed one, eslint/eslint#21226; line numbers reopen dismissed CodeQL
 * alerts on every edit): the rule, the tool, the parameter, a JSON Pointer into the tool's definition where the rule
 * knows one, and for text rules a hash of the offending text (`text_hash`), so a changed poisoned description is a
 * new finding. Like the MCP conformance suite's expected failures, a stale entry fails `--ci`; like Snyk and Trivy,
 * every entry says why (`reason`) and may expire (`expires`).
 *
 * File format (YAML or JSON; `version` is optional):
 * ```yaml
 * version: 1
 * accepted:
 *   - rule: description-short
 *     tool: get_note
 *     pointer: /description
 *     text: 3f9a1c0e5b2d7a41
 *     reason: The name says it all; a longer description is tracked in #123
 *     expires: 2027-03-01
 * ```
 */
import { type Finding } from "./finding.js";
/** One entry of the file: a finding's identity, why it is accepted, and until when. */
export interface AcceptedEntry {
    rule: string;
    tool?: string;
    parameter?: string;
    /** The finding's `pointer`. */
    pointer?: string;
    /** The finding's `text_hash`. */
    text?: string;
    /** Why the finding is accepted; never empty. */
    reason: string;
    /** The last day (YYYY-MM-DD, UTC) the entry accepts its finding; absent = no end. */
    expires?: string;
}
/** A parsed accepted-findings file: where it came from (as named in messages) and its entries, in file order. */
export interface AcceptedList {
    file: string;
    entries: AcceptedEntry[];
}
/** What applying a file did, for the reports (the scorecard's `acceptance`). */
export interface AcceptanceSummary {
    /** The file, as given. */
    file: string;
    /** Entries in the file. */
    entries: number;
    /** Findings marked accepted. */
    accepted: number;
    /** Entries that matched no finding (0 when the run could not tell: the server did not start, or it was interrupted). */
    stale: number;
    /** Entries past their `expires` date that still matched a finding (which therefore counts again). */
    expired: number;
}
/** The identity of a finding or an entry, as one string: rule, tool, parameter, pointer and text hash. */
export declare function identityKey(item: {
    rule: string;
    tool?: string;
    parameter?: string;
    pointer?: string;
}, text: string | undefined): string;
/** The identity of a finding (see the module doc). */
export declare function findingKey(f: Finding): string;
/** The identity of an entry (see the module doc). */
export declare function entryKey(e: AcceptedEntry): string;
/** `description-short on get_note · title`: what an entry is about. */
export declare function entrySubject(entry: Pick<AcceptedEntry, "rule" | "tool" | "parameter">): string;
/** `entry 3 (description-short on get_note)`: how messages name an entry (1-based, as a person counts them). */
export declare function entryLabel(entry: Pick<AcceptedEntry, "rule" | "tool" | "parameter">, index: number): string;
/** Options of {@link applyAccepted}. */
export interface ApplyOptions {
    /** The day of the run, YYYY-MM-DD (UTC): an entry whose `expires` is before it no longer accepts. */
    today: string;
    /**
     * Whether the run saw the whole server, so an entry that matches nothing is stale. False when the server did not
     * start or the run was interrupted: its findings say nothing about what was fixed.
     */
    complete: boolean;
}
/**
 * Applies an accepted-findings file to a run's findings. Returns a copy of `findings` where each one an entry
 * matches (same identity, `findingKey`) and that has not expired carries `accepted` (the entry's reason and
 * expiry), followed by the findings about the file itself: `accepted-expired` (warning) for each expired entry that
 * still matched — its finding counts again — and, when `options.complete`, `accepted-stale` (error; blocks `--ci`)
 * for each entry that matched nothing. One entry accepts every finding of its identity. Pure.
 */
export declare function applyAccepted(findings: readonly Finding[], list: AcceptedList, options: ApplyOptions): {
    findings: Finding[];
    summary: AcceptanceSummary;
};
/** The entry that accepts finding `f`, with `reason` and (when given) `expires`. */
export declare function entryFor(f: Finding, reason: string, expires?: string): AcceptedEntry;
/** Whether `accept` may write an entry for a finding: an error or warning (info costs nothing), not about the file itself. */
export declare function isAcceptable(f: Finding): boolean;
/** Options of {@link updateAcceptedEntries}. */
export interface UpdateOptions {
    /** The reason of new entries; without it no entry is added (the new findings are returned in `notAdded`). */
    reason?: string;
    /** The `expires` of new entries (YYYY-MM-DD). */
    expires?: string;
    /** Drop stale entries (`--prune`). */
    prune: boolean;
    /** Whether the run saw the whole server (see {@link ApplyOptions.complete}); if not, nothing is stale and nothing is pruned. */
    complete: boolean;
}
/** What `mcp-checkup accept` does to the file: the entries to write, and what changed. */
export interface AcceptedUpdate {
    entries: AcceptedEntry[];
    /** New entries, in report order. */
    added: AcceptedEntry[];
    /** Stale entries dropped (`prune`), or kept (`!prune`). */
    pruned: AcceptedEntry[];
    stale: AcceptedEntry[];
    /** Findings that would be added but are not, because no reason was given. */
    notAdded: Finding[];
}
/**
 * The entries of an updated file: the existing entries, in their order and with their reasons (an entry that still
 * matches is kept as it is, expired or not: renewing one is a person's decision), minus the stale ones when `prune`,
 * plus one entry per identity of `findings` (the run's findings, `isAcceptable` ones) that no entry names yet. Pure.
 */
export declare function updateAcceptedEntries(previous: readonly AcceptedEntry[], findings: readonly Finding[], options: UpdateOptions): AcceptedUpdate;
