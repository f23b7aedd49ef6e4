import type { ServerEnvironment } from "../checkup/target-inputs.js";

/**
 * Runner variables that belong to the Action, not to the server under test (issue 13 item 4: the server inherited
 * `INPUT_GITHUB-TOKEN`, `ACTIONS_RUNTIME_TOKEN` and `GITHUB_OUTPUT`). Prefixes: every input (`INPUT_*`, the token
 * among them), the runner's own tokens and URLs (`ACTIONS_RUNTIME_*`, `ACTIONS_ID_TOKEN_REQUEST_*` — an OIDC token
 * could be minted with them). Names: the files through which a step sets outputs, the environment and `PATH` of
 * later steps, its state and its summary (a server writing there would change the workflow), and the cache and
 * results services' URLs.
 */
export const ACTION_ONLY_VARIABLES = {
  prefixes: ["INPUT_", "ACTIONS_RUNTIME_", "ACTIONS_ID_TOKEN_REQUEST_"],
  names: ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STATE", "GITHUB_STEP_SUMMARY", "ACTIONS_CACHE_URL", "ACTIONS_RESULTS_URL"],
} as const;

/** Whether `name` is one of {@link ACTION_ONLY_VARIABLES} (compared upper-cased: Windows names ignore case). */
export function isActionOnlyVariable(name: string): boolean {
  const upper = name.toUpperCase();
  return ACTION_ONLY_VARIABLES.prefixes.some((p) => upper.startsWith(p)) || (ACTION_ONLY_VARIABLES.names as readonly string[]).includes(upper);
}

/**
 * The environment the server under test starts from: the runner's `env` without {@link ACTION_ONLY_VARIABLES}
 * (DESIGN.md "The Action"). `mcp-env` is merged over it by the transport. Variables the workflow set itself
 * (`env:` of the job or step, a `GITHUB_TOKEN` given that way included) stay: the user chose to pass them. Pure.
 */
export function serverEnvironment(env: NodeJS.ProcessEnv): ServerEnvironment {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(env)) if (value !== undefined && !isActionOnlyVariable(name)) out[name] = value;
  return out;
}

/** Values too common to be a secret: masking them would garble the whole log (issue 12 item 1: `mcp-env` `1`). */
const COMMON_VALUES = /^(true|false|yes|no|on|off|null|none|undefined|nil|enabled|disabled|debug|info|warn|warning|error|trace|test|dev|development|prod|production|staging|local|localhost|default|auto|json|text|utf-?8)$/i;

/** The shortest value masked in the log. */
export const MIN_SECRET_LENGTH = 6;

/**
 * The values of `mcp-env` and `mcp-headers` worth `core.setSecret`: at least {@link MIN_SECRET_LENGTH} characters,
 * not a plain number of up to 6 digits (a port, a count), not a common word ({@link COMMON_VALUES}). A header value
 * such as `Bearer <token>` is masked whole and by its last word, since a server may echo either. Each value once,
 * in order. Pure.
 */
export function valuesToMask(values: readonly string[]): string[] {
  const out: string[] = [];
  const add = (value: string): void => {
    const v = value.trim();
    if (v.length < MIN_SECRET_LENGTH || /^\d{1,6}$/.test(v) || COMMON_VALUES.test(v) || out.includes(v)) return;
    out.push(v);
  };
  for (const value of values) {
    add(value);
    const words = value.trim().split(/\s+/);
    if (words.length > 1) add(words[words.length - 1]!);
  }
  return out;
}
