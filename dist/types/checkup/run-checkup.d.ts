import { type Snapshot } from "../drift/snapshot.js";
import type { Scorecard } from "../scorecard/types.js";
import type { CheckupOptions } from "./options.js";
/** Progress events of a run, for a face that wants to show them (the CLI on a TTY, the Action's log). */
export interface CheckupEvents {
    /**
     * A phase begins. `probes` comes twice when probes run: the read-only probes between the read-only tools'
     * and the writing tools' scenarios (detail `read-only`), the write probes after every scenario (detail `writes`, or
     * `without writes` when `allowWrites` is off).
     */
    onPhase?(phase: "connect" | "list" | "lint" | "discovery" | "scenarios" | "probes" | "protocol" | "done", detail?: string): void;
    /**
     * How far the scenarios phase is, after each scenario (called, skipped or given up): `calls` done of the
     * scenarios planned so far, and `tools` — the tools of the plan that have had a scenario — of the tools the plan
     * calls (the nonexistent-tool check and MCP Apps tools for the app only are not among them). For a progress line.
     */
    onProgress?(progress: CheckupProgress): void;
    /** The live server's canonical snapshot (`makeSnapshot`), once, after the scenarios and probes; not called when the server never started. */
    onSnapshot?(snapshot: Snapshot): void;
    /**
     * The scorecard as it stands once every phase has run, handed out while the server is being stopped, so that a face
     * can render its report meanwhile (issue 14: a Node server takes ~10 ms to exit once its stdin closes, the CLI's
     * console report 5–10 ms to render). When stopping the server adds nothing (no wire problem such as an orphaned
     * process, no interruption), `runCheckup` resolves with this very object, its `timing` brought up to date; else
     * with another. Called on a later turn of the event loop than the one that closes the server's stdin; not called
     * for an interrupted run.
     */
    onDraft?(scorecard: Scorecard): void;
}
/** Done of total, counted in calls and in tools (see {@link CheckupEvents.onProgress}). */
export interface CheckupProgress {
    calls: {
        done: number;
        total: number;
    };
    tools: {
        done: number;
        total: number;
    };
}
/**
 * Runs one checkup: connect, list tools, lint, scenarios, probes, protocol checks, drift → a Scorecard.
 * A server that fails to start still yields a Scorecard (grade F, `server-start-failed` with its stderr tail).
 * Whatever happens once the run started, a scorecard of what ran comes back: when `options.signal` fires (the
 * face's SIGINT/SIGTERM) or an internal error of ours breaks a phase, the later phases are skipped and the scorecard
 * says `interrupted: true` and why. Wire problems (too-large responses, HTTP failures, redirects, unsolicited
 * requests, orphaned processes) become findings; every string of the scorecard has the target's secrets (and
 * `options.secrets`) redacted, and evidence is bounded (`redactScorecard`). Throws only `UsageError` for options that
 * do not fit the server (e.g. `--only` naming a tool it does not have). With `options.accepted` the findings its
 * entries name are marked accepted and cost nothing, and its stale and expired entries are findings
 * (`buildScorecard`). The server's whole process group, and what left it, is stopped before this returns.
 * Options are checked first, as the faces check their inputs (`checkCheckupOptions`): a bad one throws `UsageError`
 * naming it before anything starts. A scorecard with `interrupted: true` is partial: its grade counts only what ran
 * (the reports show `A (interrupted)`, and such a scorecard passes no gate).
 */
export declare function runCheckup(options: CheckupOptions, events?: CheckupEvents): Promise<Scorecard>;
