import type { Tool } from "../mcp/types.js";
/**
 * Requirements a tool states in prose but not in its inputSchema (issue 11 item 2). A model reads the
 * descriptions; a client that validates against the schema does not, and neither would our happy calls:
 * `action: "diff"` went without `date2` ("Second date for diff"), `action: "hmac"` without `key`, a scraper
 * without `url` though its description says "exactly one of url or html".
 *
 * Recognised (property names and enum values must be the schema's own, so free text cannot invent them):
 * - **by value**: a property tied to one value of another property's `enum` (or of the values its description
 *   lists): "Second date for diff", "Key (required for hmac)", "required when action is 'diff'";
 * - **one of**: "exactly one of url or html", "either `a` or `b`", "at least one of a, b", and "required if b
 *   is not provided" / "required unless b";
 * - **with**: one property needs another: "requires b", "only used with b", "must be used together with b";
 *   and "required when b is set" (b needs this one);
 * - **always**: a property whose own description says it is required without a condition ("Required. …",
 *   "… (required)") but that the `required` list leaves out.
 *
 * A schema that already says something of the kind (`if`, `oneOf`, `anyOf`, `allOf`, `dependentRequired`,
 * `dependencies`, `dependentSchemas` at its root) is taken at its word: nothing is read from its prose.
 */
/** One requirement read from a description, with the text that states it. */
export type ProseRequirement = {
    kind: "by-value";
    property: string;
    discriminator: string;
    value: string | number;
    text: string;
} | {
    kind: "one-of";
    properties: string[];
    exactly: boolean;
    text: string;
} | {
    kind: "with";
    property: string;
    needs: string;
    text: string;
} | {
    kind: "always";
    property: string;
    text: string;
};
/**
 * The requirements `tool` states in prose, in a stable order (properties in schema order). Empty when the schema
 * already uses combinators or conditionals at its root. Pure; never throws.
 */
export declare function proseRequirements(tool: Tool): ProseRequirement[];
/** The discriminator values that have tied properties, per discriminator: `{ action: ["diff", "hmac"] }`. */
export declare function discriminators(requirements: readonly ProseRequirement[]): Map<string, (string | number)[]>;
/**
 * The tool's schema narrowed so that a value generated for it keeps the prose requirements, for one happy case:
 * `chosen` gives the discriminator values of this case (`{ action: "diff" }`); `pick` chooses the member of a
 * one-of group to send (the case index rotates it). Narrowing only ever adds constraints (`required`,
 * `dependentRequired`, a `const` beside a discriminator's schema, `false` for a tied property of another
 * value), so a value valid for the result is valid for the original schema.
 */
export declare function narrowSchema(schema: unknown, requirements: readonly ProseRequirement[], chosen: Readonly<Record<string, unknown>>, pick: number): unknown;
