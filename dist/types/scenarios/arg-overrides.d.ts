import { UsageError } from "../errors.js";
import type { Tool } from "../mcp/types.js";
/**
 * User-supplied argument values (DESIGN.md "Scenarios and how a call is judged"): they replace generated values
 * in happy paths and are the probes' starting arguments; edge cases keep their deliberately bad values.
 *
 * Forms:
 * - `--arg NAME=VALUE`: for every tool that has a parameter NAME.
 * - `--arg TOOL:NAME=VALUE`: for tool TOOL only; wins over a global value. The `TOOL:` prefix is recognised only
 *   when the text before the first `=` contains a `:`, so `--arg url=http://x` is a global `url`.
 * - VALUE is parsed as JSON when it parses (`5`, `true`, `["a","b"]`, `{"k":1}`, `"007"`), else taken as text.
 *   A number or boolean given for a parameter whose schema says `string` is sent as its text (see `plan.ts`).
 * - `--args-file PATH`: JSON or YAML of the shape
 *   ```yaml
 *   args:            # global values, by parameter name
 *     path: /tmp/sandbox/notes.txt
 *   tools:           # per-tool values, by tool name, then parameter name
 *     read_file:
 *       head: 5
 *   ```
 *   Both keys are optional; any other top-level key is an error. `--arg` flags win over the file.
 */
/**
 * Argument values supplied by the user (`--arg NAME=VALUE`, `--arg TOOL:NAME=VALUE`, `--args-file`, a probe
 * config's `args`). They replace generated values in happy paths and are the probes' starting arguments; edge cases
 * keep their deliberately bad values. `perTool` wins over `global`.
 */
export interface ArgOverrides {
    global: Record<string, unknown>;
    perTool: Record<string, Record<string, unknown>>;
}
/** What the face read: the raw `--arg` strings and the args file's text. */
export interface ArgOverrideInputs {
    /** `NAME=VALUE` / `TOOL:NAME=VALUE` strings, as given. */
    pairs: readonly string[];
    /** How the user spelled the flag, for messages (`--arg`, `mcp-args`). */
    flag: string;
    /** The args file's text (JSON or YAML), when one was given. */
    file?: string | undefined;
    /** The args file's path, for messages. */
    fileName?: string | undefined;
    /** How the user spelled the file flag, for messages (default `--args-file`). */
    fileFlag?: string | undefined;
}
/** One parsed `--arg`: `tool` is set for the `TOOL:NAME=VALUE` form. */
export interface ArgPair {
    tool?: string;
    name: string;
    value: unknown;
}
/** How messages name an args file and its flag when the face does not say. */
export declare const ARGS_FILE_NAME = "args file";
export declare const ARGS_FILE_FLAG = "--args-file";
/** A value as JSON when it parses, else the raw text. */
export declare function parseArgValue(text: string): unknown;
/** Parses one `--arg` string. Throws `UsageError` naming `flag` and showing the accepted form. */
export declare function parseArgPair(flag: string, text: string): ArgPair;
/**
 * The overrides an args file's parsed document gives (`data`: what JSON or YAML read from it), checked against the
 * documented shape. `where` names the file in messages (`--args-file args.yml`). Throws `UsageError`.
 */
export declare function argsFileOverrides(data: unknown, where: string): ArgOverrides;
/**
 * The one merge of argument values: `over` on top of `under`, global by global and per tool by per tool (a tool's
 * values from both are kept, `over`'s winning for the same parameter). Used for `--arg` over `--args-file`, and for
 * the user's values over a probe config's `args`. Pure; the inputs are not changed.
 */
export declare function mergeArgOverrides(under: ArgOverrides, over: ArgOverrides): ArgOverrides;
/**
 * The overrides of a run: the args file's values (as `parseArgsFile` reads them; the YAML parser is loaded only for
 * a file that is not JSON), then every `--arg` on top. Throws `UsageError`.
 */
export declare function readArgOverrides(inputs: ArgOverrideInputs): Promise<ArgOverrides>;
/** The error for an args file that is neither JSON nor YAML, with the parser's first line. */
export declare function argsFileSyntaxError(where: string, error: unknown): UsageError;
/** The user's values for one tool: `global` ones naming one of its parameters, its own `perTool` ones, and both `merged`. */
export interface ToolOverrides {
    perTool: Record<string, unknown>;
    global: Record<string, unknown>;
    /** Both merged, per-tool winning. */
    merged: Record<string, unknown>;
}
/**
 * The parameters `tool`'s `inputSchema` declares (its properties and required names, through `$ref` and
 * `allOf`/`anyOf`/`oneOf`), or undefined when it declares none: a free-form object takes any name.
 */
export declare function declaredParameters(tool: Tool): string[] | undefined;
/**
 * The user's values that apply to `tool` (the one reading of `ArgOverrides` for scenarios and probes): every value
 * given for the tool itself, and the global values naming one of its parameters (`parameters`). A number or
 * boolean given for a parameter whose schema says only `string` is sent as its text (`--arg id=42` means the id
 * "42"). Pure.
 */
export declare function overridesFor(tool: Tool, args: ArgOverrides): ToolOverrides;
