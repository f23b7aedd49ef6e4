import type { Scorecard } from "../scorecard/types.js";
import type { CheckupOptions } from "./options.js";

/** Progress events of a run, for a face that wants to show them (the CLI on a TTY, the Action's log). */
export interface CheckupEvents {
  onPhase?(phase: "connect" | "list" | "lint" | "scenarios" | "probes" | "protocol" | "done", detail?: string): void;
}

/**
 * Runs one checkup: connect, list tools, lint, scenarios, probes, protocol checks → a Scorecard.
 * A server that fails to start still yields a Scorecard (grade F, `server-start-failed`); this throws only
 * `UsageError` for bad options (e.g. `--only` naming a tool that does not exist).
 */
export async function runCheckup(options: CheckupOptions, events: CheckupEvents = {}): Promise<Scorecard> {
  void options;
  void events;
  throw new Error("runCheckup: not assembled yet");
}
