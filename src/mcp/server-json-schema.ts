/**
 * Validation of a server.json against the MCP Registry's published schema, vendored byte for byte in `registry/`
 * (version 2025-12-11, `SERVER_JSON_SCHEMA_VERSION`; JSON Schema draft-07 — ajv's default dialect; source and hash in
 * `registry/README.md`). Loaded with the checks, after the server under test is spawned.
 */
import { Ajv, type ErrorObject } from "ajv";
import addFormatsModule from "ajv-formats";
import schema from "./registry/server.schema.2025-12-11.json";

/** At most this many schema problems are kept. */
const MAX_PROBLEMS = 10;

// ajv-formats is CommonJS; its `default` export is the plugin.
const addFormats = addFormatsModule.default;
let validator: ReturnType<InstanceType<typeof Ajv>["compile"]> | undefined;

/** The compiled registry schema (draft-07, so ajv's default dialect), built once. */
function validate(doc: unknown): ErrorObject[] {
  if (!validator) {
    const ajv = new Ajv({ strict: false, allErrors: true, logger: false });
    addFormats(ajv);
    validator = ajv.compile(schema as object);
  }
  return validator(doc) ? [] : [...(validator.errors ?? [])];
}

/**
 * The schema's problems with `doc`, one line each (`/packages/0 must have required property 'transport'`),
 * deduplicated and at most {@link MAX_PROBLEMS}; `anyOf` branch noise is reduced to the `anyOf` line itself, and the
 * `description` length is left to its own rule.
 */
export function serverJsonProblems(doc: unknown): string[] {
  const errors = validate(doc);
  const anyOfPaths = errors.filter((e) => e.keyword === "anyOf").map((e) => e.instancePath);
  const lines = errors
    .filter((e) => !(e.instancePath === "/description" && e.keyword === "maxLength"))
    .filter((e) => e.keyword === "anyOf" || !anyOfPaths.some((p) => p !== "" && e.instancePath.startsWith(p)))
    .map((e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`);
  return [...new Set(lines)].slice(0, MAX_PROBLEMS);
}

