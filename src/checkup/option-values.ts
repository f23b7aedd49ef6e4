import { UsageError } from "../errors.js";
import { KNOWN_VERSIONS } from "../mcp/versions.js";
import { MAX_TIMEOUT_SECONDS } from "./options.js";

/**
 * Parsers for option values shared by the CLI and the Action. `name` is how the user spelled the input
 * (`--timeout`, `mcp-timeout`), so every error names it and says what is accepted. All throw `UsageError`.
 */

/** A whole number within [min, max]. */
export function parseInteger(name: string, text: string, min: number, max = Number.MAX_SAFE_INTEGER): number {
  const trimmed = text.trim();
  const value = /^[+-]?\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `a whole number ≥ ${min}` : `a whole number from ${min} to ${max}`;
    throw new UsageError(`${name}: '${text}' is not valid; expected ${range}`);
  }
  return value;
}

/** A number of seconds > 0 (fractions allowed), at most a day. */
export function parseSeconds(name: string, text: string): number {
  const trimmed = text.trim();
  const value = /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (!(value > 0) || value > MAX_TIMEOUT_SECONDS) {
    throw new UsageError(`${name}: '${text}' is not valid; expected a number of seconds greater than 0 and at most ${MAX_TIMEOUT_SECONDS} (e.g. 30 or 2.5)`);
  }
  return value;
}

/** `auto`, `legacy`, or a protocol revision we speak ({@link KNOWN_VERSIONS}). */
export function parseProtocol(name: string, text: string): string {
  const value = text.trim();
  if (value === "auto" || value === "legacy" || (KNOWN_VERSIONS as readonly string[]).includes(value)) return value;
  // A date we do not know would be offered as it is, and the server's counter-offer silently graded instead.
  throw new UsageError(`${name}: '${text}' is not valid; expected auto, legacy or a revision we speak: ${KNOWN_VERSIONS.join(", ")}`);
}

/** A comma- or newline-separated list of names; empty entries dropped. */
export function parseNameList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/[,\n]/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}

/** `KEY=VALUE` pairs (environment variables); KEY must be a valid variable name. */
export function parseEnvPairs(name: string, pairs: readonly string[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const pair of pairs) {
    const eq = pair.indexOf("=");
    const key = eq > 0 ? pair.slice(0, eq).trim() : "";
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(key)) {
      throw new UsageError(`${name}: '${pair.split("=")[0]}' is not valid; expected KEY=VALUE with KEY made of letters, digits and _`);
    }
    env[key] = pair.slice(eq + 1);
  }
  return env;
}

/** `Name: value` HTTP headers. */
export function parseHeaderPairs(name: string, lines: readonly string[]): Record<string, string> {
  const headers: Record<string, string> = {};
  lines.forEach((line, index) => {
    const colon = line.indexOf(":");
    const key = colon > 0 ? line.slice(0, colon).trim() : "";
    if (!/^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/.test(key)) {
      // The line is not echoed: it may hold a secret.
      throw new UsageError(`${name}: header ${index + 1} is not valid; expected 'Name: value' (an HTTP header name, a colon, the value)`);
    }
    headers[key] = line.slice(colon + 1).trim();
  });
  return headers;
}
