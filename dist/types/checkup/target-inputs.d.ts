import { type OptionKey } from "../errors.js";
import type { ServerJsonDeclared } from "../mcp/server-json.js";
import { type ServerEnvironment, type ServerTarget } from "../mcp/target.js";
import { type FaceName } from "./option-names.js";
export { describeTarget, redactorFor, type ServerEnvironment } from "../mcp/target.js";
/**
 * Where a face's raw values are read: its name (errors say each option as this face does, `option-names.ts`),
 * the folder relative paths resolve against, and the environment config variables and server.json read.
 */
export interface FaceContext {
    face: FaceName;
    /** Relative paths (files, `--cwd`) resolve against this folder (the CLI's working directory, the workspace). */
    cwd: string;
    /** The environment `${env:NAME}` in a config file and server.json's variables read. */
    env: NodeJS.ProcessEnv;
    /** The environment a started server inherits (the Action's, without its own variables); default this process's. */
    baseEnv?: ServerEnvironment;
    /** Said after "no server given" (the Action: its publish-only inputs). */
    noServerHint?: string;
}
/** The server command as a face got it: one line split like a shell, or an argv used exactly as given. */
export type CommandInput = {
    line: string;
} | {
    argv: readonly string[];
};
/**
 * The raw target values of a face (DESIGN.md "Targets"), by the engine's names: `--config`/`mcp-config`,
 * `--server`/`mcp-server`, `--url`/`mcp-url`, `--server-json`/`mcp-server-json`, `--header`/`mcp-headers`,
 * `--env`/`mcp-env`, `--cwd`/`working-directory`. Paths as the user wrote them.
 */
export interface TargetInputs {
    command?: CommandInput;
    config?: string;
    server?: string;
    url?: string;
    serverJson?: string;
    /** `Name: value` lines. */
    headers?: readonly string[];
    /** `KEY=VALUE` pairs. */
    env?: readonly string[];
    cwd?: string;
}
/** The server to grade, and what its server.json declares when it came from one. */
export interface ResolvedTarget {
    target: ServerTarget;
    serverJson?: ServerJsonDeclared;
}
/** `path` against the face's folder. */
export declare function resolvedPath(context: FaceContext, path: string): string;
/**
 * The text of a file input, read once. Throws `UsageError` `NAME: cannot read 'PATH' (why); expected a readable
 * file` (the path as the user wrote it; `no such file` for a missing one, the error code otherwise).
 */
export declare function readInputFile(context: FaceContext, key: string, path: string): string;
/**
 * Runs `parse` for the option `key`: an `OptionError` it throws is worded in the face's names, and in the Action
 * every message starts with the input's name (`mcp-config: Config file …`), as all its input errors do.
 */
export declare function named<T>(context: FaceContext, key: OptionKey, parse: () => T): T;
/**
 * The one target resolver of both faces: exactly one of a command, a config file (with `server` naming one of its
 * servers), a URL, or a server.json — except a command with a URL, which starts an HTTP server and grades it at
 * the URL. `env` applies to servers we start (over a config entry's own env; `${env:NAME}` in the file sees it),
 * `headers` to URLs and server.json remotes, `cwd` (an existing folder) to started servers. Throws `UsageError`
 * worded in the face's names; reads the config file and server.json (loading their JSONC parser only then: what a
 * face loads before it spawns the server is on the run's critical path, issue 14).
 */
export declare function resolveTarget(inputs: TargetInputs, context: FaceContext): Promise<ResolvedTarget>;
