import type { ServerTarget } from "./target.js";
/** Where the variables of a config file come from (see {@link expandVariables}). */
export interface ConfigVariableSources {
    /** The environment `${env:NAME}` reads. Default: this process's, with `overrides` over it. */
    env?: Readonly<Record<string, string | undefined>>;
    /** `--env` / `mcp-env` values: `${env:NAME}` sees them, and an `env` entry they replace is not expanded at all. */
    overrides?: Readonly<Record<string, string>>;
    /** `${userHome}`. Default: `os.homedir()`. */
    home?: string;
}
/**
 * The target named `serverName` in the config file at `path` (or its only server when no name is given), its
 * variables filled (`expandVariables`). A relative `cwd` is resolved against the file's folder. Throws
 * `UsageError` with a one-line message naming the file when it is missing or unreadable, is not valid JSON (with
 * the position when known), has no servers section, does not have the named server (the known names are listed),
 * has several servers and no name was given, has an entry without `command` or `url` or with fields of the wrong
 * type, or uses a variable that cannot be filled.
 */
export declare function readServerConfig(path: string, serverName?: string, sources?: ConfigVariableSources): ServerTarget;
/** The variables {@link expandVariables} fills, as its error message lists them. */
export declare const CONFIG_VARIABLES = "${workspaceFolder}, ${workspaceFolderBasename}, ${userHome}, ${env:NAME}, ${pathSeparator} and ${/}";
/**
 * The folder `${workspaceFolder}` names for a config file: the parent of the file's folder when that folder is
 * `.vscode` or `.cursor` (a workspace's `.vscode/mcp.json`, `.cursor/mcp.json`), else the file's own folder (a
 * Claude Desktop or user-level file: the nearest thing to a workspace it has). Absolute. Pure.
 */
export declare function workspaceFolderOf(configPath: string): string;
