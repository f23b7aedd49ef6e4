import type { AcceptedList } from "../findings/accepted.js";
import type { ServerJsonDeclared } from "../mcp/server-json.js";
import type { ServerTarget } from "../mcp/target.js";
import type { ArgOverrides } from "../scenarios/arg-overrides.js";
/**
 * Everything one checkup run needs. Times are milliseconds. The CLI and the Action both build this with
 * `readCheckupOptions` (`read-options.ts`) from their inputs, then call `runCheckup`.
 */
export interface CheckupOptions {
    target: ServerTarget;
    /** `auto` | `legacy` | a revision such as `2025-11-25`. */
    protocol: string;
    /** Per-request timeout, milliseconds (default 30 000; the faces take seconds and convert once: `readTimeoutMs`). */
    timeoutMs: number;
    /** Happy cases per tool (default 3). */
    cases: number;
    /** Run edge cases (default true). */
    edgeCases: boolean;
    /** Seed of value generation (default 1). */
    seed: number;
    args: ArgOverrides;
    /** Call only tools annotated `readOnlyHint: true`. */
    readOnly: boolean;
    /** Only these tools (names), when non-empty. */
    only: string[];
    /** Never call these tools. */
    skip: string[];
    /** Run effect probes. */
    probes: boolean;
    /** Let probes call tools that write. Never set from a probe config. */
    allowWrites: boolean;
    /** Parsed probe config (see probes/), when given. */
    probeConfig?: unknown;
    /** Apply the grade cap on high-confidence probe failures (default true). */
    probeGradeCap: boolean;
    /** Run protocol conformance checks (default true). */
    protocolChecks: boolean;
    /** A snapshot to compare against for drift findings. */
    baseline?: unknown;
    /** The file `baseline` was read from, as the user named it: the drift fixes say to refresh that file. */
    baselineFile?: string;
    /**
     * Ask the server for its own values before the happy paths (read-only listing tools, setup steps; see
     * `run/discovery.ts`). Default true; false plans from the schema, descriptions and names alone.
     */
    discovery?: boolean;
    /**
     * Client compatibility profiles to check (`--clients`, `mcp-clients`: ids of `CLIENT_IDS`, validated by the
     * face). Their findings count in the grade only because the user named the clients; none run by default.
     */
    clients?: string[];
    /** `--token-budget`, `mcp-token-budget`: the most estimated context tokens the server may cost; no budget by default. */
    tokenBudget?: number;
    /**
     * What a `--server-json` / `mcp-server-json` file declares (`readServerJson`), when `target` came from one: the
     * file's schema problems, its version against `serverInfo.version`, its required variables (checked with one more
     * start without them) and npm's answer when the package cannot be found.
     */
    serverJson?: ServerJsonDeclared;
    /**
     * The accepted-findings file (`--accepted`, `mcp-accepted`; `parseAcceptedFile`): the findings it names are marked
     * accepted and cost nothing, its stale entries become `accepted-stale` findings (see `findings/accepted.ts`).
     */
    accepted?: AcceptedList;
    /**
     * More values to redact from the scorecard, besides the target's own secrets (its env values, header values and
     * URL credentials, which are always redacted; see `secrets/secret-values.ts`).
     */
    secrets?: readonly string[];
    /**
     * Stops the run (not an input: the face's SIGINT/SIGTERM): no call starts after it fires, the server is stopped,
     * and the scorecard of what ran is returned with `interrupted: true` and `interruption` = the abort reason's text.
     */
    signal?: AbortSignal;
}
/** Happy cases per tool the faces accept (`--cases`, `mcp-cases`), and so `runCheckup`. */
export declare const CASES_RANGE: readonly [1, 50];
/** Seeds the faces accept (`--seed`, `mcp-seed`): a 32-bit unsigned whole number. */
export declare const SEED_RANGE: readonly [0, number];
/** The longest per-request timeout: a day (`--timeout` 86400 seconds). */
export declare const MAX_TIMEOUT_SECONDS = 86400;
/** {@link MAX_TIMEOUT_SECONDS} in milliseconds, as `CheckupOptions.timeoutMs` carries it. */
export declare const MAX_TIMEOUT_MS: number;
/** Defaults shared by the CLI and the Action (action.yml's defaults must match these; a test compares them). */
export declare const DEFAULTS: {
    readonly protocol: "auto";
    /** The faces' default of `--timeout` / `mcp-timeout`, in seconds as they are given. */
    readonly timeoutSeconds: 30;
    readonly timeoutMs: number;
    readonly cases: 3;
    readonly edgeCases: true;
    readonly seed: 1;
    readonly readOnly: false;
    readonly probes: false;
    readonly allowWrites: false;
    readonly probeGradeCap: true;
    readonly protocolChecks: true;
};
