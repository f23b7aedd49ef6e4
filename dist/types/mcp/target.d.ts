import { Redactor } from "../secrets/redactor.js";
import type { WireProblem } from "./types.js";
import type { WaitLane } from "./wait-clock.js";
/**
 * A server under test, as resolved from a command string, an argv, a config file or a URL.
 * - `stdio`: `command` + `args` are spawned exactly as given (no shell); `env` overrides are merged over `baseEnv`
 *   (default: this process's environment; the Action passes the runner's minus its own secrets); `cwd` defaults to
 *   the current directory.
 * - `http`: a Streamable HTTP endpoint (or a deprecated HTTP+SSE one) with extra request headers (values are
 *   secrets: never logged). With `launch`, that command is started first (like a stdio target, in its own
 *   process group), `url` is waited for until it accepts connections, and the process is stopped on close.
 * `secrets`: values the target holds that are secrets though no field says so (a config file's `${env:API_KEY}`
 * filled into `args`): redacted like env values.
 */
export type ServerTarget = {
    kind: "stdio";
    command: string;
    args: string[];
    env?: Record<string, string>;
    baseEnv?: ServerEnvironment;
    cwd?: string;
    name?: string;
    secrets?: string[];
} | {
    kind: "http";
    url: string;
    headers?: Record<string, string>;
    launch?: HttpLaunch;
    name?: string;
    secrets?: string[];
};
/** The command that serves an `http` target: argv used exactly as given, env merged over `baseEnv` (default `process.env`), cwd. */
export interface HttpLaunch {
    command: string;
    args: string[];
    env?: Record<string, string>;
    baseEnv?: ServerEnvironment;
    cwd?: string;
}
/** A whole environment a server starts from (variables set to undefined are left out). */
export type ServerEnvironment = Readonly<Record<string, string | undefined>>;
/**
 * How to connect. `protocol`: `auto` probes `server/discover` (2026-07-28) and falls back to `initialize`;
 * `legacy` goes straight to `initialize` offering 2025-11-25; a revision string pins it.
 * Times are milliseconds.
 */
export interface ConnectOptions {
    protocol: "auto" | "legacy" | string;
    /** Default timeout of each request, milliseconds. */
    timeoutMs: number;
    /** How long the `server/discover` probe waits before falling back to legacy, milliseconds (default 1,500). */
    discoverTimeoutMs?: number;
    /** How long start-up plus handshake may take, milliseconds (default: `timeoutMs`). */
    startTimeoutMs?: number;
    /** Called with each wire problem of every session (see `WireProblem`), also those of a start that fails. */
    onProblem?: (problem: WireProblem) => void;
    /** Told when each session starts and stops waiting on the server (see `wait-clock.ts`). */
    waitLane?: WaitLane;
    /**
     * The revision the legacy handshake offers first when no revision is pinned (the checkup passes
     * `UNKNOWN_VERSION` when the protocol checks run on a stdio server, so the process under test answers the
     * version-negotiation check's first offer instead of a process of its own; issue 14). The session is kept when
     * the answer names a revision we know; any other answer (that revision echoed, an error, a death, silence) is
     * recorded in `handshake.initialize` and the server is started again for the usual handshake.
     */
    firstOffer?: string;
}
/**
 * A short human description of a target for reports. Header values, env values, URL credentials and URL
 * query strings (where API keys often ride) never appear.
 */
export declare function describeTarget(target: ServerTarget): string;
/**
 * A URL as the user typed it, for an error message about it, with anything that may be a credential hidden: the
 * `user:password@` part and the query string become `…` (works on text that does not parse as a URL too).
 */
export declare function urlForMessage(text: string): string;
/**
 * Whether `text` is a URL we can reach a Streamable HTTP server at: `http://` or `https://` (any case), no
 * whitespace, and one that WHATWG `URL` parses. The one URL check of the target inputs (`--url`, `mcp-url`, a config
 * entry's `url`) and of server.json (which also refuses unfilled `{variables}`). Pure.
 */
export declare function isHttpUrl(text: string): boolean;
/** Throws an `OptionError` about `url` (each face names its own input) unless {@link isHttpUrl}; the URL is shown without credentials or query. */
export declare function checkHttpUrl(url: string): void;
/** `scheme://host/path` of a URL for reports: no credentials, no query string (API keys and session ids ride there). */
export declare function urlForReport(url: string | URL): string;
/**
 * The secret values of a target (see `secrets/secret-values.ts` for the rule): its environment overrides (stdio
 * `env`, an HTTP target's `launch.env`), its header values, the credentials and key-like query values of its URL,
 * and its `secrets`.
 */
export declare function secretsOfTarget(target: ServerTarget): string[];
/** The redactor for everything a target's server sends (its {@link secretsOfTarget}). */
export declare function redactorFor(target: ServerTarget): Redactor;
