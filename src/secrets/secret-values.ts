/**
 * Which values the user gave us are secrets, so that nothing we print, write or publish repeats them (issue 12:
 * an `--env`/`mcp-env` value echoed by the server reached the PR comment 23 times). The rule, documented in the
 * README ("Secrets and redaction"):
 *
 * - a value shorter than {@link SECRET_MIN_CHARS} (4) characters is never a secret: redacting `1` or `on` would
 *   garble every report (and `core.setSecret` of such a value garbles the whole job log);
 * - a value whose NAME says it is a credential (`*TOKEN*`, `*SECRET*`, `*PASSWORD*`, `*KEY*`, `*AUTH*`,
 *   `*CREDENTIAL*`, `*COOKIE*`, `*SESSION*`, `*SIGNATURE*`, `*PIN*`, …) is a secret;
 * - any other value is a secret unless it is trivially common: a boolean or null word (`true`, `off`, `none`), a
 *   log level or environment name (`debug`, `production`), a number of at most 6 digits (ports, sizes, timeouts),
 *   a locale (`en_US.UTF-8`), a file path (`/data`, `./x`, `~/x`, `C:\x`) or a URL without credentials;
 * - HTTP header values follow the same rule (the name decides first: `Authorization`, `Cookie`, `X-Api-Key` are
 *   credentials); for `Bearer`/`Basic`/`Token` values the credential after the scheme is a secret too, and a
 *   `Basic` credential's decoded `user:password` and password;
 * - in a URL: the password and `user:password` of its credentials, and every query value whose name reads like
 *   a key or token (`api_key`, `token`, `sig`, `code`, …);
 * - values given explicitly as secrets (the GitHub token in the Action) are secrets when they have at least
 *   {@link SECRET_MIN_CHARS} characters (any real token has far more).
 */

/** Shortest value treated as a secret, in characters. */
export const SECRET_MIN_CHARS = 4;

/** Names of variables, headers and query parameters that carry credentials. */
const CREDENTIAL_NAME =
  /(token|secret|passw(or)?d|passwd|passphrase|pwd|api[-_]?key|apikey|access[-_]?key|private[-_]?key|(^|[-_])key($|[-_])|(^|[-_])keys?$|auth|credential|cookie|session|signature|(^|[-_])sig($|[-_])|(^|[-_])pin($|[-_])|(^|[-_])code$|bearer|jwt|dsn)/i;

const COMMON_WORDS = new Set([
  "true", "false", "yes", "no", "on", "off", "null", "none", "nil", "undefined", "enabled", "disabled", "enable", "disable",
  "debug", "info", "warn", "warning", "error", "trace", "fatal", "verbose", "silent", "quiet", "notice",
  "production", "development", "staging", "test", "testing", "prod", "dev", "local", "localhost", "default", "auto",
  "json", "text", "stdio", "http", "https", "utf8", "utf-8",
]);

/** True for a name that says its value is a credential (`GITHUB_TOKEN`, `X-Api-Key`, `api_key`, `DB_PASSWORD`). */
export function isCredentialName(name: string): boolean {
  return CREDENTIAL_NAME.test(name);
}

/** True for a URL (with a scheme) that carries no credentials: `http://localhost:8080/x`. */
function isPlainUrl(value: string): boolean {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return url.username === "" && url.password === "" && url.search === "";
  } catch {
    return false;
  }
}

/**
 * True for a value nobody would call a secret and that may well appear in a report for other reasons:
 * booleans, log levels, small numbers, locales, file paths, URLs without credentials (see the module doc).
 */
export function isTriviallyCommon(value: string): boolean {
  const v = value.trim();
  if (COMMON_WORDS.has(v.toLowerCase())) return true;
  if (/^-?\d{1,6}(\.\d+)?$/.test(v)) return true;
  if (/^[a-z]{2,3}([_-][A-Z]{2})?(\.[\w-]+)?$/.test(v) && v.length <= 16 && /[_.]/.test(v)) return true;
  if (/^(\/|\.{1,2}\/|~\/|[A-Za-z]:\\)[^\s]*$/.test(v)) return true;
  return isPlainUrl(v);
}

/** The secret values of one named value (an environment variable): the value itself, or nothing. */
export function secretsOfNamedValue(name: string, value: string): string[] {
  if (value.length < SECRET_MIN_CHARS) return [];
  if (isCredentialName(name) || !isTriviallyCommon(value)) return [value, ...secretsOfUrl(value)];
  return [];
}

/** The secret values of environment overrides (`--env`, `mcp-env`); an entry set to undefined (a variable removed) has none. */
export function secretsOfEnv(env: Readonly<Record<string, string | undefined>> | undefined): string[] {
  return Object.entries(env ?? {}).flatMap(([name, value]) => (typeof value === "string" ? secretsOfNamedValue(name, value) : []));
}

/** The secret values of HTTP headers (`--header`, `mcp-headers`): each value, and the credential inside an `Authorization` value. */
export function secretsOfHeaders(headers: Readonly<Record<string, string>> | undefined): string[] {
  const out: string[] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    const credential = /^(bearer|basic|token|digest|apikey)\s+(.+)$/i.exec(value.trim());
    if (credential) {
      out.push(value.trim());
      const token = credential[2]!.trim();
      if (token.length >= SECRET_MIN_CHARS) out.push(token);
      if (credential[1]!.toLowerCase() === "basic") out.push(...secretsOfBasicCredential(token));
      continue;
    }
    out.push(...secretsOfNamedValue(name, value));
  }
  return out;
}

/** `user:password` and the password of a base64 `Basic` credential (RFC 7617), when they are long enough. */
function secretsOfBasicCredential(token: string): string[] {
  if (!/^[A-Za-z0-9+/=]+$/.test(token)) return [];
  const decoded = Buffer.from(token, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return [];
  const password = decoded.slice(colon + 1);
  return [decoded, password].filter((s) => s.length >= SECRET_MIN_CHARS);
}

/** The secret values inside a URL: its password and `user:password`, and query values named like keys or tokens. */
export function secretsOfUrl(text: string): string[] {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return [];
  }
  const out: string[] = [];
  const password = decodeURIComponent(url.password);
  if (password.length >= SECRET_MIN_CHARS) out.push(password, `${decodeURIComponent(url.username)}:${password}`, url.password);
  for (const [name, value] of url.searchParams) {
    if (value.length >= SECRET_MIN_CHARS && isCredentialName(name)) out.push(value, encodeURIComponent(value));
  }
  return [...new Set(out)];
}

/** Values given explicitly as secrets (a token): those of at least {@link SECRET_MIN_CHARS} characters. */
export function explicitSecrets(values: Iterable<string>): string[] {
  return [...values].filter((value) => value.length >= SECRET_MIN_CHARS);
}
