#!/usr/bin/env node
// A synthetic stdio MCP server with many tools, for the scale benchmarks (issue 14): `--tools N` (default 5,000)
// tools of four kinds, dealt in turn — a search with a bounded query and limit, a get by uuid, a list without
// arguments, and an update with a date-time, an enum array and a nested object — each with a description of a
// sentence or two. Every call is answered at once: a text result for arguments of the right shape, an `isError`
// result naming the problem otherwise, -32602 for a tool it does not have. No SDK, no dependencies.
import { createInterface } from "node:readline";

const argv = process.argv.slice(2);
const count = Number(argv.includes("--tools") ? argv[argv.indexOf("--tools") + 1] : 5000);

const KINDS = [
  (i) => ({
    name: `search_records_${i}`,
    description: `Search the records of collection ${i} by text and return at most limit matches. Use get_record_${i + 1} for one record.`,
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, maxLength: 200, description: "Text to look for" },
        limit: { type: "integer", minimum: 1, maximum: 50, description: "How many matches at most" },
      },
      required: ["query"],
    },
    annotations: { readOnlyHint: true },
  }),
  (i) => ({
    name: `get_record_${i}`,
    description: `Get one record of collection ${i} by its id.`,
    inputSchema: { type: "object", properties: { id: { type: "string", format: "uuid", description: "The record's id" } }, required: ["id"] },
    annotations: { readOnlyHint: true },
  }),
  (i) => ({
    name: `list_collections_${i}`,
    description: `List the collections of shard ${i}.`,
    inputSchema: { type: "object", properties: {} },
    annotations: { readOnlyHint: true },
  }),
  (i) => ({
    name: `update_record_${i}`,
    description: `Update a record of collection ${i}: its status, its tags and when it is due.`,
    inputSchema: {
      type: "object",
      properties: {
        id: { type: "string", pattern: "^[a-z]{3}-[0-9]{4}$", description: "The record's id, e.g. abc-0001" },
        status: { type: "string", enum: ["open", "closed", "pending"] },
        due: { type: "string", format: "date-time" },
        tags: { type: "array", items: { type: "string", enum: ["red", "green", "blue"] }, uniqueItems: true, maxItems: 3 },
        owner: { type: "object", properties: { name: { type: "string" }, email: { type: "string", format: "email" } }, required: ["name"] },
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
