/**
 * The version of the registry schema `server.json` files are checked against, and the limit the checks read. Apart
 * from the reader (`server-json.ts`, which loads a JSONC parser) so that the checks of a run load no parser.
 */
/** The version of the vendored registry schema (`$id` …/schemas/2025-12-11/server.schema.json, JSON Schema draft-07). */
export declare const SERVER_JSON_SCHEMA_VERSION = "2025-12-11";
/** The registry's limit on `description`, in characters (schema `ServerDetail.description.maxLength`). */
export declare const SERVER_JSON_DESCRIPTION_MAX = 100;
