import { lintServer } from "../lint/index.js";
import type { RequestOutcome, Tool } from "../mcp/types.js";
import { judgeCall } from "../run/judge.js";
import { DiscoveredValues, harvestResult } from "../scenarios/discovered-values.js";
import { planScenarios } from "../scenarios/plan.js";
import type { Scenario } from "../scenarios/scenario.js";

/** A small tool set touching the code paths a real run takes first: schema compilation (both dialects), value generation, edge planning, lint. */
const WARM_UP_TOOLS: Tool[] = [
  {
    name: "warm_up_search",
    description: "Search the records by query and return at most limit matches; use the 'warm_up_get' tool for one record.",
    inputSchema: {
      type: "object",
      properties: {
        query: { type: "string", minLength: 1, description: "Text to look for" },
        limit: { type: "integer", minimum: 1, maximum: 50 },
        tags: { type: "array", items: { type: "string", enum: ["a", "b"] }, uniqueItems: true },
        since: { type: "string", format: "date-time" },
      },
      required: ["query"],
    },
    annotations: { readOnlyHint: true },
  },
  {
    name: "warm_up_get",
    description: "Get one record by its id, with its fields and history.",
    inputSchema: {
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: { id: { type: "string", pattern: "^[a-z]{3}-\\d{2}$" }, verbose: { type: ["boolean", "null"] } },
      required: ["id"],
      additionalProperties: false,
    },
  },
];

/**
 * Tools of other common shapes: a batch write of objects with an `outputSchema`, a listing of a folder. The batch's
 * item is a `$ref` into `$defs`, as Pydantic writes nested models: such a schema is ajv's to check (the others are
 * checked directly, `direct-check.ts`), so ajv's first compilation (10–20 ms on a cold process) is made here too.
 */
const MORE_WARM_UP_TOOLS: Tool[] = [
  {
    name: "warm_up_create_items",
    description: "Create several items at once, each with a name, a kind and notes.",
    inputSchema: {
      type: "object",
      properties: { items: { type: "array", items: { $ref: "#/$defs/Item" } } },
      required: ["items"],
      $defs: {
        Item: {
          type: "object",
          properties: { name: { type: "string", description: "The item's name" }, kind: { type: "string" }, notes: { type: "array", items: { type: "string" } } },
          required: ["name", "kind"],
          additionalProperties: false,
        },
      },
    },
    outputSchema: {
      type: "object",
      properties: { items: { type: "array", items: { type: "object", properties: { name: { type: "string" }, kind: { type: "string" } }, required: ["name"] } } },
      required: ["items"],
    },
  },
  {
    name: "warm_up_list_directory",
    description: "List the files and folders in a directory, e.g. /srv/data.",
    inputSchema: { type: "object", properties: { path: { type: "string", description: "The directory to list" }, depth: { type: "integer", minimum: 1, default: 1 } }, required: ["path"] },
    annotations: { readOnlyHint: true },
  },
];

/** Answers as servers give them, one per kind of reading the judge does: a refusal, an error in a success, JSON-RPC errors, data. */
const WARM_UP_ANSWERS: RequestOutcome[] = [
  { kind: "result", result: { content: [{ type: "text", text: "Error: ENOENT: no such file or directory, open '/tmp/records/abc-12'" }], isError: true }, durationMs: 1 },
  { kind: "result", result: { content: [{ type: "text", text: '{"status":"error","message":"connect ECONNREFUSED 127.0.0.1:5432"}' }] }, durationMs: 1 },
  { kind: "error", error: { code: -32602, message: "MCP error -32602: Invalid arguments for tool warm_up_get: Expected string, received number" }, durationMs: 1 },
  { kind: "error", error: { code: -32603, message: "TypeError: Cannot read properties of undefined (reading 'id')" }, durationMs: 1 },
  { kind: "result", result: { content: [{ type: "text", text: '[{"id":"abc-12","title":"First record"}]' }], structuredContent: { items: [{ id: "abc-12" }] } }, durationMs: 1 },
];

/** The warm-up's steps: lint, each tool planned, the scenarios judged; on a cold process each takes 2–35 ms. */
function warmUpSteps(): (() => void)[] {
  const options = { seed: 1, cases: 3, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] };
  const judged = (tools: readonly Tool[], scenarios: () => readonly Scenario[], answer: (i: number) => RequestOutcome) => () =>
    scenarios().forEach((scenario, i) => judgeCall(scenario, answer(i), { tool: tools.find((t) => t.name === scenario.tool), timeoutMs: 30_000 }));
  let base: readonly Scenario[] = [];
  let more: readonly Scenario[] = [];
  const structured = { items: [{ name: "example", kind: "example" }] };
  return [
    () => lintServer({ tools: WARM_UP_TOOLS, instructions: "Call 'warm_up_search' first." }),
    // One tool a step: planning the first is the longest step of all (about 30 ms on a cold process).
    ...WARM_UP_TOOLS.map((tool) => () => (base = [...base, ...planScenarios([tool], options).scenarios])),
    // The judge's patterns (causes, hidden errors, result shapes) compile on first use: each scenario judged once.
    judged(WARM_UP_TOOLS, () => base, (i) => WARM_UP_ANSWERS[i % WARM_UP_ANSWERS.length]!),
    () => {
      // Values a listing showed (discovery), offered to the next tools' parameters.
      const values = new DiscoveredValues();
      values.add(harvestResult("warm_up_list_directory", { path: "/srv/data" }, { content: [{ type: "text", text: "[FILE] notes.txt\n[DIR] archive" }] }));
      values.add(harvestResult("warm_up_search", { query: "a" }, { content: [{ type: "text", text: '{"records":[{"id":"abc-12","name":"First"}]}' }] }));
      more = planScenarios(MORE_WARM_UP_TOOLS, { ...options, known: values }).scenarios;
    },
    // Results with `structuredContent` checked against the tool's `outputSchema`, and the other kinds of answer.
    judged(MORE_WARM_UP_TOOLS, () => more, (i) =>
      i % 2 === 0
        ? { kind: "result", result: { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured }, durationMs: 1 }
        : WARM_UP_ANSWERS[i % WARM_UP_ANSWERS.length]!,
    ),
  ];
}

/**
 * Runs the engine's first-use work (ajv compilation, value generation, discovered values, lint, judging) on a tiny
 * synthetic server, so that the JIT, caches and regular expressions are warm when the real server's tools and answers
 * arrive: on a cold process the first planning pass otherwise costs about 0.1 s of CPU and the judge's patterns tens
 * of milliseconds more, most of the harness overhead on small servers (see bench/). It runs a step at a time (2–35 ms
 * each on a cold process, one per turn of the event loop) while `waiting` is pending — the server under test starting,
 * time we spend waiting anyway — and no further once it settles: a server that is up at once (a compiled binary) waits
 * at most for the step under way, not for the whole warm-up, and the answers that come in between are read between
 * steps. Resolves with the number of steps run once it stops; never rejects (a step that throws changes nothing), and
 * `waiting` rejecting stops it too.
 */
export function warmUpWhile(waiting: Promise<unknown>): Promise<number> {
  let settled = false;
  const stop = (): void => {
    settled = true;
  };
  waiting.then(stop, stop);
  const steps = warmUpSteps();
  let ran = 0;
  return new Promise((resolve) => {
    const next = (): void => {
      const step = steps[ran];
      if (settled || step === undefined) return resolve(ran);
      try {
        step();
      } catch {
        // A warm-up failure changes nothing about the run.
      }
      ran++;
      setImmediate(next);
    };
    setImmediate(next);
  });
}
