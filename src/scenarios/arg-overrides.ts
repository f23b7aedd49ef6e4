import { UsageError } from "../errors.js";
import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { Tool } from "../mcp/types.js";
import { declaredTypes } from "./edge-values.js";
import { setOwn } from "./json-value.js";
import { followRefs } from "./schema-ref.js";

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

const ACCEPTED = "expected NAME=VALUE or TOOL:NAME=VALUE (VALUE is JSON when it parses, otherwise text)";
/** How messages name an args file and its flag when the face does not say. */
export const ARGS_FILE_NAME = "args file";
export const ARGS_FILE_FLAG = "--args-file";
const FILE_SHAPE = '{ "args": { NAME: value }, "tools": { TOOL: { NAME: value } } }';

/** A value as JSON when it parses, else the raw text. */
export function parseArgValue(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Parses one `--arg` string. Throws `UsageError` naming `flag` and showing the accepted form. */
export function parseArgPair(flag: string, text: string): ArgPair {
  const eq = text.indexOf("=");
  const key = eq >= 0 ? text.slice(0, eq).trim() : "";
  if (key === "") throw new UsageError(`${flag}: '${text}' is not valid; ${ACCEPTED}`);
  const value = parseArgValue(text.slice(eq + 1));
  const colon = key.indexOf(":");
  if (colon < 0) return { name: key, value };
  const tool = key.slice(0, colon).trim();
  const name = key.slice(colon + 1).trim();
  if (tool === "" || name === "") throw new UsageError(`${flag}: '${text}' is not valid; ${ACCEPTED}`);
  return { tool, name, value };
}

/**
 * The overrides an args file's parsed document gives (`data`: what JSON or YAML read from it), checked against the
 * documented shape. `where` names the file in messages (`--args-file args.yml`). Throws `UsageError`.
 */
export function argsFileOverrides(data: unknown, where: string): ArgOverrides {
  const out: ArgOverrides = { global: {}, perTool: {} };
  if (data === null || data === undefined) return out;
  if (!isObject(data)) throw new UsageError(`${where}: expected an object of the shape ${FILE_SHAPE}`);
  for (const key of Object.keys(data)) {
    if (key !== "args" && key !== "tools") throw new UsageError(`${where}: unknown key '${key}'; expected ${FILE_SHAPE}`);
  }
  if (data.args !== undefined && data.args !== null) {
    if (!isObject(data.args)) throw new UsageError(`${where}: 'args' must be an object of parameter values; expected ${FILE_SHAPE}`);
    for (const [name, value] of Object.entries(data.args)) setOwn(out.global, name, value); // `__proto__` is a name like any other
  }
  if (data.tools !== undefined && data.tools !== null) {
    if (!isObject(data.tools)) throw new UsageError(`${where}: 'tools' must be an object keyed by tool name; expected ${FILE_SHAPE}`);
    for (const [tool, values] of Object.entries(data.tools)) {
      if (!isObject(values)) throw new UsageError(`${where}: 'tools.${tool}' must be an object of parameter values; expected ${FILE_SHAPE}`);
      setOwn(out.perTool, tool, { ...values });
    }
  }
  return out;
}

/**
 * The one merge of argument values: `over` on top of `under`, global by global and per tool by per tool (a tool's
 * values from both are kept, `over`'s winning for the same parameter). Used for `--arg` over `--args-file`, and for
 * the user's values over a probe config's `args`. Pure; the inputs are not changed.
 */
export function mergeArgOverrides(under: ArgOverrides, over: ArgOverrides): ArgOverrides {
  const perTool: Record<string, Record<string, unknown>> = {};
  for (const [tool, values] of Object.entries(under.perTool)) setOwn(perTool, tool, { ...values });
  for (const [tool, values] of Object.entries(over.perTool)) setOwn(perTool, tool, { ...(Object.hasOwn(perTool, tool) ? perTool[tool] : {}), ...values });
  return { global: { ...under.global, ...over.global }, perTool };
}

/**
 * The overrides of a run: the args file's values (as `parseArgsFile` reads them; the YAML parser is loaded only for
 * a file that is not JSON), then every `--arg` on top. Throws `UsageError`.
 */
export async function readArgOverrides(inputs: ArgOverrideInputs): Promise<ArgOverrides> {
  const file = inputs.file !== undefined ? await readArgsFile(inputs.file, inputs.fileName, inputs.fileFlag) : { global: {}, perTool: {} };
  const given: ArgOverrides = { global: {}, perTool: {} };
  for (const text of inputs.pairs) {
    const pair = parseArgPair(inputs.flag, text);
    if (pair.tool === undefined) setOwn(given.global, pair.name, pair.value);
    else {
      if (!Object.hasOwn(given.perTool, pair.tool)) setOwn(given.perTool, pair.tool, {});
      setOwn(given.perTool[pair.tool] as Record<string, unknown>, pair.name, pair.value);
    }
  }
  return mergeArgOverrides(file, given);
}

/** An args file's overrides: JSON parsed at once; anything else by the YAML parser, loaded only then. */
async function readArgsFile(text: string, fileName = ARGS_FILE_NAME, fileFlag = ARGS_FILE_FLAG): Promise<ArgOverrides> {
  const where = `${fileFlag} ${fileName}`;
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const { parse } = await import("yaml");
    try {
      data = parse(text);
    } catch (error) {
      throw argsFileSyntaxError(where, error);
    }
  }
  return argsFileOverrides(data, where);
}

/** The error for an args file that is neither JSON nor YAML, with the parser's first line. */
export function argsFileSyntaxError(where: string, error: unknown): UsageError {
  const reason = ((error as Error).message.split("\n")[0] ?? "").trim();
  return new UsageError(`${where}: not valid JSON or YAML (${reason})`);
}

/** The user's values for one tool: `global` ones naming one of its parameters, its own `perTool` ones, and both `merged`. */
export interface ToolOverrides {
  perTool: Record<string, unknown>;
  global: Record<string, unknown>;
  /** Both merged, per-tool winning. */
  merged: Record<string, unknown>;
}

/**
 * The parameters a tool's inputSchema gives at its root, each with its schema (`undefined` for a name only
 * `required` gives): its `properties` and `required` names, and those of what the root refers to or combines
 * (`$ref`, `allOf`, `anyOf`, `oneOf`), a few levels deep; the first schema found for a name is kept.
 */
function parameters(root: unknown, schema: unknown = root, into = new Map<string, unknown>(), depth = 0): Map<string, unknown> {
  const s = followRefs(root, schema).node;
  if (!isObject(s) || depth > 4) return into;
  if (isObject(s.properties)) for (const [name, property] of Object.entries(s.properties)) if (into.get(name) === undefined) into.set(name, property);
  if (Array.isArray(s.required)) for (const name of s.required) if (typeof name === "string" && !into.has(name)) into.set(name, undefined);
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    const branches = s[key];
    if (Array.isArray(branches)) for (const branch of branches) parameters(root, branch, into, depth + 1);
  }
  return into;
}

/**
 * The parameters `tool`'s `inputSchema` declares (its properties and required names, through `$ref` and
 * `allOf`/`anyOf`/`oneOf`), or undefined when it declares none: a free-form object takes any name.
 */
export function declaredParameters(tool: Tool): string[] | undefined {
  const names = [...parameters(isObject(tool.inputSchema) ? tool.inputSchema : { type: "object" }).keys()];
  return names.length > 0 ? names : undefined;
}

/**
 * The user's values that apply to `tool` (the one reading of `ArgOverrides` for scenarios and probes): every value
 * given for the tool itself, and the global values naming one of its parameters (`parameters`). A number or
 * boolean given for a parameter whose schema says only `string` is sent as its text (`--arg id=42` means the id
 * "42"). Pure.
 */
export function overridesFor(tool: Tool, args: ArgOverrides): ToolOverrides {
  // Nothing given (most runs): no parameters to read, for each of the planned units (issue 14).
  if (!Object.hasOwn(args.perTool, tool.name) && Object.keys(args.global).length === 0) return { perTool: {}, global: {}, merged: {} };
  const schema = isObject(tool.inputSchema) ? tool.inputSchema : { type: "object" };
  const params = parameters(schema);
  const asSent = (values: Iterable<[string, unknown]>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [name, value] of values) {
      const types = declaredTypes(followRefs(schema, params.get(name), 5).node);
      const text = (typeof value === "number" || typeof value === "boolean") && types?.length === 1 && types[0] === "string";
      setOwn(out, name, text ? String(value) : value);
    }
    return out;
  };
  const global = asSent(Object.entries(args.global).filter(([name]) => params.has(name)));
  const perTool = asSent(Object.entries(Object.hasOwn(args.perTool, tool.name) ? (args.perTool[tool.name] ?? {}) : {}));
  return { perTool, global, merged: { ...global, ...perTool } };
}
