/**
 * Client compatibility profiles (issue 17 §2): the JSON Schema keywords and shapes that a client's model API
 * rejects in a tool's `inputSchema`, kept as data with each entry's public source. They are valid JSON Schema;
 * the client fails on them anyway, and one rejected tool fails the whole request, not only that tool
 * (TanStack/ai#976; decolua/9router#3018). Profiles run only for the clients the user names (`--clients`,
 * `mcp-clients`): a server is not graded against a client its users do not use. Sources: the public bug threads
 * gathered in reference/beyond-notes.md §6 "Client-compatibility profiles", and the vendors' own documentation.
 */
import { UsageError } from "../errors.js";
import { finding, textHash, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { ClientRejection, ClientToolResult } from "../scorecard/types.js";
import { isJsonObject, walkSchema, type JsonObject } from "./schema-walk.js";
import { toolOwner } from "./text-sources.js";

/** A keyword a client rejects wherever it appears as a keyword of a (sub)schema, with the public source saying so. */
export interface RejectedKeyword {
  keyword: string;
  source: string;
}

/** A shape a client rejects: `find` returns where a schema object has it (pointer suffix and wording), if it does. */
export interface RejectedShape {
  /** What the shape is, as reports name it, e.g. `array without items`. */
  name: string;
  source: string;
  find(schema: JsonObject, isRoot: boolean): Array<{ at: string; keyword: string }>;
}

/** One client profile: what its model API refuses in tool parameter schemas. */
export interface ClientProfile {
  /** The id given to `--clients`. */
  id: string;
  /** How reports name the client. */
  name: string;
  /** Which request path of the client the profile describes. */
  scope: string;
  keywords: readonly RejectedKeyword[];
  shapes: readonly RejectedShape[];
}

const LIBRECHAT_13850 = "https://github.com/danny-avila/LibreChat/pull/13850";
const OPENAI_STRUCTURED_OUTPUTS = "https://developers.openai.com/api/docs/guides/structured-outputs#supported-schemas";

/** The formats OpenAI's strict mode accepts for strings (its Structured Outputs guide, "Supported schemas"). */
export const OPENAI_STRICT_FORMATS: ReadonlySet<string> = new Set(["date-time", "time", "date", "duration", "email", "hostname", "ipv4", "ipv6", "uuid"]);

const typeIncludes = (schema: JsonObject, type: string): boolean =>
  schema.type === type || (Array.isArray(schema.type) && schema.type.includes(type));
const isObjectSchema = (schema: JsonObject): boolean => typeIncludes(schema, "object") || isJsonObject(schema.properties);

const OPENAI_SHAPES: readonly RejectedShape[] = [
  {
    name: "array without items",
    source: "https://github.com/AnswerDotAI/fastcore/issues/798",
    find: (s) => (typeIncludes(s, "array") && s.items === undefined ? [{ at: "", keyword: "array without items" }] : []),
  },
  {
    name: "items as a list (a draft-07 tuple)",
    source: "https://github.com/vercel/ai/issues/2271",
    find: (s) => (Array.isArray(s.items) ? [{ at: "/items", keyword: "items as a list (a draft-07 tuple)" }] : []),
  },
  {
    name: "pattern with a Unicode property escape (\\p{…})",
    source: "https://github.com/Alishahryar1/free-claude-code/issues/1730",
    find: (s) => (typeof s.pattern === "string" && /\\[pP]\{/.test(s.pattern) ? [{ at: "/pattern", keyword: "pattern with a Unicode property escape (\\p{…})" }] : []),
  },
];

const OPENAI_STRICT_KEYWORDS: readonly RejectedKeyword[] = [
  ...["patternProperties", "unevaluatedProperties", "propertyNames", "minProperties", "maxProperties"].map((keyword) => ({ keyword, source: OPENAI_STRUCTURED_OUTPUTS })),
  ...["unevaluatedItems", "contains", "minContains", "maxContains", "uniqueItems"].map((keyword) => ({ keyword, source: OPENAI_STRUCTURED_OUTPUTS })),
  ...["allOf", "not", "if", "then", "else", "dependentRequired", "dependentSchemas"].map((keyword) => ({ keyword, source: OPENAI_STRUCTURED_OUTPUTS })),
  {
    keyword: "oneOf",
    source: "https://community.openai.com/t/official-documentation-for-supported-schemas-for-response-format-parameter-in-calls-to-client-beta-chats-completions-parse/932422",
  },
];

const OPENAI_STRICT_SHAPES: readonly RejectedShape[] = [
  ...OPENAI_SHAPES,
  {
    name: "a property missing from required",
    source: "https://github.com/msrbuilds/elementor-mcp/issues/42",
    find: (s) => {
      if (!isJsonObject(s.properties)) return [];
      const required = Array.isArray(s.required) ? s.required : [];
      const missing = Object.keys(s.properties).filter((name) => !required.includes(name));
      return missing.length === 0 ? [] : [{ at: "/required", keyword: `not in required: ${missing.map((m) => `"${m}"`).join(", ")}` }];
    },
  },
  {
    name: "an object without additionalProperties: false",
    source: OPENAI_STRUCTURED_OUTPUTS,
    find: (s) => (isObjectSchema(s) && s.additionalProperties !== false ? [{ at: "", keyword: "object without additionalProperties: false" }] : []),
  },
  {
    name: "a format other than date-time, time, date, duration, email, hostname, ipv4, ipv6, uuid",
    source: "https://github.com/can1357/oh-my-pi/issues/206",
    find: (s) => (typeof s.format === "string" && !OPENAI_STRICT_FORMATS.has(s.format) ? [{ at: "/format", keyword: `format: ${s.format}` }] : []),
  },
  {
    name: "a root that is not a plain object schema",
    source: OPENAI_STRUCTURED_OUTPUTS,
    find: (s, isRoot) => (isRoot && (s.type !== "object" || s.anyOf !== undefined) ? [{ at: "", keyword: "root is not type: object without anyOf" }] : []),
  },
];

const GEMINI_KEYWORDS: readonly RejectedKeyword[] = [
  { keyword: "$schema", source: "https://github.com/tashfeenahmed/freellmapi/pull/65" },
  { keyword: "additionalProperties", source: "https://github.com/zed-industries/zed/pull/52670" },
  { keyword: "propertyNames", source: "https://github.com/zed-industries/zed/pull/52670" },
  { keyword: "exclusiveMinimum", source: "https://github.com/danny-avila/LibreChat/issues/13845" },
  { keyword: "exclusiveMaximum", source: "https://github.com/zendev-sh/goai/pull/108" },
  { keyword: "const", source: "https://github.com/zendev-sh/goai/pull/108" },
  ...[
    "examples", "readOnly", "writeOnly", "deprecated", "$comment", "multipleOf", "uniqueItems", "prefixItems", "additionalItems",
    "patternProperties", "dependencies", "dependentRequired", "dependentSchemas", "contentEncoding", "contentMediaType",
    "contentSchema", "id",
  ].map((keyword) => ({ keyword, source: LIBRECHAT_13850 })),
  ...["unevaluatedProperties", "unevaluatedItems", "contains"].map((keyword) => ({ keyword, source: "https://github.com/decolua/9router/pull/3018" })),
];

const GEMINI_SHAPES: readonly RejectedShape[] = [
  {
    name: "type as a list (a union type)",
    source: "https://github.com/OpenDigitalProductFactory/opendigitalproductfactory/pull/4792",
    find: (s) => (Array.isArray(s.type) ? [{ at: "/type", keyword: "type as a list (a union type)" }] : []),
  },
  {
    name: "enum with values that are not strings",
    source: "https://github.com/microsoft/azure-devops-mcp/issues/139",
    find: (s) => (Array.isArray(s.enum) && s.enum.some((v) => typeof v !== "string") ? [{ at: "/enum", keyword: "enum with values that are not strings" }] : []),
  },
];

/** Every profile, by id. Add a client here, with a public source for each entry; README lists them. */
export const CLIENT_PROFILES: readonly ClientProfile[] = [
  {
    id: "openai",
    name: "OpenAI function calling",
    scope: "tools sent to the OpenAI API without strict mode",
    keywords: [],
    shapes: OPENAI_SHAPES,
  },
  {
    id: "openai-strict",
    name: "OpenAI strict mode",
    scope: "tools sent with strict: true (Structured Outputs), as Codex and Copilot's strict models do",
    keywords: OPENAI_STRICT_KEYWORDS,
    shapes: OPENAI_STRICT_SHAPES,
  },
  {
    id: "gemini",
    name: "Gemini",
    scope: "tool schemas sent unchanged as FunctionDeclaration.parameters (the OpenAPI subset) to the Gemini API or Vertex AI; clients that rewrite schemas or send parametersJsonSchema accept more",
    keywords: GEMINI_KEYWORDS,
    shapes: GEMINI_SHAPES,
  },
];

/** The profile ids `--clients` accepts, in catalogue order. */
export const CLIENT_IDS: readonly string[] = CLIENT_PROFILES.map((p) => p.id);

/**
 * The profiles named in `ids` (as parsed from a comma- or newline-separated list), in the order given, each once.
 * Throws `UsageError` naming `inputName` (`--clients`, `mcp-clients`) for an unknown id, listing the known ones.
 */
export function clientProfiles(inputName: string, ids: readonly string[]): ClientProfile[] {
  const out: ClientProfile[] = [];
  for (const id of ids) {
    const profile = CLIENT_PROFILES.find((p) => p.id === id.trim().toLowerCase());
    if (!profile) throw new UsageError(`${inputName}: '${id}' is not a known client profile; expected one of ${CLIENT_IDS.join(", ")}`);
    if (!out.includes(profile)) out.push(profile);
  }
  return out;
}

/** What `profile` rejects in one `inputSchema`, in walk order (each keyword at its JSON Pointer). */
export function rejectionsIn(profile: ClientProfile, inputSchema: unknown): ClientRejection[] {
  const found: ClientRejection[] = [];
  const keywords = new Map(profile.keywords.map((k) => [k.keyword, k.source]));
  walkSchema(inputSchema, (visit) => {
    if (typeof visit.schema === "boolean") return;
    const schema = visit.schema;
    for (const key of Object.keys(schema)) {
      const source = keywords.get(key);
      if (source !== undefined) found.push({ pointer: `${visit.pointer}/${key.replace(/~/g, "~0").replace(/\//g, "~1")}`, keyword: key, source });
    }
    for (const shape of profile.shapes) {
      for (const hit of shape.find(schema, visit.role === "root")) found.push({ pointer: `${visit.pointer}${hit.at}`, keyword: hit.keyword, source: shape.source });
    }
  });
  return found;
}

/** At most this many rejections are spelled out in one finding's message (all of them are in its evidence and the report section). */
const MESSAGE_REJECTIONS = 5;

/**
 * Runs each profile over every tool's `inputSchema`: one {@link ClientToolResult} and one `client-schema-rejected`
 * finding per tool and client with at least one rejection, naming the JSON Pointers (RFC 6901, into the tool's
 * inputSchema). A tool without an object inputSchema is left to the schema lint rules. Pure; never throws.
 */
export function checkClientProfiles(tools: readonly Tool[], profiles: readonly ClientProfile[]): { results: ClientToolResult[]; findings: Finding[] } {
  const results: ClientToolResult[] = [];
  const findings: Finding[] = [];
  for (const profile of profiles) {
    tools.forEach((tool, index) => {
      if (!isJsonObject(tool.inputSchema)) return;
      const rejections = rejectionsIn(profile, tool.inputSchema);
      if (rejections.length === 0) return;
      const owner = toolOwner(tool, index);
      results.push({ client: profile.id, tool: owner, rejections });
      const shown = rejections.slice(0, MESSAGE_REJECTIONS).map((r) => `${r.keyword} at ${r.pointer || "the root"}`);
      const more = rejections.length > MESSAGE_REJECTIONS ? `, and ${rejections.length - MESSAGE_REJECTIONS} more` : "";
      findings.push(
        finding("client-schema-rejected", {
          tool: owner,
          message: `${profile.name} rejects the inputSchema of "${owner}" (${shown.join("; ")}${more}); one rejected tool fails every request that carries it.`,
          fix: `Remove or rewrite what ${profile.name} does not accept in "${owner}"'s inputSchema (say the constraint in the description instead), or drop the ${profile.id} profile if your users do not use that client.`,
          evidence: { excerpt: rejections.map((r) => `${r.keyword} at ${r.pointer || "the root"} (${r.source})`).join("\n") },
          pointer: "/inputSchema",
          // What is rejected, and by which client: one tool rejected by two clients is two findings.
          text_hash: textHash([profile.id, ...rejections.map((r) => `${r.keyword} ${r.pointer}`)].join("\n")),
        }),
      );
    });
  }
  return { results, findings };
}
