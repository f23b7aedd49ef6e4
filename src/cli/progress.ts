import type { Ora } from "ora";
import type { CheckupEvents, CheckupProgress } from "../checkup/run-checkup.js";
import { terminalSafe } from "../report/terminal-text.js";
import type { CliIo } from "./io.js";

/**
 * Progress on stderr while a run goes (issue 15: a 100 s run showed nothing at all), from the engine's events
 * (`CheckupEvents`: the engine never writes to the console):
 * - `spinner`: stderr is a terminal, `CI` is not set and `TERM` is not `dumb` — one line redrawn in place with ora
 *   (the phase, tools done of total, calls made, seconds so far), erased when the run ends, so the report that follows
 *   starts on a clean screen;
 * - `lines`: anything else (a CI log, a file) — one line per phase, nothing else;
 * - `off`: `--quiet`.
 * Why ora: it is kept up (sindresorhus), ESM and bundles with ncc, draws on any stream we hand it and can be told
 * whether to draw (`isEnabled`) instead of guessing from `process`, clears wrapped lines by the terminal's width,
 * hooks writes to stdout/stderr so a stray line never tears the spinner, restores the cursor when the process exits
 * (also on a second Ctrl+C), and — unlike nanospinner and yocto-spinner's default — never calls `process.exit` on
 * SIGINT, which would lose the partial reports an interrupted run writes. cli-progress draws bars (our totals grow as
 * the plan does) and listr2 wants to run the tasks itself.
 */
export type ProgressMode = "spinner" | "lines" | "off";

/** Which {@link ProgressMode} a command runs in. Pure. */
export function progressMode(io: Pick<CliIo, "stderrTerminal" | "env">, quiet: boolean): ProgressMode {
  if (quiet) return "off";
  const env = io.env;
  if (io.stderrTerminal !== undefined && env.CI === undefined && env.TERM !== "dumb") return "spinner";
  return "lines";
}

/** A phase of a run as the CLI names it (the engine's `onPhase` names). */
export type ProgressPhase = Parameters<NonNullable<CheckupEvents["onPhase"]>>[0];

/**
 * What a phase is called in progress text, with the engine's detail where it helps: `starting the server (node
 * s.js)`, `calling tools (13 tools)`, `effect probes (read-only)`. The detail (a target: user text, maybe a server's
 * path) is made terminal-safe and cut at 60 characters. Undefined for `done`. Pure.
 */
export function phaseText(phase: ProgressPhase, detail?: string): string | undefined {
  const aside = detail ? ` (${terminalSafe(detail, { limit: 60 })})` : "";
  switch (phase) {
    case "connect":
      return `starting the server${aside}`;
    case "list":
      return "listing tools";
    case "lint":
      return `linting what the model reads${aside}`;
    case "discovery":
      return "finding ids and names the tools need";
    case "scenarios":
      return `calling tools${aside}`;
    case "probes":
      return `effect probes${aside}`;
    case "protocol":
      return "protocol checks";
    case "done":
      return undefined;
  }
}

/**
 * `5/13 tools · 37 calls`: the counts of the scenarios phase. The tools' total is known when calling starts; the
 * calls' is not (each tool's calls are planned when the run reaches it), so only the calls made are counted. Pure.
 */
export function progressCounts(progress: CheckupProgress): string {
  return `${progress.tools.done}/${progress.tools.total} tools · ${progress.calls.done} calls`;
}

/** How long the run has taken, for the spinner: `8 s`, `1 min 05 s`. Pure. */
export function elapsedText(ms: number): string {
  const seconds = Math.floor(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, "0")} s`;
}

/** Options of {@link RunProgress}. */
export interface RunProgressOptions {
  /** `--quiet`. */
  quiet: boolean;
  /** Colour the spinner (false with `--no-color` or `NO_COLOR`). */
  color: boolean;
  /** The clock, milliseconds (tests pass their own). Default `performance.now`. */
  now?: () => number;
}

/** Longest spinner line kept when the terminal's width is unknown, columns. */
const DEFAULT_COLUMNS = 80;

/**
 * The progress of one command's run (see {@link ProgressMode}). Feed it the engine's events ({@link events}) or
 * phases of its own ({@link phase}); {@link stop} erases the spinner (call it before printing anything else; it is
 * idempotent). Nothing here throws.
 */
export class RunProgress {
  readonly mode: ProgressMode;
  private spinner: Ora | undefined;
  /** ora, loaded only for a spinner, while the server starts (it costs start-up time a run in CI need not pay). */
  private ora: typeof import("ora").default | undefined;
  private stopped = false;
  /** Resolves once the spinner can draw (at once without one); what was set before then is drawn then. */
  readonly ready: Promise<void>;
  private current = "";
  private counts = "";
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly started: number;
  private readonly now: () => number;

  constructor(
    private readonly io: CliIo,
    private readonly options: RunProgressOptions,
  ) {
    this.mode = progressMode(io, options.quiet);
    this.now = options.now ?? (() => performance.now());
    this.started = this.now();
    this.ready =
      this.mode !== "spinner"
        ? Promise.resolve()
        : import("ora").then(
            (module) => {
              this.ora = module.default;
              if (this.current !== "") this.draw();
            },
            () => undefined, // no spinner then; the run goes on
          );
  }

  /** The engine events that drive this progress. */
  events(): Pick<CheckupEvents, "onPhase" | "onProgress"> {
    if (this.mode === "off") return {};
    return {
      onPhase: (phase, detail) => {
        const text = phaseText(phase, detail);
        if (text === undefined) this.stop();
        else this.phase(text);
      },
      ...(this.mode === "spinner" ? { onProgress: (progress: CheckupProgress) => this.update(progressCounts(progress)) } : {}),
    };
  }

  /** A new phase: a line of its own (`lines`), or the spinner's text (`spinner`). */
  phase(text: string): void {
    if (this.mode === "lines") {
      // One line of a CI log within 80 columns: "mcp-checkup: " and at most 67 characters of the phase.
      this.io.stderr(`mcp-checkup: ${terminalSafe(text, { limit: 67 })}\n`);
      return;
    }
    if (this.mode === "off") return;
    this.current = text;
    this.counts = "";
    this.draw();
  }

  /** Erases the spinner (nothing to do in `lines` mode). */
  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    this.spinner?.stop();
    this.spinner = undefined;
  }

  private update(counts: string): void {
    this.counts = counts;
    this.draw();
  }

  private draw(): void {
    const stream = this.io.stderrTerminal;
    if (stream === undefined || this.ora === undefined || this.stopped) return;
    const columns = (stream as { columns?: number }).columns || DEFAULT_COLUMNS;
    // Once counted, the phase's own aside (`calling tools (13 tools)`) says less than the counts do.
    const phase = this.counts !== "" ? this.current.replace(/ \([^()]*\)$/, "") : this.current;
    const parts = [capitalise(phase), this.counts, elapsedText(this.now() - this.started)].filter(Boolean);
    // One line: the frame and a space take two columns, and a line that fills the last column wraps on some terminals.
    const text = terminalSafe((this.io.redact ?? ((t: string) => t))(parts.join(" · ")), { limit: Math.max(10, columns - 3) });
    if (this.spinner === undefined) {
      this.spinner = this.ora({ stream, isEnabled: true, discardStdin: false, color: this.options.color ? "cyan" : false, text }).start();
      this.timer = setInterval(() => this.draw(), 1000);
      this.timer.unref?.();
    } else {
      this.spinner.text = text;
      this.spinner.render(); // now, not at the next frame
    }
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
