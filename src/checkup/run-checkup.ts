import { randomBytes } from "node:crypto";
import { ServerStartError } from "../errors.js";
import type { Finding } from "../findings/finding.js";
import { TOKEN_METHOD } from "../lint/context-cost.js";
import type { McpConnection } from "../mcp/connection.js";
import { ServerHandle } from "../mcp/server-handle.js";
import { describeTarget } from "../mcp/target.js";
import type { Tool, ToolListing } from "../mcp/types.js";
import type { ProbeConfig } from "../probes/config.js";
import type { Snapshot } from "../drift/snapshot.js";
import { liveSnapshot } from "./live-snapshot.js";
import { buildScorecard, type ScorecardParts } from "../scorecard/build.js";
import type { ProbeResult, ProtocolCheck, ScenarioResult, Scorecard } from "../scorecard/types.js";
import { ObservedHandle } from "./observed-handle.js";
import type { ArgOverrides, CheckupOptions } from "./options.js";
import { listingFindings, pollutionCapReason, pollutionFindings, startFailureFinding } from "./run-findings.js";
import { requiredEnvFindings, serverJsonFileFindings, serverJsonStartFindings, serverJsonVersionFindings } from "./server-json-checks.js";

let warmedUp = false;

/** Progress events of a run, for a face that wants to show them (the CLI on a TTY, the Action's log). */
export interface CheckupEvents {
  /**
   * A phase begins. `probes` comes twice when probes run: the read-only probes between the read-only tools'
   * and the writing tools' scenarios (detail `read-only`), the write probes after every scenario (`writes`).
   */
  onPhase?(phase: "connect" | "list" | "lint" | "discovery" | "scenarios" | "probes" | "protocol" | "done", detail?: string): void;
  /** The live server's canonical snapshot (`makeSnapshot`), once, after the scenarios and probes; not called when the server never started. */
  onSnapshot?(snapshot: Snapshot): void;
}

/** Probe config `args` are used like `--args-file`; the user's own `--arg` values win (issue: effect probes). */
function mergedArgs(options: CheckupOptions): ArgOverrides {
  const config = options.probeConfig as ProbeConfig | undefined;
  if (!config) return options.args;
  const perTool: Record<string, Record<string, unknown>> = { ...config.args.perTool };
  for (const [tool, values] of Object.entries(options.args.perTool)) perTool[tool] = { ...(perTool[tool] ?? {}), ...values };
  return { global: { ...config.args.global, ...options.args.global }, perTool };
}

/**
 * Runs one checkup: connect, list tools, lint, scenarios, probes, protocol checks, drift → a Scorecard.
 * A server that fails to start still yields a Scorecard (grade F, `server-start-failed` with its stderr tail);
 * this throws only `UsageError` for options that do not fit the server (e.g. `--only` naming a tool it does
 * not have). The server's whole process group is stopped before this returns, whatever happened.
 */
export async function runCheckup(options: CheckupOptions, events: CheckupEvents = {}): Promise<Scorecard> {
  const startedAt = new Date();
  const started = performance.now();
  const timeoutMs = Math.round(options.timeoutSeconds * 1000);
  const handle = new ObservedHandle(new ServerHandle(options.target, { protocol: options.protocol, timeoutMs }));
  const base = {
    target: describeTarget(options.target),
    seed: options.seed,
    tokenMethod: TOKEN_METHOD,
    probeGradeCap: options.probeGradeCap,
  };
  // Protocol checks also wait on fresh server processes (version offers) that the handle never sees.
  let freshProcessWaitMs = 0;
  const timing = () => ({
    started_at: startedAt.toISOString(),
    total_ms: Math.round(performance.now() - started),
    server_wait_ms: Math.round(handle.serverWaitMs() + freshProcessWaitMs),
  });
  try {
    events.onPhase?.("connect", base.target);
    let connection: McpConnection;
    // The server process is spawned synchronously inside connection(); while it starts (I/O wait) the checks
    // are loaded and, once per process, warmed up (see engine.ts and warm-up.ts).
    const connecting = handle.connection();
    const loading = import("./engine.js").then((engine) => {
      if (!warmedUp) {
        warmedUp = true;
        engine.warmUp();
      }
      return engine;
    });
    loading.catch(() => undefined); // awaited below; this keeps an early failure from being unhandled meanwhile
    const declared = options.serverJson;
    try {
      connection = await connecting;
    } catch (error) {
      if (!(error instanceof ServerStartError)) throw error;
      const problems = declared ? (await loading).serverJsonProblems(declared.document) : [];
      const serverJson = declared ? [...serverJsonFileFindings(declared, problems), ...serverJsonStartFindings(declared, error)] : [];
      return buildScorecard({
        ...base,
        protocol: { era: "legacy", version: "" },
        tools: [],
        scenarios: [],
        findings: [startFailureFinding(error, options.target), ...serverJson],
        instructionsTokens: 0,
        timing: timing(),
      });
    }
    const server = {
      name: connection.serverInfo.name,
      version: connection.serverInfo.version,
      ...(connection.serverInfo.title !== undefined ? { title: connection.serverInfo.title } : {}),
      ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
    };
    const protocol = { era: connection.era, version: connection.protocolVersion };

    events.onPhase?.("list");
    const listing: ToolListing = await connection.listTools();
    const tools: Tool[] = listing.tools;

    events.onPhase?.("lint", `${tools.length} tools`);
    const { lintServer, clientProfiles, planScenarios, runPlan, runProbes, runProtocolChecks, diffSnapshots, serverJsonProblems, discover, SetupReplayHandle, DEFAULT_PROBE_BUDGET_MS } =
      await loading;
    const lint = lintServer({
      tools,
      ...(connection.instructions !== undefined ? { instructions: connection.instructions } : {}),
      ...(options.clients !== undefined ? { clients: clientProfiles("clients", options.clients) } : {}),
      ...(options.tokenBudget !== undefined ? { tokenBudget: options.tokenBudget } : {}),
    });
    const findings: Finding[] = [...lint.findings, ...listingFindings(listing)];
    if (declared) {
      findings.push(...serverJsonFileFindings(declared, serverJsonProblems(declared.document)), ...serverJsonVersionFindings(declared, connection.serverInfo.version));
    }

    const args = mergedArgs(options);
    const filters = { only: options.only, skip: options.skip, readOnly: options.readOnly };
    let discovery: Awaited<ReturnType<typeof discover>> | undefined;
    if (options.discovery !== false) {
      events.onPhase?.("discovery");
      discovery = await discover(handle, tools, { timeoutMs, seed: options.seed, cases: options.cases, args, ...filters, target: options.target });
    }
    const planOptions = {
      seed: options.seed,
      cases: options.cases,
      edgeCases: options.edgeCases,
      args,
      ...filters,
      ...(discovery ? { known: discovery.values, pinned: Object.fromEntries(discovery.setup.map((c) => [c.tool, c.arguments])) } : {}),
    };
    const plan = planScenarios(tools, planOptions);
    findings.push(...plan.findings);
    // Setup steps discovery made are repeated on every restarted server process.
    const calling = discovery && discovery.setup.length > 0 ? new SetupReplayHandle(handle, discovery.setup, timeoutMs) : handle;

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
    let probeBudgetMs: number = DEFAULT_PROBE_BUDGET_MS;
    // Read-only probes run after the read-only tools' happy calls and before any write (issue 11 item 4), so
    // a write scenario cannot change the file or the records they read.
    const readProbes = async () => {
      if (!options.probes) return;
      events.onPhase?.("probes", "read-only");
      const started = performance.now();
      const probeRun = await runProbes(calling, plan.tools, { ...probeOptions, phase: "read", budgetMs: probeBudgetMs });
      probeBudgetMs = Math.max(0, probeBudgetMs - (performance.now() - started));
      probes = [...probes, ...probeRun.results];
      findings.push(...probeRun.findings);
    };

    events.onPhase?.("scenarios", `${plan.scenarios.length} calls`);
    const run = await runPlan(calling, tools, plan.scenarios, {
      timeoutMs,
      beforeWrites: readProbes,
      ...(discovery ? { values: discovery.values, replan: (pending: string[]) => planScenarios(tools, { ...planOptions, happyOnlyFor: pending }).scenarios } : {}),
    });
    const scenarios: ScenarioResult[] = run.results;
    findings.push(...run.findings);

    if (options.probes) {
      events.onPhase?.("probes", "writes");
      const probeRun = await runProbes(calling, plan.tools, { ...probeOptions, phase: "write", budgetMs: probeBudgetMs });
      probes = [...probes, ...probeRun.results];
      findings.push(...probeRun.findings);
    }

    const protocolChecks: ProtocolCheck[] = [];
    if (options.protocolChecks) {
      events.onPhase?.("protocol");
      const phaseStarted = performance.now();
      const handleWaitBefore = handle.serverWaitMs();
      const protocolRun = await runProtocolChecks(handle, options.target, { timeoutMs });
      // The phase is I/O-bound (spawns, handshakes, one request per check): what the handle did not time was
      // spent waiting on the fresh processes.
      freshProcessWaitMs += performance.now() - phaseStarted - (handle.serverWaitMs() - handleWaitBefore);
      protocolChecks.push(...protocolRun.checks);
      findings.push(...protocolRun.findings);
    }

    if (declared && declared.requiredEnv.length > 0) {
      // One more start, without the variables server.json calls required; its wait is not the handle's.
      const phaseStarted = performance.now();
      findings.push(...(await requiredEnvFindings(declared, options.target, { protocol: options.protocol, timeoutMs })));
      freshProcessWaitMs += performance.now() - phaseStarted;
    }

    if (options.baseline !== undefined || events.onSnapshot) {
      const current = liveSnapshot(connection, tools);
      events.onSnapshot?.(current);
      if (options.baseline !== undefined) findings.push(...diffSnapshots(options.baseline as Snapshot, current));
    }

    const pollution = handle.stdoutPollution();
    findings.push(...pollutionFindings(pollution));
    const pollutionCap = pollutionCapReason(pollution);
    events.onPhase?.("done");
    const parts: ScorecardParts = {
      ...base,
      server,
      protocol,
      tools: tools.map((tool, i) => {
        const name = typeof tool.name === "string" ? tool.name : `<tool #${i + 1}>`;
        return { name, definition_tokens: lint.definitionTokens[name] ?? 0 };
      }),
      scenarios,
      probes,
      protocolChecks,
      findings,
      instructionsTokens: lint.instructionsTokens,
      context: lint.context,
      ...(lint.clientProfiles !== undefined ? { clientProfiles: lint.clientProfiles } : {}),
      timing: timing(),
      ...(pollutionCap !== undefined ? { capReasons: [pollutionCap] } : {}),
    };
    return buildScorecard(parts);
  } finally {
    await handle.close();
  }
}
