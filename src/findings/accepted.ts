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
import { finding, type Finding } from "./finding.js";
import { RULES } from "./rules.js";

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
export function identityKey(item: { rule: string; tool?: string; parameter?: string; pointer?: string }, text: string | undefined): string {
  return JSON.stringify([item.rule, item.tool ?? null, item.parameter ?? null, item.pointer ?? null, text ?? null]);
}

/** The identity of a finding (see the module doc). */
export function findingKey(f: Finding): string {
  return identityKey(f, f.text_hash);
}

/** The identity of an entry (see the module doc). */
export function entryKey(e: AcceptedEntry): string {
  return identityKey(e, e.text);
}

/** `description-short on get_note · title`: what an entry is about. */
export function entrySubject(entry: Pick<AcceptedEntry, "rule" | "tool" | "parameter">): string {
  const where = entry.tool === undefined ? "" : ` on ${entry.tool}${entry.parameter !== undefined ? ` · ${entry.parameter}` : ""}`;
  return `${entry.rule}${where}`;
}

/** `entry 3 (description-short on get_note)`: how messages name an entry (1-based, as a person counts them). */
export function entryLabel(entry: Pick<AcceptedEntry, "rule" | "tool" | "parameter">, index: number): string {
  return `entry ${index + 1} (${entrySubject(entry)})`;
}

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
export function applyAccepted(findings: readonly Finding[], list: AcceptedList, options: ApplyOptions): { findings: Finding[]; summary: AcceptanceSummary } {
  const byKey = new Map<string, number>();
  list.entries.forEach((e, i) => byKey.set(entryKey(e), i));
  const matched = new Set<number>();
  const expired = new Set<number>();
  let accepted = 0;
  const out = findings.map((f) => {
    const index = byKey.get(findingKey(f));
    if (index === undefined) return f;
    matched.add(index);
    const entry = list.entries[index]!;
    if (entry.expires !== undefined && entry.expires < options.today) {
      expired.add(index);
      return f;
    }
    accepted++;
    return { ...f, accepted: { reason: entry.reason, ...(entry.expires !== undefined ? { expires: entry.expires } : {}) } };
  });
  const about = (entry: AcceptedEntry): Pick<Finding, "tool" | "parameter"> => ({
    ...(entry.tool !== undefined ? { tool: entry.tool } : {}),
    ...(entry.parameter !== undefined ? { parameter: entry.parameter } : {}),
  });
  for (const index of expired) {
    const entry = list.entries[index]!;
    out.push(
      finding("accepted-expired", {
        ...about(entry),
        message: `${capital(entryLabel(entry, index))} of ${list.file} expired on ${entry.expires}, so its ${entry.rule} finding counts again.`,
        fix: `Fix the ${entry.rule} finding, or give ${entryLabel(entry, index)} a later expires date with a reason that still holds.`,
      }),
    );
  }
  let stale = 0;
  if (options.complete) {
    list.entries.forEach((entry, index) => {
      if (matched.has(index)) return;
      stale++;
      out.push(
        finding("accepted-stale", {
          ...about(entry),
          message: `${capital(entryLabel(entry, index))} of ${list.file} matches no finding of this run: it was fixed, or the text or schema it names changed${RULES[entry.rule as keyof typeof RULES]?.category === "probe" ? ", or this run did not run the probes that raise it (run with the same options as accept)" : ""}.`,
          fix: `Remove ${entryLabel(entry, index)} from ${list.file} (mcp-checkup accept --prune drops every stale entry); if the finding only changed, review it and accept it again.`,
        }),
      );
    });
  }
  return { findings: out, summary: { file: list.file, entries: list.entries.length, accepted, stale, expired: expired.size } };
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The entry that accepts finding `f`, with `reason` and (when given) `expires`. */
export function entryFor(f: Finding, reason: string, expires?: string): AcceptedEntry {
  const entry: AcceptedEntry = { rule: f.rule, reason };
  if (f.tool !== undefined) entry.tool = f.tool;
  if (f.parameter !== undefined) entry.parameter = f.parameter;
  if (f.pointer !== undefined) entry.pointer = f.pointer;
  if (f.text_hash !== undefined) entry.text = f.text_hash;
  if (expires !== undefined) entry.expires = expires;
  return entry;
}

/** Whether `accept` may write an entry for a finding: an error or warning (info costs nothing), not about the file itself. */
export function isAcceptable(f: Finding): boolean {
  return f.severity !== "info" && RULES[f.rule]?.category !== "accepted" && RULES[f.rule]?.category !== "aggregate";
}

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
export function updateAcceptedEntries(previous: readonly AcceptedEntry[], findings: readonly Finding[], options: UpdateOptions): AcceptedUpdate {
  const current = new Set(findings.map(findingKey));
  const named = new Set(previous.map(entryKey));
  const stale = options.complete ? previous.filter((e) => !current.has(entryKey(e))) : [];
  const kept = options.prune ? previous.filter((e) => !stale.includes(e)) : [...previous];
  const added: AcceptedEntry[] = [];
  const notAdded: Finding[] = [];
  for (const f of findings) {
    if (!isAcceptable(f)) continue;
    const key = findingKey(f);
    if (named.has(key)) continue;
    named.add(key);
    if (options.reason === undefined) notAdded.push(f);
    else added.push(entryFor(f, options.reason, options.expires));
  }
  return { entries: [...kept, ...added], added, pruned: options.prune ? stale : [], stale, notAdded };
}
