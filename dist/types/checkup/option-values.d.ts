/**
 * Parsers for option values shared by the CLI and the Action. `name` is how the user spelled the input
 * (`--timeout`, `mcp-timeout`), so every error names it and says what is accepted. All throw `UsageError`.
 */
/** A whole number within [min, max]. */
export declare function parseInteger(name: string, text: string, min: number, max?: number): number;
/** A number of seconds > 0 (fractions allowed), at most a day. */
export declare function parseSeconds(name: string, text: string): number;
/** `auto`, `legacy`, or a protocol revision we speak ({@link KNOWN_VERSIONS}). */
export declare function parseProtocol(name: string, text: string): string;
/** A comma- or newline-separated list of names; empty entries dropped. */
export declare function parseNameList(text: string | undefined): string[];
/** `KEY=VALUE` pairs (environment variables); KEY must be a valid variable name. */
export declare function parseEnvPairs(name: string, pairs: readonly string[]): Record<string, string>;
/** `Name: value` HTTP headers. */
export declare function parseHeaderPairs(name: string, lines: readonly string[]): Record<string, string>;
