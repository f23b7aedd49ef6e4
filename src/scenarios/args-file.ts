/**
 * Reading an `--args-file` at once (JSON or YAML; its shape is in `arg-overrides.ts`), for callers that cannot wait.
 * Apart from the overrides themselves, whose `readArgOverrides` loads the YAML parser only for a file that is not
 * JSON (issue 14: what the CLI loads before it spawns the server is on the run's critical path).
 */
import { parse as parseYaml } from "yaml";
import { ARGS_FILE_FLAG, ARGS_FILE_NAME, argsFileOverrides, argsFileSyntaxError, type ArgOverrides } from "./arg-overrides.js";

/** Parses an args file (JSON or YAML) of the documented shape. Throws `UsageError` naming the file. */
export function parseArgsFile(text: string, fileName = ARGS_FILE_NAME, fileFlag = ARGS_FILE_FLAG): ArgOverrides {
  const where = `${fileFlag} ${fileName}`;
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (error) {
    throw argsFileSyntaxError(where, error);
  }
  return argsFileOverrides(data, where);
}
