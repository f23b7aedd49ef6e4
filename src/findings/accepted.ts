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
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { UsageError } from "../errors.js";
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

/** The keys an entry may have; any other key is a mistake worth one line (`expiry:` for `expires:`). */
const ENTRY_KEYS = ["rule", "tool", "parameter", "pointer", "text", "reason", "expires"] as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The identity of a finding or an entry, as one string: rule, tool, parameter, pointer and text hash. */
export function identityKey(item: { rule: string; tool?: string; parameter?: string; pointer?: string }, text: string | undefined): string {
  return JSON.stringify([item.rule, item.tool ?? null, item.parameter ?? null, item.pointer ?? null, text ?? null]);
}

/** The identity of a finding (see the module doc). */
export function findingKey(f: Finding): string {
  return identityKey(f, f.text_hash);
}

function entryKey(e: AcceptedEntry): string {
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

/**
 * Reads an accepted-findings file (YAML, or JSON, which YAML reads too). Every entry must have a known `rule`, a
 * non-empty `reason`, string identity fields, an `expires` that is a real date written YYYY-MM-DD, and no other keys;
 * no two entries may have the same identity. `flag` is how the user named the file (`--accepted`, `mcp-accepted`).
 * @throws UsageError, one line naming the flag, the file and the entry, and what is expected.
 */
export function parseAcceptedFile(text: string, file: string, flag: string): AcceptedList {
  const bad = (what: string): never => {
    throw new UsageError(`${flag}: ${file}: ${what}`);
  };
  let data: unknown;
  try {
    data = text.trim() === "" ? {} : parseYaml(text);
  } catch (error) {
    return bad(`not valid YAML or JSON (${String((error as Error).message).split("\n")[0]})`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) return bad('expected an object with "accepted:", a list of entries');
  const top = data as Record<string, unknown>;
  for (const key of Object.keys(top)) if (key !== "version" && key !== "accepted") bad(`unknown key '${key}'; expected version and accepted`);
  if (top.version !== undefined && top.version !== 1) bad(`version ${JSON.stringify(top.version)} is not supported; expected 1`);
  const list = top.accepted ?? [];
  if (!Array.isArray(list)) return bad('"accepted" is not a list; expected a list of entries (rule, tool, reason, …)');
  const seen = new Map<string, number>();
  const entries = list.map((raw, index): AcceptedEntry => {
    const label = (e: Record<string, unknown>): string =>
      entryLabel({ rule: typeof e.rule === "string" ? e.rule : "?", ...(typeof e.tool === "string" ? { tool: e.tool } : {}) }, index);
    if (raw === null || typeof raw !== "object" || Array.isArray(raw)) return bad(`entry ${index + 1} is not an object; expected rule, tool, reason, …`);
    const e = raw as Record<string, unknown>;
    const fail = (what: string): never => bad(`${label(e)}: ${what}`);
    for (const key of Object.keys(e)) if (!(ENTRY_KEYS as readonly string[]).includes(key)) fail(`unknown key '${key}'; expected ${ENTRY_KEYS.join(", ")}`);
    if (typeof e.rule !== "string" || e.rule === "") return fail("'rule' is missing; expected a rule id such as description-short");
    if (!(e.rule in RULES)) fail(`'${e.rule}' is not a rule of mcp-checkup (see the README's rule table)`);
    if (RULES[e.rule as keyof typeof RULES].category === "accepted") fail(`'${e.rule}' is about this file itself and cannot be accepted`);
    for (const key of ["tool", "parameter", "pointer", "text"] as const) {
      if (e[key] !== undefined && typeof e[key] !== "string") fail(`'${key}' is not text`);
    }
    if (typeof e.pointer === "string" && e.pointer !== "" && !e.pointer.startsWith("/")) fail(`'pointer' ${JSON.stringify(e.pointer)} is not a JSON Pointer; expected one starting with /`);
    if (typeof e.text === "string" && !/^[0-9a-f]{16}$/.test(e.text)) fail("'text' is not a text hash; expected the 16 hex digits mcp-checkup accept writes");
    if (typeof e.reason !== "string" || e.reason.trim() === "") return fail("'reason' is missing; every entry says why the finding is accepted");
    const expires = e.expires instanceof Date ? e.expires.toISOString().slice(0, 10) : e.expires;
    if (expires !== undefined && (typeof expires !== "string" || !isDate(expires))) fail(`'expires' ${JSON.stringify(e.expires)} is not a date; expected YYYY-MM-DD`);
    const entry: AcceptedEntry = { rule: e.rule, reason: e.reason.trim() };
    if (typeof e.tool === "string") entry.tool = e.tool;
    if (typeof e.parameter === "string") entry.parameter = e.parameter;
    if (typeof e.pointer === "string") entry.pointer = e.pointer;
    if (typeof e.text === "string") entry.text = e.text;
    if (typeof expires === "string") entry.expires = expires;
    const key = entryKey(entry);
    const earlier = seen.get(key);
    if (earlier !== undefined) fail(`the same finding as entry ${earlier + 1}; keep one entry per finding`);
    seen.set(key, index);
    return entry;
  });
  return { file, entries };
}

/**
 * The `expires` date a user gave for new entries (`--expires`): a real date written YYYY-MM-DD, not before `today`.
 * @throws UsageError naming `flag`.
 */
export function parseExpires(flag: string, text: string, today: string): string {
  const date = text.trim();
  if (!isDate(date)) throw new UsageError(`${flag}: '${text}' is not a date; expected YYYY-MM-DD, e.g. 2027-03-01`);
  if (date < today) throw new UsageError(`${flag}: ${date} is in the past; expected today (${today}) or a later day`);
  return date;
}

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
function isDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === text;
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

/**
 * The text of an accepted-findings file: JSON (2-space, trailing newline) when `format` is `json`, else YAML with a
 * header saying what the file is and how it is kept. Keys in a fixed order, so an unchanged file is rewritten
 * byte for byte. Pure.
 */
export function renderAcceptedFile(entries: readonly AcceptedEntry[], format: "yaml" | "json"): string {
  const ordered = entries.map((e) => {
    const out: Record<string, string> = {};
    for (const key of ENTRY_KEYS) if (e[key] !== undefined) out[key] = e[key]!;
    return out;
  });
  const data = { version: 1, accepted: ordered };
  if (format === "json") return `${JSON.stringify(data, null, 2)}\n`;
  const header = [
    "# Findings of mcp-checkup accepted for now: they stay in every report, marked accepted, and cost nothing.",
    "# Written by `mcp-checkup accept`; each entry needs a reason, and may expire (YYYY-MM-DD).",
    "# A finding is its rule, tool, parameter, pointer into the tool's definition and text hash: a changed text is new.",
    "",
  ].join("\n");
  return `${header}${stringifyYaml(data, { lineWidth: 0 })}`;
}

/** The format of an accepted-findings file by its name: `.json` is JSON, anything else YAML. */
export function acceptedFormat(file: string): "yaml" | "json" {
  return /\.json$/i.test(file) ? "json" : "yaml";
}
