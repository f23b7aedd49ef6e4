/**
 * The two spellings of every checkup option a reader may be told to use: the CLI flag and the Action input
 * (issue 13 item 5: fix advice in the Action named `--arg` and `--allow-writes`, "--arg" 108 times in one summary).
 * Engine text (finding fixes, probe details) keeps writing the CLI spelling; a face that is not the CLI rewrites it
 * with {@link inActionTerms} when it renders. Defined once here, beside the engine's options (`options.ts`), so
 * both faces and their tests read one table; `__tests__/checkup/option-names.test.ts` checks every flag against
 * the CLI program and every input against `action.yml`.
 */

import type { OptionKey, OptionNamer } from "../errors.js";

/** How a flag is said as an Action input. */
export type InputForm =
  /** The flag takes a value: `--arg t:p=1` → `mcp-args: t:p=1`; mentioned alone → `mcp-args`. */
  | { kind: "value"; value: RegExp }
  /** A switch that turns something on (`--allow-writes` → `mcp-allow-writes: true`). */
  | { kind: "on" }
  /** A `--no-…` switch (`--no-probe-grade-cap` → `mcp-probe-grade-cap: false`). */
  | { kind: "off" };

/** One option: its CLI flag, its Action input, and how a value is written after the flag. */
export interface OptionName {
  flag: `--${string}`;
  input: string;
  form: InputForm;
}

const anyValue = (value: RegExp): InputForm => ({ kind: "value", value });
/** `NAME=VALUE` or `TOOL:NAME=VALUE` (`--arg`, `--env`). */
const PAIR = /^[^\s=]+=\S*$/;
/** A number (`--timeout 60`, `--cases 5`). */
const NUMBER = /^\d+(\.\d+)?$/;
/** A share, as a fraction or a percentage (`--min-coverage 0.5`, `--min-coverage 50%`). */
const FRACTION = /^\d+(\.\d+)?%?$/;
/** A letter grade. */
const GRADE = /^[A-F]$/;
/** A file path with an extension (`--probe-config probes.yaml`), a quoted header, a revision. */
const PATH = /^[\w./-]+\.(json|ya?ml|jsonc)$/;
const HEADER = /^"[^"]+"$/;
const REVISION = /^(auto|legacy|\d{4}-\d{2}-\d{2})$/;
const URL_VALUE = /^https?:\/\/\S+$/;
const NAMES = /^[A-Za-z0-9_.,-]+$/;
const NEVER = /^$/;

/** Every CLI flag of `mcp-checkup test` that has an Action input, longest first where one starts another. */
export const OPTION_NAMES: readonly OptionName[] = [
  { flag: "--args-file", input: "mcp-args-file", form: anyValue(PATH) },
  { flag: "--arg", input: "mcp-args", form: anyValue(PAIR) },
  { flag: "--env", input: "mcp-env", form: anyValue(PAIR) },
  { flag: "--header", input: "mcp-headers", form: anyValue(HEADER) },
  { flag: "--config", input: "mcp-config", form: anyValue(PATH) },
  { flag: "--server", input: "mcp-server", form: anyValue(NEVER) },
  { flag: "--url", input: "mcp-url", form: anyValue(URL_VALUE) },
  { flag: "--cwd", input: "working-directory", form: anyValue(NEVER) },
  { flag: "--protocol", input: "mcp-protocol", form: anyValue(REVISION) },
  { flag: "--timeout", input: "mcp-timeout", form: anyValue(NUMBER) },
  { flag: "--cases", input: "mcp-cases", form: anyValue(NUMBER) },
  { flag: "--no-edge-cases", input: "mcp-edge-cases", form: { kind: "off" } },
  { flag: "--seed", input: "mcp-seed", form: anyValue(NUMBER) },
  { flag: "--read-only", input: "mcp-read-only", form: { kind: "on" } },
  { flag: "--only", input: "mcp-only", form: anyValue(NAMES) },
  { flag: "--skip", input: "mcp-skip", form: anyValue(NAMES) },
  { flag: "--probes", input: "mcp-probes", form: { kind: "on" } },
  { flag: "--allow-writes", input: "mcp-allow-writes", form: { kind: "on" } },
  { flag: "--probe-config", input: "mcp-probe-config", form: anyValue(PATH) },
  { flag: "--no-probe-grade-cap", input: "mcp-probe-grade-cap", form: { kind: "off" } },
  { flag: "--no-protocol-checks", input: "mcp-protocol-checks", form: { kind: "off" } },
  { flag: "--baseline", input: "mcp-baseline", form: anyValue(PATH) },
  { flag: "--allow-drift", input: "mcp-allow-drift", form: { kind: "on" } },
  { flag: "--server-json", input: "mcp-server-json", form: anyValue(PATH) },
  { flag: "--clients", input: "mcp-clients", form: anyValue(NAMES) },
  { flag: "--token-budget", input: "mcp-token-budget", form: anyValue(NUMBER) },
  { flag: "--accepted", input: "mcp-accepted", form: anyValue(PATH) },
  { flag: "--fail-under", input: "mcp-fail-under", form: anyValue(GRADE) },
  { flag: "--min-coverage", input: "mcp-min-coverage", form: anyValue(FRACTION) },
  { flag: "--ci", input: "mcp-ci", form: { kind: "on" } },
];

const BY_FLAG = new Map(OPTION_NAMES.map((o) => [o.flag, o]));
/** A flag of the table, not part of a longer word or flag; then, optionally, one space and the next word. */
const FLAG_PATTERN = new RegExp(
  `(?<![\\w-])(${OPTION_NAMES.map((o) => o.flag.replace(/-/g, "\\-")).join("|")})(?![\\w-])(?: (\\S+))?`,
  "g",
);

/**
 * `text` with every CLI flag of {@link OPTION_NAMES} said as the Action's input: a flag followed by a value of its
 * kind becomes `input: value` (`--arg t:path=VALUE` → `mcp-args: t:path=VALUE`; trailing `.,;:)` stay outside),
 * a switch becomes `input: true` / `input: false`, any other mention the input's name (`raise --timeout` → `raise
 * mcp-timeout`). Flags not in the table (`--report`, `--bug`) are left alone. Pure; never throws.
 */
export function inActionTerms(text: string): string {
  if (!text.includes("--")) return text;
  return text.replace(FLAG_PATTERN, (_match, flag: string, next: string | undefined) => {
    const option = BY_FLAG.get(flag as OptionName["flag"])!;
    const after = next === undefined ? "" : ` ${next}`;
    if (option.form.kind === "on") return `${option.input}: true${after}`;
    if (option.form.kind === "off") return `${option.input}: false${after}`;
    if (next === undefined) return option.input;
    const [, word = "", tail = ""] = /^(.*?)([.,;:)]*)$/.exec(next) ?? [];
    return option.form.value.test(word) ? `${option.input}: ${word}${tail}` : `${option.input}${after}`;
  });
}

/** The face a user reaches the engine through: the CLI names options as flags, the Action as inputs. */
export type FaceName = "cli" | "action";

/** The entry of {@link OPTION_NAMES} for an {@link OptionKey} (the flag without `--` and `no-`). */
function optionOf(key: OptionKey): OptionName | undefined {
  return OPTION_NAMES.find((o) => o.flag.replace(/^--(no-)?/, "") === key);
}

/**
 * An option as the CLI says it: its flag, then `value` after a space (`--server NAME`, `--env KEY=VALUE`); the
 * server command is "a server command". Pure.
 */
export const cliName: OptionNamer = (key, value) => {
  const flag = key === "command" ? "a server command" : (optionOf(key)?.flag ?? `--${key}`);
  return value === undefined ? flag : `${flag} ${value}`;
};

/**
 * An option as the Action says it: its input, then `: value` (`mcp-server: NAME`, `mcp-env: KEY=VALUE`, as
 * {@link inActionTerms} writes them). Pure.
 */
export const actionName: OptionNamer = (key, value) => {
  const input = key === "command" ? "mcp-command" : (optionOf(key)?.input ?? key);
  return value === undefined ? input : `${input}: ${value}`;
};

/** The {@link OptionNamer} of a face. */
export function namerOf(face: FaceName): OptionNamer {
  return face === "cli" ? cliName : actionName;
}
