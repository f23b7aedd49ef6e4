/**
 * Findings about a server.json against the server it launched (issue 17 §3; reference/registry-server-json.md
 * §4.3, from real failures: a listed npx package that 404s, a version that differs from the published one, a
 * description the registry refuses, required variables a server does not need to start).
 */
import { ServerStartError } from "../errors.js";
import { type Finding } from "../findings/finding.js";
import type { ServerJsonDeclared } from "../mcp/server-json.js";
import type { ConnectOptions, ServerTarget } from "../mcp/target.js";
/**
 * What the file alone shows: `server-json-invalid` (`problems`, from `serverJsonProblems`) and
 * `server-json-description-long` (over {@link SERVER_JSON_DESCRIPTION_MAX} characters). Pure.
 */
export declare function serverJsonFileFindings(declared: ServerJsonDeclared, problems: readonly string[]): Finding[];
/** `server-json-version-mismatch` when server.json's `version` differs from what the server reports in `serverInfo.version`. Pure. */
export declare function serverJsonVersionFindings(declared: ServerJsonDeclared, reported: string): Finding[];
/**
 * `server-json-package-missing` when the start failed because npm could not find the package or its version
 * (npm's `E404` / `ETARGET` in what npx wrote); none otherwise. The start failure itself stays `server-start-failed`.
 */
export declare function serverJsonStartFindings(declared: ServerJsonDeclared, error: ServerStartError): Finding[];
/**
 * `server-json-required-env-unused`: starts the server once more without the variables server.json declares
 * `isRequired` (removed even when this process has them) and reports them when it still completes the handshake
 * and lists its tools. Only for an npm entry with required variables; every process it starts is stopped before
 * it returns. Never throws for what the server does.
 */
export declare function requiredEnvFindings(declared: ServerJsonDeclared, target: ServerTarget, options: ConnectOptions): Promise<Finding[]>;
