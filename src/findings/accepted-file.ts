/**
 * The accepted-findings file as text (see `accepted.ts` for what it means): reading it (YAML, or JSON, which YAML
 * reads too), writing it, and the `--expires` date of new entries. Apart from `accepted.ts` so that the YAML parser
 * is loaded only by a run that reads or writes such a file (issue 14: every module the CLI loads before it spawns
 * the server is on the run's critical path).
 */
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";
import { UsageError } from "../errors.js";
import { entryKey, entryLabel, type AcceptedEntry, type AcceptedList } from "./accepted.js";
import { RULES } from "./rules.js";

/** The keys an entry may have; any other key is a mistake worth one line (`expiry:` for `expires:`). */
const ENTRY_KEYS = ["rule", "tool", "parameter", "pointer", "text", "reason", "expires"] as const;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

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
