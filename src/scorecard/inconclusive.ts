import type { CallCause, InconclusiveGroup, ScenarioResult } from "./types.js";

/**
 * Refused and blocked calls, grouped by cause (DESIGN.md "Score and grade": they count for nothing, and the
 * report says how many and why, once, with the fix that makes them conclusive). Twenty-seven tools that fail for
 * one `ENOTFOUND api.example.com` are one group listing the tools, not twenty-seven findings.
 */

/** Flags in the fix texts, in the engine's CLI spelling; the Action says them as its inputs (`inActionTerms`). */
const ARG = "--arg TOOL:NAME=VALUE or --args-file";
const ENV = "--env KEY=VALUE";

/**
 * An `--arg` example for the fix: a parameter whose value was made up (from the schema, a description or its name)
 * rather than one the server or the user gave, which is already right — filesystem's `edit_file`, refused for an
 * `oldText` it lacked, was told to supply its discovered `path`. The first argument when every one was given.
 */
function argExample(scenarios: readonly ScenarioResult[]): string {
  let fallback = "";
  for (const s of scenarios) {
    if (s.arguments === null || typeof s.arguments !== "object" || Array.isArray(s.arguments)) continue;
    const names = Object.keys(s.arguments);
    const made = names.find((name) => !GIVEN_SOURCES.has(s.value_sources?.[name] ?? "schema"));
    if (made !== undefined) return ` (e.g. --arg ${s.tool}:${made}=…)`;
    if (names[0] !== undefined) fallback ||= ` (e.g. --arg ${s.tool}:${names[0]}=…)`;
  }
  return fallback;
}

/** Value sources that are not made up: the server's own values and the user's. */
const GIVEN_SOURCES: ReadonlySet<string> = new Set(["discovered", "--arg"]);

/** The sentence saying what happened, and the fix, for one cause. */
export function inconclusiveWords(cause: CallCause, scenarios: readonly ScenarioResult[]): { reason: string; fix: string } {
  const subject = cause.subject;
  const example = argExample(scenarios);
  // Values the user gave are not "generated": a refusal of them says so, and the fix is to check them.
  const given = scenarios.some((s) => Object.values(s.value_sources ?? {}).includes("--arg"));
  const values = given ? "the values sent (some given with --arg)" : "the generated values";
  const check = given ? "Check the values given with --arg, and supply the others" : "Supply values";
  // A refusal sent as JSON-RPC -32603 (an internal error) is not a clean one, though it says what was not found.
  const internal = scenarios.filter((s) => s.verdict === "internal-error").length;
  const how =
    internal === 0 ? "it refused them cleanly" : `it said so${internal === scenarios.length ? "" : ` (${internal} of ${scenarios.length} calls)`} with JSON-RPC error -32603 (an internal error) where an isError result is expected`;
  switch (cause.kind) {
    case "not-found":
      return {
        reason: `The server did not find ${values}${given ? "" : " (made-up ids, names, paths or records)"}; ${how}.`,
        fix: `${check} that exist on the server with ${ARG}${example}.`,
      };
    case "invalid":
      return {
        reason: `The server's own validation refused ${values}, which satisfy the advertised inputSchema.`,
        fix: `${check} the tool accepts with ${ARG}${example}; if the tool should accept these, make its inputSchema say what it really accepts.`,
      };
    case "not-allowed":
      return {
        reason: `${values.charAt(0).toUpperCase()}${values.slice(1)} are outside what the server allows (e.g. paths outside its allowed folders).`,
        fix: `${check} inside what the server allows with ${ARG}${example}.`,
      };
    case "unexplained":
      return {
        reason: "The server answered with an isError result that does not say whether the value or the tool is at fault.",
        fix: `Supply real values with ${ARG}${example}; if the call still fails with them, the tool is at fault.`,
      };
    case "network":
      return {
        reason: subject ? `The server could not reach ${subject} (no network here).` : "The server could not reach the network.",
        fix: `Run the checkup where the server can reach ${subject ?? "its services"}, or point the server at a reachable endpoint with ${ENV}.`,
      };
    case "service":
      return {
        reason: `The server could not reach a service on this machine${subject ? ` at ${subject}` : ""} (it is not running here).`,
        fix: `Start the service the server needs before the checkup (in a workflow, as a job service or an earlier step), or point the server at a running one with ${ENV}.`,
      };
    case "network-wait":
      return {
        reason: "The server gave no answer in time, and its other calls could not reach the network: it was most likely waiting on the network.",
        fix: `Run the checkup where the server can reach its services; a tool that fails fast when its service is unreachable (a short request timeout) lets agents recover sooner.`,
      };
    case "credentials":
      return {
        reason: subject ? `The server lacks a key, token or setting it needs (${subject} is not set).` : "The server has no API key, token or credentials.",
        fix: `Give the server its credentials with ${subject ? `--env ${subject}=…` : ENV}.`,
      };
    case "upstream-auth":
      return {
        reason: `The service the server calls refused its credentials (HTTP ${subject ?? "401/403"}).`,
        fix: `Give the server valid credentials with ${ENV}.`,
      };
    case "upstream-unavailable":
      return {
        reason: `The service the server calls was unavailable or rate-limited${subject ? ` (HTTP ${subject})` : ""}.`,
        fix: `Run again when the service is available, or point the server at a working endpoint with ${ENV}.`,
      };
    case "binary":
      return {
        reason: `The server needs ${subject ?? "a program"}, which is not installed where it ran.`,
        fix: `Install ${subject ?? "the program"} where the server runs (or give it a PATH that has it with ${ENV}).`,
      };
  }
}

/**
 * Groups the refused and blocked calls — happy calls, and edge calls the environment stopped — by outcome and cause
 * (kind and subject): blocked first, then refused, each by number of calls (most first); tools in `toolOrder` order
 * (then first seen). Pure.
 */
export function inconclusiveGroups(scenarios: readonly ScenarioResult[], toolOrder: readonly string[] = []): InconclusiveGroup[] {
  const groups = new Map<string, { outcome: "refused" | "blocked"; cause: CallCause; scenarios: ScenarioResult[] }>();
  for (const s of scenarios) {
    if (s.outcome !== "refused" && s.outcome !== "blocked") continue;
    const cause = s.cause ?? { kind: s.outcome === "blocked" ? "network" : "unexplained" };
    const key = JSON.stringify([s.outcome, cause.kind, cause.subject ?? ""]);
    const group = groups.get(key);
    if (group) group.scenarios.push(s);
    else groups.set(key, { outcome: s.outcome, cause, scenarios: [s] });
  }
  const rank = (t: string) => {
    const i = toolOrder.indexOf(t);
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...groups.values()]
    .map(({ outcome, cause, scenarios: calls }): InconclusiveGroup => {
      const tools = [...new Set(calls.map((s) => s.tool))].sort((a, b) => rank(a) - rank(b));
      return { outcome, cause, ...inconclusiveWords(cause, calls), tools, calls: calls.length };
    })
    .sort((a, b) => (a.outcome === b.outcome ? b.calls - a.calls : a.outcome === "blocked" ? -1 : 1));
}
