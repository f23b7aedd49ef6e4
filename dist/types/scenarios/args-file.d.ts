import { type ArgOverrides } from "./arg-overrides.js";
/** Parses an args file (JSON or YAML) of the documented shape. Throws `UsageError` naming the file. */
export declare function parseArgsFile(text: string, fileName?: string, fileFlag?: string): ArgOverrides;
