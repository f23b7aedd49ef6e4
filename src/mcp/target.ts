/**
 * A server under test, as resolved from a command string, an argv, a config file or a URL.
 * - `stdio`: `command` + `args` are spawned exactly as given (no shell); `env` overrides are merged over this
 *   process's environment; `cwd` defaults to the current directory.
 * - `http`: a Streamable HTTP endpoint with extra request headers (values are secrets: never logged).
 */
export type ServerTarget =
  | { kind: "stdio"; command: string; args: string[]; env?: Record<string, string>; cwd?: string; name?: string }
  | { kind: "http"; url: string; headers?: Record<string, string>; name?: string };

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
}
