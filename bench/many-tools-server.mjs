#!/usr/bin/env node
// A synthetic stdio MCP server with many tools, for the scale benchmarks (issue 14): `--tools N` (default 5,000)
// tools of four kinds, dealt in turn — a search with a bounded query and limit, a get by uuid, a list without
// arguments, and an update with a patterned id, an enum, a date-time and an enum array. Every tool has names and
// descriptions of its own, and its bounds are one of a few variants of its kind, as in a server generated from a
// large API (the same shapes, described anew). With `--distinct`, every tool's bounds and pattern are its own too,
// so no two inputSchemas validate alike: the worst case for planning. Every call is answered at once: a text result
// for arguments of the right shape, an `isError` result naming the problem otherwise, -32602 for a tool it does not
// have. No SDK, no dependencies.
import { createInterface } from "node:readline";

const argv = process.argv.slice(2);
const count = Number(argv.includes("--tools") ? argv[argv.indexOf("--tools") + 1] : 5000);
/** The variant of tool `i`'s bounds: one of `n` (every tool its own with --distinct). */
const variant = (i, n) => (argv.includes("--distinct") ? i : i % n);

const KINDS = [
  (i) => ({
    name: `search_records_${i}`,
    description: `Search the records of collection ${i} by text and return at most limit matches. Use get_record_${i + 1} for one record.`,
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, maxLength: 100 + 50 * variant(i, 4), description: `Text to look for in collection ${i}` },
        limit: { type: "integer", minimum: 1, maximum: 10 * (1 + variant(i, 5)), description: `How many matches of collection ${i} at most` },
      },
      required: ["query"],
    },
    annotations: { readOnlyHint: true },
  }),
  (i) => ({
    name: `get_record_${i}`,
    description: `Get one record of collection ${i} by its id.`,
    inputSchema: { type: "object", properties: { id: { type: "string", format: "uuid", description: `The id of a record of collection ${i}` } }, required: ["id"] },
    annotations: { readOnlyHint: true },
  }),
  (i) => ({
    name: `list_collections_${i}`,
    description: `List the collections of shard ${i}.`,
    inputSchema: { type: "object", properties: {}, description: `No arguments: lists shard ${i}.` },
    annotations: { readOnlyHint: true },
  }),
  (i) => ({
    name: `update_record_${i}`,
    description: `Update a record of collection ${i}: its status, its tags and when it is due.`,
    inputSchema: {
      type: "object",
      properties: {
        id: { type: "string", pattern: `^c${variant(i, 3)}-[0-9]{4}$`, description: `The id of a record of collection ${i}, e.g. c${variant(i, 3)}-0001` },
        status: { type: "string", enum: ["open", "closed", "pending"], description: `The new status of the record of collection ${i}` },
        due: { type: "string", format: "date-time", description: "When it is due" },
        tags: { type: "array", items: { type: "string", enum: ["red", "green", "blue"] }, uniqueItems: true, maxItems: 1 + (variant(i, 3) % 3) },
      },
      required: ["id", "status"],
      additionalProperties: false,
    },
  }),
];

const tools = Array.from({ length: count }, (_, i) => KINDS[i % KINDS.length](i));
const byName = new Map(tools.map((t) => [t.name, t]));
const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: "2.0", ...message })}\n`);
const text = (t, isError = false) => ({ content: [{ type: "text", text: t }], ...(isError ? { isError: true } : {}) });

function call(id, params) {
  const tool = byName.get(params?.name);
  if (!tool) return send({ id, error: { code: -32602, message: `Unknown tool: ${params?.name}` } });
  const args = params.arguments;
  if (args === undefined && (tool.inputSchema.required ?? []).length === 0) return send({ id, result: text(`${tool.name}: done`) });
  if (typeof args !== "object" || args === null || Array.isArray(args)) return send({ id, result: text("arguments must be an object", true) });
  for (const name of tool.inputSchema.required ?? []) {
    if (args[name] === undefined) return send({ id, result: text(`${name} is required`, true) });
  }
  for (const [name, value] of Object.entries(args)) {
    const schema = tool.inputSchema.properties[name];
    if (!schema) return send({ id, result: text(`unknown argument ${name}`, true) });
    const type = Array.isArray(value) ? "array" : value === null ? "null" : Number.isInteger(value) ? "integer" : typeof value;
    const ok = schema.type === type || (schema.type === "number" && type === "integer");
    if (!ok) return send({ id, result: text(`${name} must be ${schema.type}`, true) });
    if (schema.type === "string" && schema.minLength && value.length < schema.minLength) return send({ id, result: text(`${name} must not be empty`, true) });
    if (schema.enum && !schema.enum.includes(value)) return send({ id, result: text(`${name} must be one of ${schema.enum.join(", ")}`, true) });
  }
  send({ id, result: text(`${tool.name}: done`) });
}

const rl = createInterface({ input: process.stdin });
rl.on("line", (line) => {
  let message;
  try {
    message = JSON.parse(line);
  } catch {
    return send({ id: null, error: { code: -32700, message: "Parse error" } });
  }
  const { id, method, params } = message;
  if (id === undefined || method === undefined) return;
  if (method === "initialize") {
    return send({ id, result: { protocolVersion: "2025-11-25", capabilities: { tools: {} }, serverInfo: { name: "many-tools", version: "1.0.0" } } });
  }
  if (method === "ping") return send({ id, result: {} });
  if (method === "tools/list") return send({ id, result: { tools } });
  if (method === "tools/call") return call(id, params);
  send({ id, error: { code: -32601, message: `Method not found: ${method}` } });
});
rl.on("close", () => process.exit(0));
