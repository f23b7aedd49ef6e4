/**
 * Findings about a server.json against the server it launched (issue 17 §3; reference/registry-server-json.md
 * §4.3, from real failures: a listed npx package that 404s, a version that differs from the published one, a
 * description the registry refuses, required variables a server does not need to start).
 */
import { ServerStartError } from "../errors.js";
import { finding, type Finding } from "../findings/finding.js";
import { connect } from "../mcp/connect.js";
import type { ServerJsonDeclared } from "../mcp/server-json.js";
import { SERVER_JSON_DESCRIPTION_MAX, SERVER_JSON_SCHEMA_VERSION } from "../mcp/server-json-limits.js";
import type { ConnectOptions, ServerTarget } from "../mcp/target.js";

const quoted = (text: string, max = 80) => `"${text.length > max ? `${text.slice(0, max - 1)}…` : text}"`;

/**
 * What the file alone shows: `server-json-invalid` (`problems`, from `serverJsonProblems`) and
 * `server-json-description-long` (over {@link SERVER_JSON_DESCRIPTION_MAX} characters). Pure.
 */
export function serverJsonFileFindings(declared: ServerJsonDeclared, problems: readonly string[]): Finding[] {
  const findings: Finding[] = [];
  if (problems.length > 0) {
    findings.push(
      finding("server-json-invalid", {
        message: `${declared.path} does not validate against the MCP Registry's server.json schema ${SERVER_JSON_SCHEMA_VERSION}: ${problems.slice(0, 3).join("; ")}${problems.length > 3 ? `; and ${problems.length - 3} more` : ""}.`,
        fix: `Correct ${declared.path} until it validates against https://static.modelcontextprotocol.io/schemas/${SERVER_JSON_SCHEMA_VERSION}/server.schema.json (mcp-publisher validate checks the same); the registry refuses files that do not.`,
        evidence: { excerpt: problems.join("\n") },
      }),
    );
  }
  const description = declared.description;
  if (description !== undefined && [...description].length > SERVER_JSON_DESCRIPTION_MAX) {
    findings.push(
      finding("server-json-description-long", {
        message: `server.json's description is ${[...description].length} characters long; the registry accepts at most ${SERVER_JSON_DESCRIPTION_MAX}: ${quoted(description)}.`,
        fix: `Shorten the description in ${declared.path} to ${SERVER_JSON_DESCRIPTION_MAX} characters or fewer: what the server does, not how.`,
      }),
    );
  }
  return findings;
}

/** `server-json-version-mismatch` when server.json's `version` differs from what the server reports in `serverInfo.version`. Pure. */
export function serverJsonVersionFindings(declared: ServerJsonDeclared, reported: string): Finding[] {
  if (declared.version === undefined || declared.version === reported) return [];
  const pkg = declared.entry.kind === "npm" && declared.entry.version !== "" && declared.entry.version !== declared.version ? ` (its npm package is ${declared.entry.version})` : "";
  return [
    finding("server-json-version-mismatch", {
      message: `server.json says version ${quoted(declared.version, 40)}${pkg}, but the server reports ${reported === "" ? "no version" : quoted(reported, 40)} in serverInfo.version.`,
      fix: "Publish server.json from the same release as the server and take both versions from one place (e.g. package.json), so the registry lists the version clients really run.",
    }),
  ];
}

/**
 * `server-json-package-missing` when the start failed because npm could not find the package or its version
 * (npm's `E404` / `ETARGET` in what npx wrote); none otherwise. The start failure itself stays `server-start-failed`.
 */
export function serverJsonStartFindings(declared: ServerJsonDeclared, error: ServerStartError): Finding[] {
  if (declared.entry.kind !== "npm") return [];
  const text = `${error.message}\n${error.stderrTail}`;
  const notFound = /\bE404\b|404 Not Found|is not in this registry/i.test(text);
  const noVersion = /\bETARGET\b|No matching version found/i.test(text);
  if (!notFound && !noVersion) return [];
  const { identifier, version } = declared.entry;
  return [
    finding("server-json-package-missing", {
      message: notFound
        ? `npm has no package ${quoted(identifier, 100)}: npx -y ${identifier}@${version} fails with 404, so no client can install the server from this server.json.`
        : `npm has ${quoted(identifier, 100)} but no version ${quoted(version, 40)}: npx -y ${identifier}@${version} finds no matching version.`,
      fix: notFound
        ? `Publish ${identifier} to npm before the server.json that names it, or correct the identifier in ${declared.path}.`
        : `Publish version ${version} of ${identifier}, or set packages[].version in ${declared.path} to a published one.`,
      ...(error.stderrTail.trim() ? { evidence: { excerpt: error.stderrTail.trim().split("\n").slice(-5).join("\n") } } : {}),
    }),
  ];
}

/** `target` with `names` removed from the server's environment (an undefined value is not passed to the process). */
function withoutEnv(target: ServerTarget, names: readonly string[]): ServerTarget {
  const strip = (env: Record<string, string> | undefined): Record<string, string> => {
    const out: Record<string, string | undefined> = { ...(env ?? {}) };
    for (const name of names) out[name] = undefined;
    return out as Record<string, string>;
  };
  if (target.kind === "stdio") return { ...target, env: strip(target.env) };
  return target.launch ? { ...target, launch: { ...target.launch, env: strip(target.launch.env) } } : target;
}

/**
 * `server-json-required-env-unused`: starts the server once more without the variables server.json declares
 * `isRequired` (removed even when this process has them) and reports them when it still completes the handshake
 * and lists its tools. Only for an npm entry with required variables; every process it starts is stopped before
 * it returns. Never throws for what the server does.
 */
export async function requiredEnvFindings(declared: ServerJsonDeclared, target: ServerTarget, options: ConnectOptions): Promise<Finding[]> {
  if (declared.entry.kind !== "npm" || declared.requiredEnv.length === 0) return [];
  let connection;
  try {
    connection = await connect(withoutEnv(target, declared.requiredEnv), options);
  } catch (error) {
    if (error instanceof ServerStartError) return [];
    throw error;
  }
  try {
    const listing = await connection.listTools();
    if (listing.failure !== undefined) return [];
    const names = declared.requiredEnv.join(", ");
    return [
      finding("server-json-required-env-unused", {
        message: `The server starts and lists its ${listing.tools.length} tool(s) without ${names}, which server.json declares required; clients ask users for ${declared.requiredEnv.length === 1 ? "it" : "them"} before they can install the server.`,
        fix: `If the server cannot work without ${names}, check ${declared.requiredEnv.length === 1 ? "it" : "them"} at start and exit with a clear message; if it can (a tool needs ${declared.requiredEnv.length === 1 ? "it" : "them"} only when called, or there is a default), set isRequired: false in ${declared.path}.`,
      }),
    ];
  } finally {
    await connection.close();
  }
}
