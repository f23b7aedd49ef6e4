/**
 * The MCP Registry's `server.json` as a server target (issue 17 §3; reference/registry-server-json.md §4): the file's
 * first npm package is
 * launched the way a client installs it — `npx -y <identifier>@<version>` as an argv, never through a shell
 * (the schema's own warning on `Argument`) — with its runtime and package arguments and environment variables;
 * a file without an npm package is reached at its first remote over Streamable HTTP (or SSE). Other registry
 * types get a one-line "not supported yet" with the command the user can give instead.
 */
import { readFileSync } from "node:fs";
import { parse as parseJsonc, type ParseError } from "jsonc-parser";
import { UsageError } from "../errors.js";
import { isJsonObject } from "./json-object.js";
import { SERVER_JSON_SCHEMA_VERSION } from "./server-json-limits.js";
import { isHttpUrl, type ServerTarget } from "./target.js";

export { SERVER_JSON_DESCRIPTION_MAX, SERVER_JSON_SCHEMA_VERSION } from "./server-json-limits.js";

/** Which entry of server.json was launched. */
export type ServerJsonEntry =
  | { kind: "npm"; identifier: string; version: string; transport: "stdio" | "streamable-http" | "sse" }
  | { kind: "remote"; url: string; transport: "streamable-http" | "sse" };

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

function readText(path: string, inputName: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a folder, not a file" : (code ?? (error as Error).message);
    throw new UsageError(`${inputName}: cannot read '${path}' (${why}); expected a server.json file`);
  }
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** `{name}` in `text` replaced from `values`; names not there are left as written (the schema says so). */
function substitute(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(/\{([A-Za-z0-9_.-]+)\}/g, (whole, name: string) => values.get(name) ?? whole);
}

/** The value of an `Input`: its `value` (variables substituted from its `variables` map), else its `default`. */
function inputValue(input: Record<string, unknown>): string | undefined {
  const own = str(input.value) ?? str(input.default);
  if (own === undefined) return undefined;
  const vars = new Map<string, string>();
  if (isJsonObject(input.variables)) {
    for (const [name, v] of Object.entries(input.variables)) {
      if (isJsonObject(v)) {
        const value = str(v.value) ?? str(v.default);
        if (value !== undefined) vars.set(name, value);
      }
    }
  }
  return substitute(own, vars);
}

/**
 * The argv words of server.json `Argument`s: a positional argument gives its value, a named one its `name` then its
 * value (two words, which both `--flag value` parsers and short flags such as `-e` read). An argument without a
 * value or default is left out unless `isRequired`, which needs the user: `UsageError` naming it.
 * `found` collects each resolved value by `valueHint` and `name`, for `{var}` in a transport URL.
 */
function argumentWords(args: unknown, where: string, inputs: ServerJsonInputs, found: Map<string, string>, launch: readonly string[]): string[] {
  const words: string[] = [];
  for (const raw of list(args)) {
    if (!isJsonObject(raw)) continue;
    const value = inputValue(raw);
    const label = str(raw.name) ?? str(raw.valueHint) ?? "an argument";
    if (value === undefined) {
      if (raw.isRequired === true && !(raw.type === "named" && raw.format === "boolean")) {
        throw new UsageError(
          `${inputs.inputName}: ${where} needs a value for ${label}${str(raw.description) ? ` (${str(raw.description)})` : ""}, which has no default; test it with: ${inputs.commandHint([...launch, "…"])}`,
        );
      }
      if (raw.type === "named" && raw.isRequired === true && typeof raw.name === "string") words.push(raw.name);
      continue;
    }
    if (raw.type === "named" && typeof raw.name === "string") words.push(raw.name);
    words.push(value);
    if (typeof raw.valueHint === "string") found.set(raw.valueHint, value);
    if (typeof raw.name === "string") found.set(raw.name.replace(/^-+/, ""), value);
  }
  return words;
}

/** The environment a package declares, resolved: the user's values win, then server.json's `value`, then its `default`. */
function packageEnv(pkg: Record<string, unknown>, inputs: ServerJsonInputs): { env: Record<string, string>; required: string[] } {
  const env: Record<string, string> = {};
  const required: string[] = [];
  for (const raw of list(pkg.environmentVariables)) {
    if (!isJsonObject(raw) || typeof raw.name !== "string") continue;
    const name = raw.name;
    if (raw.isRequired === true) required.push(name);
    const value = inputs.env[name] ?? inputValue(raw);
    if (value !== undefined) env[name] = value;
    else if (raw.isRequired === true && inputs.processEnv[name] === undefined) {
      const secret = raw.isSecret === true ? " (a secret)" : "";
      throw new UsageError(`${inputs.inputName}: server.json requires the environment variable ${name}${secret}; give it with ${inputs.envInput} ${name}=…`);
    }
  }
  for (const [name, value] of Object.entries(inputs.env)) env[name] = value;
  return { env, required };
}

/** What to run instead for a registry type we do not launch, as an argv. */
function alternative(pkg: Record<string, unknown>): { type: string; argv: string[] | undefined } {
  const type = str(pkg.registryType) ?? "(no registryType)";
  const id = str(pkg.identifier) ?? "<identifier>";
  const version = str(pkg.version);
  switch (type) {
    case "pypi":
      return { type, argv: ["uvx", version ? `${id}==${version}` : id] };
    case "nuget":
      return { type, argv: ["dnx", version ? `${id}@${version}` : id, "--yes"] };
    case "oci":
      return { type, argv: ["docker", "run", "-i", "--rm", version && !id.includes(":") && !id.includes("@") ? `${id}:${version}` : id] };
    default:
      return { type, argv: undefined };
  }
}

/**
 * Reads the server.json at `path` and resolves the target a client would start. Schema validation comes later,
 * with the checks (`serverJsonProblems`): its problems are findings, and a server whose entry still launches is
 * still tested.
 * Throws `UsageError` with one line naming `inputs.inputName` when the file cannot be read or parsed, has neither an
 * npm package nor a remote (other registry types: "not supported yet" with the command to give instead), or needs
 * a value the user did not give (a required variable, header or argument); secret values are never printed.
 */
export function readServerJson(path: string, inputs: ServerJsonInputs): ServerJsonLaunch {
  const text = readText(path, inputs.inputName);
  const errors: ParseError[] = [];
  const doc: unknown = parseJsonc(text.replace(/^\uFEFF/, ""), errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0 || !isJsonObject(doc)) {
    throw new UsageError(`${inputs.inputName}: '${path}' is not a JSON object; expected a server.json (https://static.modelcontextprotocol.io/schemas/${SERVER_JSON_SCHEMA_VERSION}/server.schema.json)`);
  }
  const base = {
    path,
    ...(str(doc.name) !== undefined ? { name: str(doc.name)! } : {}),
    ...(str(doc.version) !== undefined ? { version: str(doc.version)! } : {}),
    ...(str(doc.description) !== undefined ? { description: str(doc.description)! } : {}),
    document: doc,
  };
  const name = str(doc.name);
  const packages = list(doc.packages).filter(isJsonObject);
  const npm = packages.find((p) => p.registryType === "npm");
  if (npm) return launchNpm(npm, base, name, inputs);
  const remote = list(doc.remotes).find(isJsonObject);
  if (remote) return reachRemote(remote, base, name, inputs);
  if (packages.length === 0) {
    throw new UsageError(`${inputs.inputName}: '${path}' has neither packages nor remotes, so there is nothing to launch or reach`);
  }
  const alt = alternative(packages[0]!);
  const instead = alt.argv ? `; test it with: ${inputs.commandHint(alt.argv)} (with ${inputs.envInput} for its variables)` : "; give the command that starts it instead";
  throw new UsageError(`${inputs.inputName}: launching ${alt.type} packages is not supported yet (only npm packages and remotes)${instead}`);
}

type Base = Omit<ServerJsonDeclared, "entry" | "requiredEnv">;

function launchNpm(pkg: Record<string, unknown>, base: Base, name: string | undefined, inputs: ServerJsonInputs): ServerJsonLaunch {
  const identifier = str(pkg.identifier);
  const version = str(pkg.version);
  if (!identifier) throw new UsageError(`${inputs.inputName}: the npm package in server.json has no identifier`);
  const spec = version ? `${identifier}@${version}` : identifier;
  const found = new Map<string, string>();
  const runtime = argumentWords(pkg.runtimeArguments, "the package's runtimeArguments", inputs, found, ["npx", "-y", spec]);
  const launch = ["-y", ...runtime, spec];
  const packageArgs = argumentWords(pkg.packageArguments, "the package's packageArguments", inputs, found, ["npx", ...launch]);
  const { env, required } = packageEnv(pkg, inputs);
  const registry = str(pkg.registryBaseUrl);
  if (registry && !/^https:\/\/registry\.npmjs\.org\/?$/.test(registry) && env.npm_config_registry === undefined && inputs.processEnv.npm_config_registry === undefined) {
    env.npm_config_registry = registry;
  }
  for (const [k, v] of Object.entries(env)) if (!found.has(k)) found.set(k, v);
  const transport = isJsonObject(pkg.transport) ? pkg.transport : {};
  const kind = transport.type === "streamable-http" || transport.type === "sse" ? transport.type : "stdio";
  const command = { command: "npx", args: [...launch, ...packageArgs], ...(Object.keys(env).length > 0 ? { env } : {}) };
  const declared: ServerJsonDeclared = { ...base, entry: { kind: "npm", identifier, version: version ?? "", transport: kind }, requiredEnv: required };
  if (kind === "stdio") return { target: { kind: "stdio", ...command, ...(name ? { name } : {}) }, declared };
  const url = substitute(str(transport.url) ?? "", found);
  if (!isHttpUrl(url) || /[{}]/.test(url)) {
    throw new UsageError(`${inputs.inputName}: the npm package's ${kind} transport URL '${str(transport.url) ?? ""}' does not resolve to an http(s) URL from its arguments and variables`);
  }
  return { target: { kind: "http", url, launch: command, ...(name ? { name } : {}) }, declared };
}

function reachRemote(remote: Record<string, unknown>, base: Base, name: string | undefined, inputs: ServerJsonInputs): ServerJsonLaunch {
  const transport = remote.type === "sse" ? "sse" : "streamable-http";
  const vars = new Map<string, string>();
  if (isJsonObject(remote.variables)) {
    for (const [key, v] of Object.entries(remote.variables)) {
      const value = isJsonObject(v) ? inputValue(v) : undefined;
      if (value !== undefined) vars.set(key, value);
      else if (isJsonObject(v) && v.isRequired === true) {
        throw new UsageError(`${inputs.inputName}: the remote's URL needs the variable ${key}, which has no value or default in server.json`);
      }
    }
  }
  const url = substitute(str(remote.url) ?? "", vars);
  if (!isHttpUrl(url) || /[{}]/.test(url)) throw new UsageError(`${inputs.inputName}: the remote URL '${str(remote.url) ?? ""}' is not an http(s) URL once its variables are filled`);
  const headers: Record<string, string> = {};
  for (const raw of list(remote.headers)) {
    if (!isJsonObject(raw) || typeof raw.name !== "string") continue;
    const given = Object.entries(inputs.headers).find(([k]) => k.toLowerCase() === String(raw.name).toLowerCase())?.[1];
    const value = given ?? inputValue(raw);
    if (value !== undefined) headers[raw.name] = value;
    else if (raw.isRequired === true) {
      throw new UsageError(`${inputs.inputName}: the remote requires the header ${raw.name}${raw.isSecret === true ? " (a secret)" : ""}; give it with ${inputs.headerInput} "${raw.name}: …"`);
    }
  }
  for (const [k, v] of Object.entries(inputs.headers)) if (!Object.keys(headers).some((h) => h.toLowerCase() === k.toLowerCase())) headers[k] = v;
  return {
    target: { kind: "http", url, ...(Object.keys(headers).length > 0 ? { headers } : {}), ...(name ? { name } : {}) },
    declared: { ...base, entry: { kind: "remote", url, transport }, requiredEnv: [] },
  };
}
