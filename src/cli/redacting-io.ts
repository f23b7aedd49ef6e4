import type { TargetInputs } from "../checkup/target-inputs.js";
import { Redactor } from "../secrets/redactor.js";
import { secretsOfEnv, secretsOfHeaders, secretsOfUrl } from "../secrets/secret-values.js";
import type { CliIo } from "./io.js";

/**
 * The secret values of the CLI's own flags (`--env KEY=VALUE`, `--header "Name: value"`, `--url`), read leniently
 * (a malformed pair is left to the flag's own validation): everything the CLI prints is redacted with them, usage
 * errors included. A `--config` file's `env` is covered where the target is resolved (`redactorFor`).
 */
export function secretsOfFlags(options: Pick<TargetInputs, "env" | "headers" | "url">): string[] {
  const env: Record<string, string> = {};
  for (const pair of options.env ?? []) {
    const eq = pair.indexOf("=");
    if (eq > 0) env[pair.slice(0, eq).trim()] = pair.slice(eq + 1);
  }
  const headers: Record<string, string> = {};
  for (const line of options.headers ?? []) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return [...secretsOfEnv(env), ...secretsOfHeaders(headers), ...(options.url !== undefined ? secretsOfUrl(options.url) : [])];
}

/**
 * `io` with every text written through `stdout` and `stderr` (and progress, through `redact`) redacted (the raw streams, which `record` and
 * `sample-server` relay MCP on, are left as they are: a relay must not change a byte). The same `io` when there is
 * nothing to redact.
 */
export function redactingIo(io: CliIo, redactor: Redactor): CliIo {
  if (!redactor.active) return io;
  const redact = (text: string): string => redactor.text(io.redact ? io.redact(text) : text);
  return { ...io, stdout: (text) => io.stdout(redactor.text(text)), stderr: (text) => io.stderr(redactor.text(text)), redact };
}
