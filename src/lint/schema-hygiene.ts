/**
 * Schema hygiene: whether a tool's `inputSchema` tells a client (and the model) what to send.
 *
 * Sources: MCP 2025-11-25 server/tools §Tool (`inputSchema` is a JSON Schema object whose root has
 * `"type": "object"`; a tool without arguments uses `{"type": "object", "additionalProperties": false}`),
 * 2025-11-25 basic §JSON Schema Usage (2020-12 by default, boolean schemas included), and the mistakes
 * Toolscore made (reference/toolscore-notes.md §6): an object schema with no `properties` is valid and gets no
 * finding; a `$ref`, `enum`, `const` or combinator with typed branches counts as typed.
 */
import { finding, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import { closestName } from "./closest-name.js";
import { excerpt } from "../findings/excerpt.js";
import { toolOwner } from "./text-sources.js";
import { isJsonObject, joinPath, walkSchema, type JsonObject, type SchemaVisit } from "./schema-walk.js";
import { resolveRef } from "../scenarios/schema-ref.js";

/** The type names JSON Schema defines (2020-12 validation §6.1.1). */
export const JSON_SCHEMA_TYPES: ReadonlySet<string> = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);

const COMBINATORS = ["anyOf", "oneOf", "allOf"] as const;
/** Where a tool's inputSchema is in its definition: the start of every pointer these findings carry. */
const INPUT_SCHEMA = "/inputSchema";
const NO_ARGS_SCHEMA = '{"type": "object", "additionalProperties": false}';

/**
 * A description saying the parameter takes any value ("Any JSON value is accepted") makes an untyped schema
 * deliberate: JSON Schema's `{}` means exactly that, and the reader is told so.
 */
const ANY_VALUE = /\bany (?:json |valid json )?(?:value|type)s?\b(?! (?:between|from|in|of|within|up to|less|greater|above|below))/i;

/** Why a subschema counts as untyped, or undefined when it is typed. */
type Untyped = { reason: "none" } | { reason: "invalid-type"; type: unknown } | { reason: "untyped-branches"; keyword: string };

function validType(type: unknown): boolean {
  if (typeof type === "string") return JSON_SCHEMA_TYPES.has(type);
  return Array.isArray(type) && type.length > 0 && type.every((t) => typeof t === "string" && JSON_SCHEMA_TYPES.has(t));
}

/**
 * Whether a schema says what kind of value it takes: a valid `type`, a `$ref` (or `$dynamicRef`), `enum`,
 * `const`, an `anyOf`/`oneOf` whose branches are all typed, an `allOf` with a typed branch, or a description
 * stating that any value is accepted. Boolean schemas are explicit (true: anything, false: nothing) and count
 * as typed.
 */
function untyped(schema: unknown, depth = 0): Untyped | undefined {
  if (typeof schema === "boolean") return undefined;
  if (!isJsonObject(schema)) return { reason: "none" };
  if ("type" in schema) return validType(schema.type) ? undefined : { reason: "invalid-type", type: schema.type };
  if (typeof schema.description === "string" && ANY_VALUE.test(schema.description)) return undefined;
  if (typeof schema.$ref === "string" || typeof schema.$dynamicRef === "string" || typeof schema.$recursiveRef === "string") return undefined;
  if ((Array.isArray(schema.enum) && schema.enum.length > 0) || "const" in schema) return undefined;
  if (depth > 32) return { reason: "none" };
  for (const keyword of ["anyOf", "oneOf"] as const) {
    const list = schema[keyword];
    if (Array.isArray(list) && list.length > 0) {
      return list.every((b) => untyped(b, depth + 1) === undefined) ? undefined : { reason: "untyped-branches", keyword };
    }
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0) {
    return schema.allOf.some((b) => untyped(b, depth + 1) === undefined) ? undefined : { reason: "untyped-branches", keyword: "allOf" };
  }
  return { reason: "none" };
}

/** The type a schema's other keywords imply, for the fix text; undefined when nothing hints at one. */
function impliedType(schema: JsonObject): string | undefined {
  if ("properties" in schema || Array.isArray(schema.required) || "additionalProperties" in schema) return "object";
  if ("items" in schema || "prefixItems" in schema || "minItems" in schema || "maxItems" in schema || "uniqueItems" in schema) return "array";
  if ("minLength" in schema || "maxLength" in schema || "pattern" in schema || "format" in schema) return "string";
  if ("minimum" in schema || "maximum" in schema || "exclusiveMinimum" in schema || "exclusiveMaximum" in schema || "multipleOf" in schema) {
    return "number";
  }
  const d = schema.default ?? (Array.isArray(schema.examples) ? schema.examples[0] : undefined);
  if (typeof d === "number") return Number.isInteger(d) ? "integer" : "number";
  if (typeof d === "string" || typeof d === "boolean") return typeof d;
  if (Array.isArray(d)) return "array";
  if (isJsonObject(d)) return "object";
  return undefined;
}

const typeList = '"string", "number", "integer", "boolean", "array" or "object"';

function whatIs(path: string): string {
  if (path.endsWith("[]")) return `the items of parameter "${path.slice(0, -2)}"`;
  return `parameter "${path}"`;
}

function propertyNoType(owner: string, visit: SchemaVisit, why: Untyped): Finding {
  const schema = visit.schema as JsonObject;
  const pointer = `${INPUT_SCHEMA}${visit.pointer}`;
  const subject = whatIs(visit.path);
  const guess = impliedType(schema);
  const add = guess ? `"type": "${guess}"` : `a "type" (${typeList})`;
  if (why.reason === "invalid-type") {
    return finding("property-no-type", {
      tool: owner,
      parameter: visit.path,
      message: `Tool "${owner}": ${subject} has "type": ${excerpt(JSON.stringify(why.type) ?? String(why.type), 40)}, which is not a JSON Schema type, so clients cannot tell what to send.`,
      fix: `Use one of the JSON Schema types for ${subject}: ${typeList} (or "null").`,
      pointer,
    });
  }
  if (why.reason === "untyped-branches") {
    return finding("property-no-type", {
      tool: owner,
      parameter: visit.path,
      message: `Tool "${owner}": ${subject} has no "type" and not every "${why.keyword}" branch is typed, so clients cannot tell what to send.`,
      fix: `Give every "${why.keyword}" branch of ${subject} a "type" (or "$ref", "enum", "const"), or add ${add} beside it.`,
      pointer,
    });
  }
  return finding("property-no-type", {
    tool: owner,
    parameter: visit.path,
    message: `Tool "${owner}": ${subject} has no type (no "type", "$ref", "enum", "const" or typed "anyOf"/"oneOf"), so clients cannot tell what to send.`,
    fix: `Add ${add} to ${subject}.`,
    pointer,
  });
}

/**
 * Property names an object schema defines directly, in its combinator / conditional branches, or in what
 * a local `$ref` there points to. Returns undefined when a `$ref` cannot be followed (the names are unknowable).
 */
function knownProperties(schema: JsonObject, root: unknown, into = new Set<string>(), depth = 0): Set<string> | undefined {
  if (isJsonObject(schema.properties)) for (const k of Object.keys(schema.properties)) into.add(k);
  if (depth > 8) return into;
  if (typeof schema.$ref === "string") {
    const target = resolveRef(root, schema.$ref);
    if (!isJsonObject(target) || knownProperties(target, root, into, depth + 1) === undefined) return undefined;
  }
  const branches: unknown[] = [];
  for (const key of COMBINATORS) if (Array.isArray(schema[key])) branches.push(...(schema[key] as unknown[]));
  for (const key of ["if", "then", "else"] as const) branches.push(schema[key]);
  for (const b of branches) if (isJsonObject(b) && knownProperties(b, root, into, depth + 1) === undefined) return undefined;
  return into;
}

/** Whether names outside `properties` are described anyway (patternProperties or a non-empty additionalProperties schema). */
function coversOtherNames(schema: JsonObject): boolean {
  if (isJsonObject(schema.patternProperties) && Object.keys(schema.patternProperties).length > 0) return true;
  return isJsonObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length > 0;
}

function branchesDeclareRequired(schema: JsonObject): boolean {
  return COMBINATORS.some((key) => {
    const list = schema[key];
    return Array.isArray(list) && list.some((b) => isJsonObject(b) && Array.isArray(b.required));
  });
}

function requiredFindings(owner: string, visit: SchemaVisit, root: unknown): Finding[] {
  const schema = visit.schema as JsonObject;
  const out: Finding[] = [];
  const where = visit.path === "" ? "its inputSchema" : whatIs(visit.path);
  const pointer = `${INPUT_SCHEMA}${visit.pointer}/required`;
  const required = schema.required;
  const props = isJsonObject(schema.properties) ? schema.properties : undefined;

  if (Array.isArray(required)) {
    const known = knownProperties(schema, root);
    if (known !== undefined && visit.role === "branch" && visit.parent !== undefined && knownProperties(visit.parent, root, known) === undefined) return out;
    if (known === undefined || coversOtherNames(schema)) return out;
    for (const name of required) {
      if (typeof name === "string" && known.has(name)) continue;
      const label = typeof name === "string" ? `"${name}"` : excerpt(JSON.stringify(name) ?? String(name), 30);
      const listed = [...known];
      const suggestion = typeof name === "string" ? closestName(name, listed) : undefined;
      const f: Parameters<typeof finding>[1] = {
        tool: owner,
        message: `Tool "${owner}": "required" in ${where} lists ${label}, which is not among its properties${listed.length ? ` (${excerpt(listed.join(", "), 60)})` : " (it has none)"}.`,
        fix: suggestion
          ? `Correct ${label} in "required" to "${suggestion}", or add a "${typeof name === "string" ? name : "…"}" property with a type and description.`
          : `Add ${label} to "properties" with a type and description, or remove it from "required".`,
      };
      if (typeof name === "string") f.parameter = joinPath(visit.path, name);
      else if (visit.path !== "") f.parameter = visit.path;
      f.pointer = pointer;
      out.push(finding("required-unknown-property", f));
    }
    if (visit.role === "root" && props !== undefined) {
      const unlisted = Object.entries(props)
        .filter(([k, p]) => !required.includes(k) && isJsonObject(p) && !("default" in p) && typeof p.description === "string" && saysRequired(p.description))
        .map(([k]) => k);
      if (unlisted.length > 0) {
        const quoted = excerpt(unlisted.map((k) => `"${k}"`).join(", "), 60);
        out.push(
          finding("required-list-missing", {
            tool: owner,
            message: `Tool "${owner}": the description of ${quoted} says it is required, but "required" in ${where} does not list it, so clients treat it as optional.`,
            fix: `Add ${quoted} to "required" in ${where}, or stop calling it required in its description.`,
            ...(unlisted.length === 1 ? { parameter: unlisted[0]! } : {}),
            pointer,
          }),
        );
      }
    }
    return out;
  }

  // A boolean `required` on a property is draft-03 syntax; its parent reports it below.
  if (required !== undefined && !(typeof required === "boolean" && visit.role === "property")) {
    const f: Parameters<typeof finding>[1] = {
      tool: owner,
      message: `Tool "${owner}": "required" in ${where} is ${excerpt(JSON.stringify(required) ?? String(required), 30)}, not an array of property names, so clients ignore it.`,
      fix: `Make "required" in ${where} an array of the mandatory property names (use [] when all are optional).`,
    };
    if (visit.path !== "") f.parameter = visit.path;
    f.pointer = pointer;
    out.push(finding("required-list-missing", f));
    return out;
  }
  if (required !== undefined || props === undefined || visit.role === "branch" || visit.role === "additional") return out;
  const entries = Object.entries(props);
  if (entries.length === 0 || branchesDeclareRequired(schema)) return out;
  const draft3 = entries.filter(([, s]) => isJsonObject(s) && typeof s.required === "boolean").map(([k]) => k);
  // Below the root an absent list is the usual way to say "all optional" (zod, Go and Pydantic generators
  // omit it); only a draft-03 flag there shows an author who meant something to be required.
  if (visit.role !== "root" && draft3.length === 0) return out;
  const withoutDefault = entries.filter(([, s]) => !(isJsonObject(s) && "default" in s)).map(([k]) => k);
  // Every property declaring a default is optional by construction: there is nothing for "required" to add.
  if (withoutDefault.length === 0 && draft3.length === 0) return out;
  // JSON Schema reads an absent list as "none required", which is what zod and the SDKs mean when they omit it; it
  // is a defect only when a property's own description says it is required (issue 10: 0 of 21 warnings were right).
  const saidRequired = entries.filter(([, s]) => isJsonObject(s) && typeof s.description === "string" && saysRequired(s.description)).map(([k]) => k);
  const names = excerpt(entries.map(([k]) => k).join(", "), 60);
  const quoted = (list: string[]) => excerpt(list.map((k) => `"${k}"`).join(", "), 60);
  const f: Parameters<typeof finding>[1] = {
    tool: owner,
    message:
      draft3.length > 0
        ? `Tool "${owner}": ${where} marks ${quoted(draft3)} with a boolean "required" (draft-03 syntax, ignored by JSON Schema 2020-12) and has no "required" list.`
        : saidRequired.length > 0
          ? `Tool "${owner}": the description of ${quoted(saidRequired)} says it is required, but ${where} has no "required" list, so clients treat it as optional.`
          : `Tool "${owner}": ${where} has properties (${names}) but no "required" list, which JSON Schema reads as "all optional"; say so with "required": [] if that is meant.`,
    fix:
      draft3.length > 0
        ? `Replace the per-property "required": true with "required": [${draft3.map((k) => `"${k}"`).join(", ")}] on ${where}.`
        : saidRequired.length > 0
          ? `Add "required": [${saidRequired.map((k) => `"${k}"`).join(", ")}] to ${where}.`
          : `Add "required": [ …mandatory names… ] to ${where} (or "required": [] when every property is optional).`,
    ...(draft3.length === 0 && saidRequired.length === 0 ? { severity: "info" as const } : {}),
  };
  if (visit.path !== "") f.parameter = visit.path;
  f.pointer = pointer;
  out.push(finding("required-list-missing", f));
  return out;
}

/** A sentence saying something is required (see {@link saysRequired}). */
const REQUIRED_SAYING =
  /^\s*\(?\s*required\b|\(\s*(?:required|mandatory)\s*\)|\[\s*required\s*\]|\b(?:is|are) (?:required|mandatory)\b|\bmust be (?:provided|given|specified|supplied|set|passed|included)\b|\brequired\s*[.)]?\s*$|\bmandatory\b|\brequired:/i;
/**
 * Words before the requirement in its sentence that make it about something else: the fields of each item ("Each
 * needs: id, type. For update only id+type are required"), or a condition (`for`, `when`, `if`, `only`).
 */
const ABOUT_SOMETHING_ELSE = /\b(?:each|every|for|when|if|unless|only|its|their)\b/i;

/**
 * Whether a property's description says the property itself is required: `(required)`, `Required.`, `[required]`,
 * `… is required`, `must be provided`, `mandatory` — but not `optional`, `required if/when …`, `not required`, nor a
 * sentence about the fields of its items or an action-dependent requirement (a published PDF server's
 * `annotations`: "Each needs: id, type, page. For update_annotations only id+type are required." — that is
 * `requirement-in-prose` territory, not a missing `required` entry).
 */
export function saysRequired(description: string): boolean {
  if (/\boptional(?:ly)?\b|\bnot (?:\w+ )?required\b|\brequired (?:if|when|unless|only|for)\b|\b(?:if|when|unless) (?:\w+ ){0,3}required\b/i.test(description)) return false;
  return description.split(/(?<=[.;!?])\s+|\n+/).some((sentence) => {
    const m = REQUIRED_SAYING.exec(sentence);
    return m !== null && !ABOUT_SOMETHING_ELSE.test(sentence.slice(0, m.index));
  });
}

function isArraySchema(schema: JsonObject): boolean {
  return schema.type === "array" || (Array.isArray(schema.type) && schema.type.includes("array"));
}

/**
 * Keys of a validator library's schema object (Zod 3 `_def`, Zod 4 `def`/`_zod`, Standard Schema `~standard`, an
 * object's `shape`) found at the root of an inputSchema without `properties`: the object was sent as it is instead of
 * its JSON Schema (held-out server: eight tools listed `{"def": {"type": "object", "shape": …}, "type": "object"}`).
 */
const VALIDATOR_KEYS = ["_def", "def", "_zod", "~standard", "shape", "_cached"] as const;

function rootFindings(owner: string, schema: unknown): { findings: Finding[]; walk: boolean } {
  const fix = `Give the tool an inputSchema with "type": "object" and its parameters under "properties" (${NO_ARGS_SCHEMA} for a tool without arguments).`;
  if (schema === undefined || schema === null || (typeof schema !== "boolean" && !isJsonObject(schema))) {
    const what = schema === undefined ? "has no inputSchema" : schema === null ? "has inputSchema null" : `has an inputSchema that is ${Array.isArray(schema) ? "an array" : `a ${typeof schema}`}, not a schema object`;
    return { findings: [finding("schema-missing", { tool: owner, message: `Tool "${owner}" ${what}, so clients cannot tell what arguments it takes.`, fix, pointer: INPUT_SCHEMA })], walk: false };
  }
  if (typeof schema === "boolean") {
    return {
      findings: [finding("schema-no-type", { tool: owner, message: `Tool "${owner}" has the boolean schema ${schema} as its inputSchema; MCP requires an object schema with "type": "object" at the root.`, fix, pointer: INPUT_SCHEMA })],
      walk: false,
    };
  }
  const serialized = schema.properties === undefined ? VALIDATOR_KEYS.filter((k) => Object.hasOwn(schema, k)) : [];
  if (serialized.length > 0) {
    return {
      findings: [
        finding("schema-missing", {
          tool: owner,
          message: `Tool "${owner}": its inputSchema is a validator library's object serialized as it is (keys ${serialized.map((k) => `"${k}"`).join(", ")}), not a JSON Schema, so clients see no parameters.`,
          fix: "Convert the validator to JSON Schema before listing the tool (the MCP SDKs do it for a Zod shape passed as inputSchema; zod's toJSONSchema / zod-to-json-schema otherwise).",
          pointer: INPUT_SCHEMA,
        }),
      ],
      walk: false,
    };
  }
  const out: Finding[] = [];
  const type = schema.type;
  const isObject = type === "object" || (Array.isArray(type) && type.length === 1 && type[0] === "object");
  if (!isObject) {
    const what = type === undefined ? 'has no root "type"' : `has root "type": ${excerpt(JSON.stringify(type) ?? String(type), 40)}`;
    out.push(
      finding("schema-no-type", {
        tool: owner,
        message: `Tool "${owner}": its inputSchema ${what}; MCP requires "type": "object" at the root (arguments are always a JSON object).`,
        fix: `Set "type": "object" at the root of the inputSchema${type === undefined ? "" : " and move other shapes into properties"}.`,
        pointer: INPUT_SCHEMA,
      }),
    );
  }
  const combinators = COMBINATORS.filter((k) => Array.isArray(schema[k]) && (schema[k] as unknown[]).length > 0);
  if (combinators.length > 0) {
    out.push(
      finding("schema-root-combinator", {
        tool: owner,
        message: `Tool "${owner}": its inputSchema has ${combinators.map((k) => `"${k}"`).join(" and ")} at the root, which many clients and model APIs reject or drop.`,
        fix: "Put every parameter in the root \"properties\" with one \"required\" list, and state which ones go together in their descriptions (or split the tool, one per alternative).",
        pointer: INPUT_SCHEMA,
      }),
    );
  }
  return { findings: out, walk: true };
}

/**
 * Lints one tool's `inputSchema`: `schema-missing`, `schema-no-type`, `schema-root-combinator` at the root;
 * `property-no-type` (with a parameter path such as `filters.status` or `tags[]`), `required-unknown-property`,
 * `required-list-missing` and `array-items-missing` on every object and array inside it, `$defs` included.
 * `index` (0-based position in `tools/list`) names a tool whose `name` is not a string. Never throws.
 *
 * `required-list-missing` concerns the tool's parameters (the root object); below the root it is reported
 * only for a `required` that is not an array or for draft-03 per-property `"required": true`. It is not
 * reported when every parameter declares a `default` (each is optional by construction), when combinator
 * branches carry the `required` lists, or when there are no properties. Findings repeat at most once per
 * rule and path (two `oneOf` branches with the same untyped field give one finding).
 */
export function lintSchemaHygiene(tool: Tool, index: number): Finding[] {
  const owner = toolOwner(tool, index);
  const root = rootFindings(owner, tool.inputSchema);
  const out = root.findings;
  if (!root.walk) return out;
  walkSchema(tool.inputSchema, (visit) => {
    if (typeof visit.schema === "boolean") return;
    if (visit.role === "property" || visit.role === "items") {
      const why = untyped(visit.schema);
      if (why !== undefined) out.push(propertyNoType(owner, visit, why));
    }
    if (visit.role !== "root" && isArraySchema(visit.schema) && !("items" in visit.schema) && !("prefixItems" in visit.schema)) {
      out.push(
        finding("array-items-missing", {
          tool: owner,
          parameter: visit.path,
          message: `Tool "${owner}": ${whatIs(visit.path)} is an array but does not say what its items are ("items" missing).`,
          fix: `Add "items" to ${whatIs(visit.path)}, e.g. "items": {"type": "string"}.`,
          pointer: `${INPUT_SCHEMA}${visit.pointer}`,
        }),
      );
    }
    out.push(...requiredFindings(owner, visit, tool.inputSchema));
  });
  const seen = new Set<string>();
  return out.filter((f) => {
    const key = `${f.rule}\u0000${f.parameter ?? ""}\u0000${f.message}`;
    return seen.has(key) ? false : (seen.add(key), true);
  });
}
