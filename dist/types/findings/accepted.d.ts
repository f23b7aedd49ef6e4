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
/** `description-short on get_note · title`: what an entry is about. */
export declare function entrySubject(entry: Pick<AcceptedEntry, "rule" | "tool" | "parameter">): string;
/** `entry 3 (description-short on get_note)`: how messages name an entry (1-based, as a person counts them). */
export declare function entryLabel(entry: Pick<AcceptedEntry, "rule" | "tool" | "parameter">, index: number): string;
/**
 * Reads an accepted-findings file (YAML, or JSON, which YAML reads too). Every entry must have a known `rule`, a
 * non-empty `reason`, string identity fields, an `expires` that is a real date written YYYY-MM-DD, and no other keys;
 * no two entries may have the same identity. `flag` is how the user named the file (`--accepted`, `mcp-accepted`).
 * @throws UsageError, one line naming the flag, the file and the entry, and what is expected.
 */
export declare function parseAcceptedFile(text: string, file: string, flag: string): AcceptedList;
/**
 * The `expires` date a user gave for new entries (`--expires`): a real date written YYYY-MM-DD, not before `today`.
 * @throws UsageError naming `flag`.
 */
export declare function parseExpires(flag: string, text: string, today: string): string;
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
/**
 * The text of an accepted-findings file: JSON (2-space, trailing newline) when `format` is `json`, else YAML with a
 * header saying what the file is and how it is kept. Keys in a fixed order, so an unchanged file is rewritten
 * byte for byte. Pure.
 */
export declare function renderAcceptedFile(entries: readonly AcceptedEntry[], format: "yaml" | "json"): string;
/** The format of an accepted-findings file by its name: `.json` is JSON, anything else YAML. */
export declare function acceptedFormat(file: string): "yaml" | "json";
