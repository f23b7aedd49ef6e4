import { type ServerTarget } from "./target.js";
export { SERVER_JSON_DESCRIPTION_MAX, SERVER_JSON_SCHEMA_VERSION } from "./server-json-limits.js";
/** Which entry of server.json was launched. */
export type ServerJsonEntry = {
    kind: "npm";
    identifier: string;
    version: string;
    transport: "stdio" | "streamable-http" | "sse";
} | {
    kind: "remote";
    url: string;
    transport: "streamable-http" | "sse";
};
/** What server.json declares that the checkup compares with the live server. */
export interface ServerJsonDeclared {
    /** The file, as the user gave it. */
    path: string;
    name?: string;
    version?: string;
    description?: string;
    entry: ServerJsonEntry;
    /** Environment variables the launched package declares `isRequired` (names only). */
    requiredEnv: string[];
    /** The parsed file, for validation against the registry's schema (`serverJsonProblems`, loaded with the checks). */
    document: Record<string, unknown>;
}
/** A server.json resolved into a target. */
export interface ServerJsonLaunch {
    target: ServerTarget;
    declared: ServerJsonDeclared;
}
/** What the user gave that server.json's inputs may need, and how the face spells its inputs. */
export interface ServerJsonInputs {
    /** `--env` / `mcp-env` values: they win over server.json's values and fill its required variables. */
    env: Record<string, string>;
    /** `--header` / `mcp-headers` values for a remote's headers. */
    headers: Record<string, string>;
    /** This process's environment: a required variable set there reaches the server too. */
    processEnv: NodeJS.ProcessEnv;
    /** How errors name the file input (`--server-json`, `mcp-server-json`). */
    inputName: string;
    /** How errors name the env and header inputs (`--env`, `mcp-env`; `--header`, `mcp-headers`). */
    envInput: string;
    headerInput: string;
    /** How the face says "test this command instead", e.g. `mcp-checkup test -- uvx weather==1.0`. */
    commandHint(argv: readonly string[]): string;
}
/**
 * Reads the server.json at `path` and resolves the target a client would start. Schema validation comes later,
 * with the checks (`serverJsonProblems`): its problems are findings, and a server whose entry still launches is
 * still tested.
 * Throws `UsageError` with one line naming `inputs.inputName` when the file cannot be read or parsed, has neither an
 * npm package nor a remote (other registry types: "not supported yet" with the command to give instead), or needs
 * a value the user did not give (a required variable, header or argument); secret values are never printed.
 */
export declare function readServerJson(path: string, inputs: ServerJsonInputs): ServerJsonLaunch;
