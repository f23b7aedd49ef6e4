/**
 * The sample server's tool definitions (MCP 2025-11-25 server/tools §Tool): names, descriptions that tell a
 * model when to use each tool, closed input schemas with `required` lists, output schemas, and annotations
 * (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`).
 */

/** The JSON Schema of one note, as every tool returns it. */
const NOTE = {
  type: "object",
  properties: {
    title: { type: "string", description: "Unique title of the note." },
    body: { type: "string", description: "Text of the note." },
    tags: { type: "array", items: { type: "string" }, description: "Labels attached to the note." },
  },
  required: ["title", "body", "tags"],
  additionalProperties: false,
} as const;

const LIMIT = {
  type: "integer",
  minimum: 1,
  maximum: 100,
  description: "Largest number of notes to return (1-100). Without it, every matching note is returned.",
} as const;

const TITLE = {
  type: "string",
  minLength: 1,
  maxLength: 200,
  description: "Exact title of the note (case-sensitive).",
} as const;

/** The sample server's tools, in listing order. */
export const NOTES_TOOLS = [
  {
    name: "create_note",
    title: "Create or update a note",
    description:
      "Save a note. When no note has this title, a new note is created; when one exists, its body and tags are replaced. Returns the stored note and whether it was created.",
    inputSchema: {
      type: "object",
      properties: {
        title: { ...TITLE, description: "Unique title of the note; saving an existing title updates that note." },
        body: { type: "string", maxLength: 10000, description: "Text of the note (plain text, at most 10,000 characters)." },
        tags: { type: "array", items: { type: "string", minLength: 1, maxLength: 50 }, maxItems: 20, description: "Optional labels for finding the note later." },
      },
      required: ["title", "body"],
      additionalProperties: false,
    },
    outputSchema: {
      type: "object",
      properties: { note: NOTE, created: { type: "boolean", description: "True when a new note was created." } },
      required: ["note", "created"],
      additionalProperties: false,
    },
    annotations: { title: "Create or update a note", readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
  },
  {
    name: "get_note",
    title: "Get a note",
    description: "Read one note by its exact title. Answers found: false when no note has that title.",
    inputSchema: { type: "object", properties: { title: TITLE }, required: ["title"], additionalProperties: false },
    outputSchema: {
      type: "object",
      properties: { found: { type: "boolean", description: "Whether a note has this title." }, note: NOTE },
      required: ["found"],
      additionalProperties: false,
    },
    annotations: { title: "Get a note", readOnlyHint: true, openWorldHint: false },
  },
  {
    name: "list_notes",
    title: "List notes",
    description: "List stored notes, oldest first. Use limit to return only the first notes.",
    inputSchema: { type: "object", properties: { limit: LIMIT }, required: [], additionalProperties: false },
    outputSchema: {
      type: "object",
      properties: { notes: { type: "array", items: NOTE, description: "The notes, oldest first." } },
      required: ["notes"],
      additionalProperties: false,
    },
    annotations: { title: "List notes", readOnlyHint: true, openWorldHint: false },
  },
  {
    name: "search_notes",
    title: "Search notes",
    description: "Find notes whose title, body or tags contain the query text (case-insensitive), oldest first.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, maxLength: 200, description: "Text to look for in titles, bodies and tags." },
        limit: LIMIT,
      },
      required: ["query"],
      additionalProperties: false,
    },
    outputSchema: {
      type: "object",
      properties: { notes: { type: "array", items: NOTE, description: "Matching notes, oldest first." } },
      required: ["notes"],
      additionalProperties: false,
    },
    annotations: { title: "Search notes", readOnlyHint: true, openWorldHint: false },
  },
  {
    name: "delete_note",
    title: "Delete a note",
    description: "Delete the note with this exact title. Answers deleted: false when no note had that title.",
    inputSchema: { type: "object", properties: { title: TITLE }, required: ["title"], additionalProperties: false },
    outputSchema: {
      type: "object",
      properties: { deleted: { type: "boolean", description: "Whether a note was deleted." } },
      required: ["deleted"],
      additionalProperties: false,
    },
    annotations: { title: "Delete a note", readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
  },
] as const;

/** A tool name of the sample server. */
export type NotesToolName = (typeof NOTES_TOOLS)[number]["name"];

/**
 * Why `value` does not fit `schema`, or undefined when it fits. Covers the keywords the sample's schemas use:
 * type, required, properties, additionalProperties: false, items, minLength/maxLength, minimum/maximum,
 * maxItems. `at` names the value in the message (`title`, `tags[0]`).
 */
export function whyInvalid(schema: Record<string, unknown>, value: unknown, at = "arguments"): string | undefined {
  const kind = value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;
  const type = schema.type;
  if (typeof type === "string" && type !== kind && !(type === "number" && kind === "integer")) return `${at} must be ${type === "integer" ? "an integer" : `a ${type}`}`;
  const num = (k: string) => (typeof schema[k] === "number" ? (schema[k] as number) : undefined);
  if (typeof value === "string") {
    const n = [...value].length;
    if (n < (num("minLength") ?? 0)) return `${at} must not be empty`;
    if (n > (num("maxLength") ?? Infinity)) return `${at} must have at most ${num("maxLength")} characters`;
  }
  if (typeof value === "number") {
    if (value < (num("minimum") ?? -Infinity)) return `${at} must be at least ${num("minimum")}`;
    if (value > (num("maximum") ?? Infinity)) return `${at} must be at most ${num("maximum")}`;
  }
  if (Array.isArray(value)) {
    if (value.length > (num("maxItems") ?? Infinity)) return `${at} must have at most ${num("maxItems")} items`;
    const items = schema.items as Record<string, unknown> | undefined;
    for (const [i, item] of value.entries()) {
      const why = items ? whyInvalid(items, item, `${at}[${i}]`) : undefined;
      if (why) return why;
    }
  }
  if (kind === "object") {
    const obj = value as Record<string, unknown>;
    const props = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const name of (schema.required ?? []) as string[]) if (obj[name] === undefined) return `missing required argument '${name}'`;
    for (const [name, v] of Object.entries(obj)) {
      const prop = props[name];
      if (!prop) {
        if (schema.additionalProperties === false) return `unknown argument '${name}'`;
        continue;
      }
      const why = whyInvalid(prop, v, at === "arguments" ? name : `${at}.${name}`);
      if (why) return why;
    }
  }
  return undefined;
}
