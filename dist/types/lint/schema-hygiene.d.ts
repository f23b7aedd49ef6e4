/**
 * Schema hygiene: whether a tool's `inputSchema` tells a client (and the model) what to send.
 *
 * Sources: MCP 2025-11-25 server/tools §Tool (`inputSchema` is a JSON Schema object whose root has
 * `"type": "object"`; a tool without arguments uses `{"type": "object", "additionalProperties": false}`),
 * 2025-11-25 basic §JSON Schema Usage (2020-12 by default, boolean schemas included), and the mistakes
 * Toolscore made (reference/toolscore-notes.md §6): an object schema with no `properties` is valid and gets no
 * finding; a `$ref`, `enum`, `const` or combinator with typed branches counts as typed.
 */
import { type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
/** The type names JSON Schema defines (2020-12 validation §6.1.1). */
export declare const JSON_SCHEMA_TYPES: ReadonlySet<string>;
/**
 * Whether a property's description says the property itself is required: `(required)`, `Required.`, `[required]`,
 * `… is required`, `must be provided`, `mandatory` — but not `optional`, `required if/when …`, `not required`, nor a
 * sentence about the fields of its items or an action-dependent requirement (a published PDF server's
 * `annotations`: "Each needs: id, type, page. For update_annotations only id+type are required." — that is
 * `requirement-in-prose` territory, not a missing `required` entry).
 */
export declare function saysRequired(description: string): boolean;
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
export declare function lintSchemaHygiene(tool: Tool, index: number): Finding[];
