/**
 * The two spellings of every checkup option a reader may be told to use: the CLI flag and the Action input
 * (issue 13 item 5: fix advice in the Action named `--arg` and `--allow-writes`, "--arg" 108 times in one summary).
 * Engine text (finding fixes, probe details) keeps writing the CLI spelling; a face that is not the CLI rewrites it
 * with {@link inActionTerms} when it renders. Defined once here, beside the engine's options (`options.ts`), so
 * both faces and their tests read one table; `__tests__/checkup/option-names.test.ts` checks every flag against
 * the CLI program and every input against `action.yml`.
 */
import type { OptionNamer } from "../errors.js";
/** How a flag is said as an Action input. */
export type InputForm = 
/** The flag takes a value: `--arg t:p=1` → `mcp-args: t:p=1`; mentioned alone → `mcp-args`. */
{
    kind: "value";
    value: RegExp;
}
/** A switch that turns something on (`--allow-writes` → `mcp-allow-writes: true`). */
 | {
    kind: "on";
}
/** A `--no-…` switch (`--no-probe-grade-cap` → `mcp-probe-grade-cap: false`). */
 | {
    kind: "off";
};
/** One option: its CLI flag, its Action input, and how a value is written after the flag. */
export interface OptionName {
    flag: `--${string}`;
    input: string;
    form: InputForm;
}
/** Every CLI flag of `mcp-checkup test` that has an Action input, longest first where one starts another. */
export declare const OPTION_NAMES: readonly OptionName[];
/**
 * `text` with every CLI flag of {@link OPTION_NAMES} said as the Action's input: a flag followed by a value of its
 * kind becomes `input: value` (`--arg t:path=VALUE` → `mcp-args: t:path=VALUE`; trailing `.,;:)` stay outside),
 * a switch becomes `input: true` / `input: false`, any other mention the input's name (`raise --timeout` → `raise
 * mcp-timeout`). Flags not in the table (`--report`, `--bug`) are left alone. Pure; never throws.
 */
export declare function inActionTerms(text: string): string;
/** The face a user reaches the engine through: the CLI names options as flags, the Action as inputs. */
export type FaceName = "cli" | "action";
/**
 * An option as the CLI says it: its flag, then `value` after a space (`--server NAME`, `--env KEY=VALUE`); the
 * server command is "a server command". Pure.
 */
export declare const cliName: OptionNamer;
/**
 * An option as the Action says it: its input, then `: value` (`mcp-server: NAME`, `mcp-env: KEY=VALUE`, as
 * {@link inActionTerms} writes them). Pure.
 */
export declare const actionName: OptionNamer;
/** The {@link OptionNamer} of a face. */
export declare function namerOf(face: FaceName): OptionNamer;
