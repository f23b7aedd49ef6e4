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
export declare const SECRET_MIN_CHARS = 4;
/** True for a name that says its value is a credential (`GITHUB_TOKEN`, `X-Api-Key`, `api_key`, `DB_PASSWORD`). */
export declare function isCredentialName(name: string): boolean;
/**
 * True for a value nobody would call a secret and that may well appear in a report for other reasons:
 * booleans, log levels, small numbers, locales, file paths, URLs without credentials (see the module doc).
 */
export declare function isTriviallyCommon(value: string): boolean;
/** The secret values of one named value (an environment variable): the value itself, or nothing. */
export declare function secretsOfNamedValue(name: string, value: string): string[];
/** The secret values of environment overrides (`--env`, `mcp-env`); an entry set to undefined (a variable removed) has none. */
export declare function secretsOfEnv(env: Readonly<Record<string, string | undefined>> | undefined): string[];
/** The secret values of HTTP headers (`--header`, `mcp-headers`): each value, and the credential inside an `Authorization` value. */
export declare function secretsOfHeaders(headers: Readonly<Record<string, string>> | undefined): string[];
/** The secret values inside a URL: its password and `user:password`, and query values named like keys or tokens. */
export declare function secretsOfUrl(text: string): string[];
/** Values given explicitly as secrets (a token): those of at least {@link SECRET_MIN_CHARS} characters. */
export declare function explicitSecrets(values: Iterable<string>): string[];
