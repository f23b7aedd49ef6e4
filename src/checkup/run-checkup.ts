import { randomBytes } from "node:crypto";
import { ServerStartError, UsageError } from "../errors.js";
import type { Finding } from "../findings/finding.js";
import { TOKEN_METHOD } from "../lint/context-cost.js";
import { tooDeepSchema } from "../lint/schema-depth.js";
import type { McpConnection } from "../mcp/connection.js";
import { ServerHandle } from "../mcp/server-handle.js";
import { UNKNOWN_VERSION } from "../mcp/versions.js";
import { WaitClock } from "../mcp/wait-clock.js";
import type { FreshChecks } from "../protocol/fresh-checks.js";
import { describeTarget, redactorFor } from "../mcp/target.js";
import type { Tool, WireProblem } from "../mcp/types.js";
import type { ProbeConfig } from "../probes/probe-config.js";
import type { PlanThread } from "./plan-thread.js";
import { DEFAULT_SNAPSHOT_FILE, type Snapshot } from "../drift/snapshot.js";
import { liveSnapshot } from "./live-snapshot.js";
import { buildScorecard, type ScorecardParts } from "../scorecard/build.js";
import { redactScorecard } from "../scorecard/redact-scorecard.js";
import type { ProbeResult, Scorecard, Timing } from "../scorecard/types.js";
import { ObservedHandle } from "./observed-handle.js";
import type { CheckupOptions } from "./options.js";
import { checkCheckupOptions } from "./check-options.js";
import { mergeArgOverrides, type ArgOverrides } from "../scenarios/arg-overrides.js";
import { listingFindings, pollutionCapReason, pollutionFindings, startFailureFinding } from "./run-findings.js";
import { requiredEnvFindings, serverJsonFileFindings, serverJsonStartFindings, serverJsonVersionFindings } from "./server-json-checks.js";
import { wireProblemFindings } from "./wire-findings.js";

let warmedUp = false;

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
  calls: { done: number; total: number };
  tools: { done: number; total: number };
}

/** Probe config `args` are used like `--args-file`; the user's own `--arg` values win (issue: effect probes). */
function mergedArgs(options: CheckupOptions): ArgOverrides {
  const config = options.probeConfig as ProbeConfig | undefined;
  return config ? mergeArgOverrides(config.args, options.args) : options.args;
}

/** Wire problems kept for findings over a whole run (each becomes at most one finding per cause). */
const PROBLEM_LIMIT = 1000;

/** The text of an abort reason: a signal name given as the reason, or the reason's message. */
function abortText(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  if (typeof reason === "string") return reason;
  if (reason instanceof Error && reason.name !== "AbortError") return reason.message;
  return "interrupted";
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
export async function runCheckup(options: CheckupOptions, events: CheckupEvents = {}): Promise<Scorecard> {
  checkCheckupOptions(options);
  const startedAt = new Date();
  const clock = new WaitClock();
  const cpuAtStart = process.cpuUsage();
  const timeoutMs = options.timeoutMs;
  const problems: WireProblem[] = [];
  const onProblem = (problem: WireProblem): void => {
    if (problems.length < PROBLEM_LIMIT) problems.push(problem);
  };
  // With the protocol checks, the process under test answers the version-negotiation check's unknown revision as its
  // first initialize, so that check needs no process of its own (issue 14; protocol/fresh-checks.ts).
  const firstOffer = options.protocolChecks && options.target.kind === "stdio" ? { firstOffer: UNKNOWN_VERSION } : {};
  const handle = new ObservedHandle(new ServerHandle(options.target, { protocol: options.protocol, timeoutMs, onProblem, waitLane: clock.lane("server"), ...firstOffer }));
  const redactor = redactorFor(options.target).with(options.secrets ?? []);
  const base = {
    target: describeTarget(options.target),
    seed: options.seed,
    tokenMethod: TOKEN_METHOD,
    probeGradeCap: options.probeGradeCap,
  };
  const timing = (): Timing => {
    const { totalMs, serverMs, extraMs, ownMs } = clock.totals();
    const cpu = process.cpuUsage(cpuAtStart);
    return {
      started_at: startedAt.toISOString(),
      total_ms: totalMs,
      server_wait_ms: serverMs,
      extra_servers_ms: extraMs,
      own_ms: ownMs,
      cpu_ms: Math.round((cpu.user + cpu.system) / 1000),
    };
  };
  // The protocol checks that need sessions of their own, started once the server is up (protocol/fresh-checks.ts).
  let fresh: Promise<FreshChecks | undefined> = Promise.resolve(undefined);
  /** Resolves once no fresh session is open: awaited before the first call that may write. */
  const freshClosed = async (): Promise<void> => void (await (await fresh)?.done);
  // What the run has so far; every phase adds to it, so an interrupted run still has a scorecard.
  const findings: Finding[] = [];
  const parts: ScorecardParts = {
    ...base,
    protocol: { era: "legacy", version: "" },
    tools: [],
    scenarios: [],
    probes: [],
    protocolChecks: [],
    findings,
    instructionsTokens: 0,
    timing: timing(),
  };
  const signal = options.signal;
  let interruption: string | undefined;
  const stop = (): void => {
    interruption ??= abortText(signal!);
    void handle.close(); // the call in flight ends now; nothing starts after this
    void fresh.then((checks) => checks?.stop());
  };
  if (signal?.aborted) stop();
  signal?.addEventListener("abort", stop, { once: true });
  /** `phase`, or undefined as soon as the run is interrupted (the phase is left to end on its own, quickly: the server is gone). */
  const unlessInterrupted = <T>(phase: Promise<T>): Promise<T | undefined> => {
    phase.catch(() => undefined); // an abandoned phase must not end as an unhandled rejection
    if (signal === undefined) return phase;
    if (interruption !== undefined) return Promise.resolve(undefined);
    return Promise.race([phase, new Promise<undefined>((resolve) => signal.addEventListener("abort", () => resolve(undefined), { once: true }))]);
  };

  try {
    await runPhases();
  } catch (error) {
    if (error instanceof UsageError) {
      signal?.removeEventListener("abort", stop);
      void fresh.then((checks) => checks?.stop());
      await Promise.all([handle.close(), freshClosed()]);
      throw error;
    }
    // A bug of ours (or a server input we did not foresee) must not cost the report of what ran.
    interruption ??= `internal error: ${error instanceof Error ? error.message : String(error)}`;
  }
  signal?.removeEventListener("abort", stop);
  const pollution = handle.stdoutPollution();
  findings.push(...pollutionFindings(pollution));
  const pollutionCap = pollutionCapReason(pollution);
  if (pollutionCap !== undefined) parts.capReasons = [pollutionCap];
  if (options.accepted !== undefined) parts.accepted = options.accepted;
  // Before the findings: stopping the server is where orphaned processes show. Fresh sessions are closed by
  // now unless a phase was cut short; those are waited for too, so nothing outlives the run.
  const closing = Promise.all([clock.during("server", () => handle.close()), freshClosed()]);
  const problemsBefore = problems.length;
  let draft: Scorecard | undefined;
  let closed = false;
  if (events.onDraft !== undefined && interruption === undefined) {
    const onDraft = events.onDraft;
    // Once the loop has turned, so that the end of the server's stdin is written before the face's work.
    setImmediate(() => {
      if (closed) return;
      draft = scorecardNow();
      try {
        onDraft(draft);
      } catch {
        // A face's failure to use the draft costs the run nothing (it renders from the result instead).
      }
    });
  }
  await closing;
  closed = true;
  if (draft !== undefined && problems.length === problemsBefore && interruption === undefined) {
    draft.timing = timing();
    return draft;
  }
  return scorecardNow();

  /** The scorecard of what ran so far, secrets redacted (the wire problems are not added to `parts`: it may be made twice). */
  function scorecardNow(): Scorecard {
    parts.timing = timing();
    const scorecard = buildScorecard({ ...parts, findings: [...findings, ...wireProblemFindings(problems)], partial: interruption !== undefined });
    if (interruption !== undefined) {
      scorecard.interrupted = true;
      scorecard.interruption = interruption;
    }
    return redactScorecard(scorecard, redactor);
  }

  async function runPhases(): Promise<void> {
    events.onPhase?.("connect", base.target);
    // The server process is spawned synchronously inside connection(); while it starts (I/O wait) the checks
    // are loaded and, once per process, warmed up until it is connected (see engine.ts and warm-up.ts).
    const connecting = handle.connection();
    const loading = import("./engine.js").then((engine) => {
      if (!warmedUp) {
        warmedUp = true;
        void engine.warmUpWhile(connecting);
      }
      return engine;
    });
    loading.catch(() => undefined); // awaited below; this keeps an early failure from being unhandled meanwhile
    const declared = options.serverJson;
    // The parts only some options need load on their own, and only then (issue 14: what loads while the server starts
    // competes with it for the CPU): the effect probes, the protocol checks, drift, the server.json schema.
    const later = <T>(needed: boolean, load: () => Promise<T>): Promise<T> | undefined => {
      if (!needed) return undefined;
      const loaded = load();
      loaded.catch(() => undefined); // awaited where used
      return loaded;
    };
    const probesModule = later(options.probes, () => import("../probes/index.js"));
    const protocolModule = later(options.protocolChecks, () => import("../protocol/index.js"));
    const driftModule = later(options.baseline !== undefined, () => import("../drift/diff.js"));
    const serverJsonModule = later(declared !== undefined, () => import("../mcp/server-json-schema.js"));
    let connection: McpConnection | undefined;
    try {
      connection = await unlessInterrupted(connecting);
    } catch (error) {
      if (!(error instanceof ServerStartError)) throw error;
      findings.push(startFailureFinding(error, options.target, options.protocol));
      if (declared) {
        const problems = (await serverJsonModule!).serverJsonProblems(declared.document);
        findings.push(...serverJsonFileFindings(declared, problems), ...serverJsonStartFindings(declared, error));
      }
      return;
    }
    if (connection === undefined) return;
    parts.server = {
      name: connection.serverInfo.name,
      version: connection.serverInfo.version,
      ...(connection.serverInfo.title !== undefined ? { title: connection.serverInfo.title } : {}),
      ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
    };
    parts.protocol = { era: connection.era, version: connection.protocolVersion };
    if (options.protocolChecks) {
      const up = connection;
      // Never rejects: a failed load of the engine shows where it is awaited for the other phases.
      fresh = protocolModule!.then((protocol) => protocol.startFreshChecks(up, options.target, { timeoutMs, waitLane: clock.lane("extra") })).catch(() => undefined);
      if (interruption !== undefined) stop();
    }

    events.onPhase?.("list");
    const listing = await unlessInterrupted(connection.listTools());
    if (listing === undefined) return;
    const tools: Tool[] = listing.tools;
    // A tool whose schema is too deep to walk is reported by lint and never called (see lint/schema-depth.ts).
    const callable = tools.filter((tool) => tooDeepSchema(tool) === undefined);

    events.onPhase?.("lint", toolCount(tools.length));
    const { LintRun, clientProfiles, PlanCursor, PlanThread, selectTools, checkArgNames, runPlan, discover, SetupReplayHandle } = await loading;
    // Linted a step at a time while the scenarios' calls are out (issue 14: the first call goes out at once, and the
    // lint fills the waits for the server), and finished when the run ends however it ends; its findings keep their
    // place before everything found after the listing.
    const lintInput = {
      ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
      ...(options.clients !== undefined ? { clients: clientProfiles("clients", options.clients) } : {}),
      ...(options.tokenBudget !== undefined ? { tokenBudget: options.tokenBudget } : {}),
    };
    const linting = new LintRun({ tools, ...lintInput });
    const lintAt = findings.length;
    const notCalled = new Map<string, string>(); // why a tool is not called, for the tool table
    let planThread: PlanThread | undefined; // a large server's happy calls planned, and its tools linted, on a second thread too
    let completed = false; // the run went to its end (not interrupted, nothing thrown)
    try {
      findings.push(...listingFindings(listing));
      if (declared) {
        const { serverJsonProblems } = await serverJsonModule!;
        findings.push(...serverJsonFileFindings(declared, serverJsonProblems(declared.document)), ...serverJsonVersionFindings(declared, connection.serverInfo.version));
      }
      const args = mergedArgs(options);
      const filters = { only: options.only, skip: options.skip, readOnly: options.readOnly };
      // Throws the UsageError for an --only/--skip name the server lacks.
      const selection = selectTools(callable, filters);
      for (const n of selection.notCalled) notCalled.set(n.tool, n.reason);
      planThread = PlanThread.start(tools, selection.selected.length, lintInput); // it boots and lints while discovery runs
      checkArgNames(tools, args); // a per-tool --arg naming a tool or parameter the server lacks: before any call
      for (const tool of tools) if (!callable.includes(tool)) notCalled.set(tool.name, "schema too deep");
      let discovery: Awaited<ReturnType<typeof discover>> | undefined;
      if (options.discovery !== false) {
        events.onPhase?.("discovery");
        discovery = await unlessInterrupted(
          discover(handle, callable, { timeoutMs, seed: options.seed, cases: options.cases, args, ...filters, target: options.target, beforeSetup: freshClosed }),
        );
        if (discovery === undefined) return;
        parts.discovery = {
          calls: discovery.calls.map((c) => ({ tool: c.tool, purpose: c.purpose, passed: c.succeeded, values: c.values })),
          setup: discovery.setup,
          values: discovery.values.size,
        };
      }
      const planOptions = {
        seed: options.seed,
        cases: options.cases,
        edgeCases: options.edgeCases,
        args,
        ...filters,
        ...(discovery ? { known: discovery.values, pinned: Object.fromEntries(discovery.setup.map((c) => [c.tool, c.arguments])) } : {}),
      };
      // Planned as the run goes: each tool's calls are worked out while earlier calls are out (issue 14).
      const plan = new PlanCursor(callable, planOptions);
      planThread?.plan(plan, callable, planOptions);
      // Setup steps discovery made are repeated on every restarted server process, and after the setup tool's own calls.
      const replaying = discovery && discovery.setup.length > 0 ? new SetupReplayHandle(handle, discovery.setup, timeoutMs) : undefined;
      const calling = replaying ?? handle;

      let probes: ProbeResult[] = [];
      const probeOptions = {
        allowWrites: options.allowWrites,
        ...(options.probeConfig !== undefined ? { config: options.probeConfig as ProbeConfig } : {}),
        args: options.args,
        timeoutMs,
        seed: options.seed,
        // Fresh markers every run: a store that keeps earlier probe records (a nightly run against the same
        // database) must not make old records look like this run's.
        markerSalt: randomBytes(4).toString("hex"),
        ...(discovery ? { known: discovery.values } : {}),
      };
      let probeBudgetMs: number | undefined; // DEFAULT_PROBE_BUDGET_MS once the probes are loaded
      // Read-only probes run after the read-only tools' happy calls and before any write (issue 11 item 4), so
      // a write scenario cannot change the file or the records they read.
      const readProbes = async () => {
        if (!options.probes) return;
        events.onPhase?.("probes", "read-only");
        const { runProbes, DEFAULT_PROBE_BUDGET_MS } = await probesModule!;
        const started = performance.now();
        const budgetMs = probeBudgetMs ?? DEFAULT_PROBE_BUDGET_MS;
        const probeRun = await runProbes(calling, plan.tools, { ...probeOptions, phase: "read", budgetMs });
        probeBudgetMs = Math.max(0, budgetMs - (performance.now() - started));
        probes = [...probes, ...probeRun.results];
        findings.push(...probeRun.findings);
      };

      events.onPhase?.("scenarios", toolCount(plan.tools.length));
      const planned = new Set(plan.tools.map((t) => t.name));
      const reached = new Set<string>();
      // `total` counts the calls planned so far: the cursor plans each tool's calls as the run reaches it.
      const onResult = (result: { tool: string }, index: number, total: number): void => {
        if (planned.has(result.tool)) reached.add(result.tool);
        events.onProgress?.({ calls: { done: index + 1, total }, tools: { done: reached.size, total: planned.size } });
      };
      let run: Awaited<ReturnType<typeof runPlan>>;
      try {
        run = await runPlan(calling, callable, plan, {
          timeoutMs,
          mayWrite: freshClosed,
          beforeWrites: readProbes,
          whileOut: (until: number) => {
            while (!planThread?.lints && linting.step() && performance.now() < until);
          },
          ...(replaying ? { afterSetupTool: () => replaying.replay() } : {}),
          ...(events.onProgress ? { onResult } : {}),
          ...(signal ? { signal } : {}),
          ...(discovery ? { values: discovery.values, replan: (pending: string[]) => new PlanCursor(callable, { ...planOptions, happyOnlyFor: pending }) } : {}),
        });
      } finally {
        // The plan's findings cover every tool, also when the run was cut short: the rest is planned now (no call).
        try {
          plan.all();
        } catch {
          // the error that stopped the run is reported as the interruption
        }
        findings.push(...plan.findings());
      }
      parts.scenarios = run.results;
      parts.probes = probes;
      findings.push(...run.findings);
      if (interruption !== undefined) return;

      if (options.probes) {
        events.onPhase?.("probes", options.allowWrites ? "writes" : "without writes");
        await unlessInterrupted(freshClosed());
        const { runProbes, DEFAULT_PROBE_BUDGET_MS } = await probesModule!;
        const probeRun = await unlessInterrupted(runProbes(calling, plan.tools, { ...probeOptions, phase: "write", budgetMs: probeBudgetMs ?? DEFAULT_PROBE_BUDGET_MS }));
        if (probeRun === undefined) return;
        parts.probes = [...probes, ...probeRun.results];
        findings.push(...probeRun.findings);
      }

      if (options.protocolChecks) {
        events.onPhase?.("protocol");
        const started = await fresh;
        const { runProtocolChecks } = await protocolModule!;
        const protocolRun = await unlessInterrupted(runProtocolChecks(handle, options.target, { timeoutMs, waitLane: clock.lane("extra"), ...(started ? { fresh: started } : {}) }));
        if (protocolRun === undefined) return;
        parts.protocolChecks = protocolRun.checks;
        findings.push(...protocolRun.findings);
      }

      if (declared && declared.requiredEnv.length > 0) {
        // One more start, without the variables server.json calls required: an extra server process.
        const required = await unlessInterrupted(clock.during("extra", () => requiredEnvFindings(declared, options.target, { protocol: options.protocol, timeoutMs })));
        if (required === undefined) return;
        findings.push(...required);
      }

      if (options.baseline !== undefined || events.onSnapshot) {
        const current = liveSnapshot(connection, tools.map(withoutDeepSchema));
        events.onSnapshot?.(current);
        if (options.baseline !== undefined) {
          const { diffSnapshots } = await driftModule!;
          const file = options.baselineFile ?? DEFAULT_SNAPSHOT_FILE;
          findings.push(...diffSnapshots(options.baseline as Snapshot, current, { refreshCommand: `mcp-checkup snapshot <server> -o ${/^[\w./-]+$/.test(file) ? file : JSON.stringify(file)}` }));
        }
      }

      events.onPhase?.("done");
      completed = true;
    } finally {
      // The plan thread's lint or this thread's, whichever is done first, for a run that went to its end; one cut
      // short or failing takes the thread's if it came and lints itself otherwise, at once.
      const lint = completed && planThread ? await planThread.lintRace(linting, () => interruption !== undefined) : (planThread?.lintResult() ?? linting.result());
      planThread?.stop();
      findings.splice(lintAt, 0, ...lint.findings);
      parts.instructionsTokens = lint.instructionsTokens;
      parts.context = lint.context;
      if (lint.clientProfiles !== undefined) parts.clientProfiles = lint.clientProfiles;
      parts.tools = tools.map((tool, i) => {
        const name = typeof tool.name === "string" ? tool.name : `<tool #${i + 1}>`;
        const why = notCalled.get(name);
        return { name, definition_tokens: lint.definitionTokens[name] ?? 0, ...(why !== undefined ? { not_called: why } : {}) };
      });
    }
  }
}

/** `1 tool`, `13 tools`: a phase's detail. */
function toolCount(n: number): string {
  return `${n} tool${n === 1 ? "" : "s"}`;
}

/** A tool with a schema too deep to walk (`tooDeepSchema`) replaced by an empty schema, for the snapshot. */
function withoutDeepSchema(tool: Tool): Tool {
  const deep = tooDeepSchema(tool);
  return deep === undefined ? tool : { ...tool, [deep]: {} };
}
