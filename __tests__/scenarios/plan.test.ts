import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { ArgOverrides } from "../../src/scenarios/arg-overrides.js";
import { cliName } from "../../src/checkup/option-names.js";
import { OptionError, UsageError } from "../../src/errors.js";
import type { Tool } from "../../src/mcp/types.js";
import { compileSchema } from "../../src/scenarios/ajv-validate.js";
import { isNetworkUrl } from "../../src/scenarios/name-hints.js";
import { DiscoveredValues } from "../../src/scenarios/discovered-values.js";
import { PlanCursor, planScenarios, UNKNOWN_TOOL_NAME, type PlanOptions } from "../../src/scenarios/plan.js";

/** The message of the `OptionError` `run` throws, as the CLI words it. */
function inCliWords(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(OptionError);
    return (error as OptionError).wordedFor(cliName);
  }
  throw new Error("no OptionError");
}

const here = dirname(fileURLToPath(import.meta.url));
const NO_ARGS: ArgOverrides = { global: {}, perTool: {} };
const OPTIONS: PlanOptions = { seed: 1, cases: 3, edgeCases: true, args: NO_ARGS, readOnly: false, only: [], skip: [] };

function referenceTools(server: string): Tool[] {
  return (JSON.parse(readFileSync(join(here, "../fixtures/tools", `${server}.json`), "utf8")) as { tools: Tool[] }).tools;
}

const echo: Tool = {
  name: "echo",
  inputSchema: { type: "object", properties: { text: { type: "string" }, count: { type: "integer", minimum: 1 } }, required: ["text"] },
  annotations: { readOnlyHint: true },
};
const write: Tool = { name: "write", inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] } };

describe("planScenarios on the reference servers' tools/list", () => {
  for (const server of ["everything", "memory", "filesystem", "sequential-thinking"]) {
    it(`builds valid happy arguments for every tool of ${server}, for any seed`, () => {
      const tools = referenceTools(server);
      for (const seed of [1, 2, 42, 4_000_000_000]) {
        const plan = planScenarios(tools, { ...OPTIONS, seed });
        const happy = plan.scenarios.filter((s) => s.kind === "happy");
        expect(plan.findings.filter((f) => f.rule === "schema-unsatisfiable")).toEqual([]);
        for (const tool of plan.tools) expect(happy.some((s) => s.tool === tool.name), tool.name).toBe(true);
        for (const s of happy) {
          const schema = tools.find((t) => t.name === s.tool)?.inputSchema;
          const compiled = compileSchema(schema);
          expect(compiled.ok).toBe(true);
          if (compiled.ok) expect(compiled.validate(s.arguments), `${s.tool} ${JSON.stringify(s.arguments)}`).toEqual([]);
          for (const value of Object.values(s.arguments as object)) expect(isNetworkUrl(value)).toBe(false);
        }
      }
    });
  }

  it("keeps everything's long-running operation short in every happy case", () => {
    const plan = planScenarios(referenceTools("everything"), OPTIONS);
    const calls = plan.scenarios.filter((s) => s.kind === "happy" && s.tool === "trigger-long-running-operation");
    expect(calls.length).toBeGreaterThan(0);
    for (const s of calls) expect(s.arguments).toEqual({ duration: 1, steps: 1 });
  });

  it("never lets gzip-file-as-resource fall back to its network default", () => {
    const plan = planScenarios(referenceTools("everything"), OPTIONS);
    for (const s of plan.scenarios.filter((x) => x.kind === "happy" && x.tool === "gzip-file-as-resource")) {
      expect((s.arguments as { data?: string }).data).toMatch(/^data:/);
    }
  });

  it("does not call a tool that requires tasks, and says so", () => {
    const plan = planScenarios(referenceTools("everything"), OPTIONS);
    expect(plan.scenarios.some((s) => s.tool === "simulate-research-query")).toBe(false);
    expect(plan.findings).toContainEqual(expect.objectContaining({ rule: "task-required-unsupported", tool: "simulate-research-query", severity: "info" }));
  });

  it("sends booleans for sequential-thinking's boolean-or-string parameters", () => {
    const plan = planScenarios(referenceTools("sequential-thinking"), OPTIONS);
    for (const s of plan.scenarios.filter((x) => x.kind === "happy")) expect(typeof (s.arguments as Record<string, unknown>).nextThoughtNeeded).toBe("boolean");
  });

  it("does not put filesystem's head and tail into one call", () => {
    const plan = planScenarios(referenceTools("filesystem"), OPTIONS);
    for (const s of plan.scenarios.filter((x) => x.kind === "happy" && x.tool === "read_file")) {
      const args = s.arguments as Record<string, unknown>;
      expect("head" in args && "tail" in args).toBe(false);
    }
  });

  it("uses --arg values for filesystem paths in happy calls", () => {
    const plan = planScenarios(referenceTools("filesystem"), { ...OPTIONS, args: { global: { path: "/srv/sandbox/a.txt" }, perTool: {} } });
    for (const s of plan.scenarios.filter((x) => x.kind === "happy" && x.tool === "read_text_file")) expect((s.arguments as { path: string }).path).toBe("/srv/sandbox/a.txt");
  });
});

describe("planScenarios", () => {
  it("makes case 1 the required properties only and fills optional ones later", () => {
    const happy = planScenarios([echo], OPTIONS).scenarios.filter((s) => s.kind === "happy");
    expect(happy.map((s) => s.description)).toEqual(["happy path #1", "happy path #2", "happy path #3"]);
    expect(Object.keys(happy[0]?.arguments as object)).toEqual(["text"]);
    expect(happy.some((s) => "count" in (s.arguments as object))).toBe(true);
  });

  it("fills an optional property in a case that would repeat an earlier call, so every member of an optional enum is sent", () => {
    // Two ids and an optional currency: each case whose id-only call was made already sends a currency instead of
    // being dropped (a GBP answered with an error in a success result was never sent before).
    const product: Tool = {
      name: "get_product",
      inputSchema: {
        type: "object",
        properties: { id: { type: "string", enum: ["p-100", "p-200"] }, currency: { type: "string", enum: ["USD", "EUR", "GBP"] } },
        required: ["id"],
      },
    };
    const happy = planScenarios([product], { ...OPTIONS, cases: 10 }).scenarios.filter((s) => s.kind === "happy");
    const sent = happy.map((s) => JSON.stringify(s.arguments));
    expect(new Set(sent).size).toBe(sent.length);
    expect(happy.length).toBeGreaterThanOrEqual(6);
    expect(new Set(happy.map((s) => (s.arguments as { currency?: string }).currency).filter(Boolean))).toEqual(new Set(["USD", "EUR", "GBP"]));
    // The minimal call comes first, as before.
    expect(happy[0]?.arguments).toEqual({ id: "p-100" });
  });

  it("keeps trying other values for the one optional property of a tool before dropping a case", () => {
    // everything's get-resource-links: count defaults to 3, so 1 and 5 are left; the third case found 5 again and was dropped.
    const links: Tool = { name: "get-resource-links", inputSchema: { type: "object", properties: { count: { type: "number", minimum: 1, maximum: 10, default: 3, description: "Number of resource links to return (1-10)" } } } };
    const happy = planScenarios([links], OPTIONS).scenarios.filter((s) => s.kind === "happy").map((s) => s.arguments);
    expect(happy).toEqual([{}, { count: 5 }, { count: 1 }]);
  });

  it("turns the later cases' choices with --seed, never the first case", () => {
    const product: Tool = {
      name: "get_product",
      inputSchema: { type: "object", properties: { id: { type: "string" }, currency: { type: "string", enum: ["USD", "EUR", "GBP"] } }, required: ["id"] },
    };
    const sent = (seed: number) => planScenarios([product], { ...OPTIONS, seed }).scenarios.filter((s) => s.kind === "happy").map((s) => s.arguments as { currency?: string });
    const currencies = (seed: number) => sent(seed).map((a) => a.currency ?? "-");
    expect(currencies(1)).toEqual(["-", "EUR", "-"]);
    expect(currencies(2)[1]).toBe("GBP");
    expect(new Set([1, 2, 3].map((seed) => currencies(seed)[1]))).toEqual(new Set(["USD", "EUR", "GBP"]));
    expect(sent(7)[0]).toEqual(sent(1)[0]);
  });

  it("does not always send two enum properties with the same members the same member (a unit conversion converts)", () => {
    const convert: Tool = {
      name: "convert_units",
      inputSchema: {
        type: "object",
        properties: { value: { type: "number", minimum: 0 }, from: { enum: ["km", "mi"] }, to: { enum: ["km", "mi"] } },
        required: ["value", "from", "to"],
      },
    };
    const happy = planScenarios([convert], OPTIONS).scenarios.filter((s) => s.kind === "happy");
    const pairs = happy.map((s) => `${(s.arguments as { from: string }).from}->${(s.arguments as { to: string }).to}`);
    expect(pairs[0]).toBe("km->km"); // case 1: the first member of each, the most common call
    expect(pairs.some((p) => p === "km->mi" || p === "mi->km")).toBe(true);
  });

  it("plans each identical argument set once (a tool without parameters is called once)", () => {
    const plan = planScenarios([{ name: "ping", inputSchema: { type: "object" } }], OPTIONS);
    expect(plan.scenarios.filter((s) => s.kind === "happy")).toHaveLength(1);
  });

  it("plans the edge cases: missing, wrong type, empty, omitted, not an object, unknown tool", () => {
    const edges = planScenarios([echo], OPTIONS).scenarios.filter((s) => s.kind === "edge");
    expect(edges.map((s) => s.description)).toEqual([
      "edge: missing required 'text'",
      "edge: wrong type for 'text' (integer instead of string)",
      "edge: wrong type for 'count' (string instead of integer)",
      "edge: empty and zero values",
      "edge: arguments omitted",
      "edge: arguments not an object",
      `edge: unknown tool '${UNKNOWN_TOOL_NAME}'`,
    ]);
    expect(edges.find((s) => s.edge === "arguments-omitted")).toMatchObject({ omitArguments: true, expectInvalid: true });
    expect(edges.find((s) => s.edge === "arguments-not-object")).toMatchObject({ arguments: "not-an-object", expectInvalid: true });
    expect(edges.find((s) => s.edge === "wrong-type" && s.parameter === "count")?.arguments).toMatchObject({ text: expect.any(String), count: "not-a-number" });
  });

  it("plans a tool whose inputSchema is marked $async (ajv's own keyword) as any other: its bad edge values are invalid", () => {
    const tool: Tool = { name: "lookup", inputSchema: { $async: true, type: "object", properties: { query: { type: "string", minLength: 1 } }, required: ["query"] } };
    const { scenarios } = planScenarios([tool], OPTIONS);
    expect(scenarios.find((s) => s.kind === "happy")?.arguments).toMatchObject({ query: expect.any(String) });
    expect(scenarios.find((s) => s.edge === "missing-required")).toMatchObject({ arguments: {}, expectInvalid: true });
    expect(scenarios.find((s) => s.edge === "wrong-type")).toMatchObject({ expectInvalid: true });
  });

  it("records on a wrong-type edge the type it sent and the types the schema declares", () => {
    const edges = planScenarios([echo], OPTIONS).scenarios.filter((s) => s.kind === "edge");
    expect(edges.find((s) => s.edge === "wrong-type" && s.parameter === "count")?.wrongType).toEqual({ sent: "string", declared: ["integer"] });
  });

  it("computes expectInvalid with the schema, so allowed empty values are not counted as invalid", () => {
    const edges = planScenarios([echo], OPTIONS).scenarios.filter((s) => s.kind === "edge");
    // text: "" is a valid string, but count: 0 breaks minimum 1.
    expect(edges.find((s) => s.edge === "empty-values")).toMatchObject({ arguments: { text: "", count: 0 }, expectInvalid: true });
    const loose = planScenarios([{ name: "note", inputSchema: { type: "object", properties: { body: { type: "string" } } } }], OPTIONS);
    expect(loose.scenarios.find((s) => s.edge === "empty-values")?.expectInvalid).toBe(false);
    expect(loose.scenarios.find((s) => s.edge === "arguments-omitted")?.expectInvalid).toBe(false);
  });

  it("does not count a value that only breaks a format as invalid input (format is an annotation by default)", () => {
    const hook: Tool = { name: "hook", inputSchema: { type: "object", properties: { url: { type: "string", format: "uri" } }, required: ["url"] } };
    expect(planScenarios([hook], OPTIONS).scenarios.find((s) => s.edge === "empty-values")).toMatchObject({ arguments: { url: "" }, expectInvalid: false });
  });

  it("runs every happy call before any edge call", () => {
    const kinds = planScenarios([echo, write], OPTIONS).scenarios.map((s) => s.kind);
    expect(kinds.indexOf("edge")).toBeGreaterThan(kinds.lastIndexOf("happy"));
  });

  it("plans one unknown-tool call per server, with a name the server does not have", () => {
    const plan = planScenarios([echo, { name: UNKNOWN_TOOL_NAME, inputSchema: { type: "object" } }], OPTIONS);
    const unknown = plan.scenarios.filter((s) => s.edge === "unknown-tool");
    expect(unknown).toHaveLength(1);
    expect(unknown[0]?.tool).toBe(`${UNKNOWN_TOOL_NAME}_2`);
  });

  it("plans no edge cases when they are disabled", () => {
    expect(planScenarios([echo], { ...OPTIONS, edgeCases: false }).scenarios.every((s) => s.kind === "happy")).toBe(true);
  });

  it("honours --cases", () => {
    expect(planScenarios([echo], { ...OPTIONS, cases: 1 }).scenarios.filter((s) => s.kind === "happy")).toHaveLength(1);
  });

  it("keeps only read-only tools with --read-only", () => {
    expect(planScenarios([echo, write], { ...OPTIONS, readOnly: true }).tools.map((t) => t.name)).toEqual(["echo"]);
  });

  it("applies --only and --skip", () => {
    expect(planScenarios([echo, write], { ...OPTIONS, only: ["write"] }).tools.map((t) => t.name)).toEqual(["write"]);
    expect(planScenarios([echo, write], { ...OPTIONS, skip: ["write"] }).tools.map((t) => t.name)).toEqual(["echo"]);
  });

  it("rejects an unknown tool name in --only, --skip or a per-tool --arg, listing the tools", () => {
    expect(inCliWords(() => planScenarios([echo, write], { ...OPTIONS, only: ["nope"] }))).toBe("--only: no tool named 'nope'; the server's tools are: echo, write");
    expect(() => planScenarios([echo], { ...OPTIONS, skip: ["x"] })).toThrow(UsageError);
    expect(inCliWords(() => planScenarios([echo], { ...OPTIONS, args: { global: {}, perTool: { nope: { a: 1 } } } }))).toMatch(/^--arg: no tool named 'nope'/);
  });

  it("rejects a per-tool --arg naming a parameter its tool does not declare, listing the parameters", () => {
    // A new user's `--arg get_record:idd=1` went out with every call.
    const args = { global: { zzz: 1 }, perTool: { echo: { txet: "hi" } } };
    expect(inCliWords(() => planScenarios([echo], { ...OPTIONS, args }))).toBe("--arg echo:txet: echo has no parameter 'txet'; its parameters are: text, count");
    // A free-form schema takes any name, and a value for every tool goes only where it fits.
    const open: Tool = { name: "open", inputSchema: { type: "object" } };
    expect(planScenarios([echo, open], { ...OPTIONS, args: { global: { zzz: 1 }, perTool: { open: { anything: 1 } } } }).tools.map((t) => t.name)).toEqual(["echo", "open"]);
  });

  it("reports schema-unsatisfiable and plans no happy call when no valid value exists", () => {
    const bad: Tool = { name: "bad", inputSchema: { type: "object", properties: { n: { type: "integer", minimum: 5, maximum: 1 } }, required: ["n"] } };
    const plan = planScenarios([bad], OPTIONS);
    expect(plan.scenarios.filter((s) => s.kind === "happy")).toEqual([]);
    expect(plan.findings).toEqual([expect.objectContaining({ rule: "schema-unsatisfiable", tool: "bad", severity: "warning" })]);
    expect(plan.scenarios.some((s) => s.edge === "missing-required")).toBe(true);
  });

  it("calls a tool with a missing inputSchema with {} (lint reports the schema)", () => {
    const plan = planScenarios([{ name: "bare" }], OPTIONS);
    expect(plan.scenarios.filter((s) => s.kind === "happy").map((s) => s.arguments)).toEqual([{}]);
  });

  it("gives the same plan for the same seed, and each tool's values do not depend on the other tools", () => {
    const a = planScenarios([echo, write], OPTIONS).scenarios.filter((s) => s.tool === "write");
    const b = planScenarios([write], OPTIONS).scenarios.filter((s) => s.tool === "write");
    expect(a).toEqual(b);
    expect(planScenarios([echo], OPTIONS)).toEqual(planScenarios([echo], OPTIONS));
  });
});

describe("user values in the plan", () => {
  it("replaces generated values in happy calls and keeps edge values bad", () => {
    const plan = planScenarios([echo], { ...OPTIONS, args: { global: { text: "from-user" }, perTool: {} } });
    for (const s of plan.scenarios.filter((x) => x.kind === "happy")) expect((s.arguments as { text: string }).text).toBe("from-user");
    expect(plan.scenarios.find((s) => s.edge === "wrong-type" && s.parameter === "text")?.arguments).toMatchObject({ text: 12345 });
  });
});

describe("planScenarios with user values for a schema generation cannot satisfy", () => {
  it("calls the tool with the user's value when it makes the arguments valid", () => {
    const strict: Tool = { name: "lookup", inputSchema: { type: "object", properties: { key: { type: "string", pattern: "^(?=.*[A-Z])(?=.*\\d)(?=.*[!@#]).{12}$" } }, required: ["key"] } };
    expect(planScenarios([strict], OPTIONS).findings.map((f) => f.rule)).toEqual(["schema-unsatisfiable"]);
    const plan = planScenarios([strict], { ...OPTIONS, args: { global: {}, perTool: { lookup: { key: "Abcdefghij1!" } } } });
    expect(plan.findings).toEqual([]);
    expect(plan.scenarios.filter((s) => s.kind === "happy").map((s) => s.arguments)).toEqual([{ key: "Abcdefghij1!" }]);
  });
});

describe("planScenarios and costly defaults", () => {
  it("plans no arguments-omitted call for a tool whose omitted duration would make it sleep", () => {
    const edges = planScenarios(referenceTools("everything"), OPTIONS).scenarios.filter((s) => s.kind === "edge");
    expect(edges.some((s) => s.tool === "trigger-long-running-operation" && s.edge === "arguments-omitted")).toBe(false);
    expect(edges.some((s) => s.tool === "gzip-file-as-resource" && s.edge === "arguments-omitted")).toBe(false);
    expect(edges.some((s) => s.tool === "echo" && s.edge === "arguments-omitted")).toBe(true);
  });
});

describe("planScenarios: run order and value sources (issue 11)", () => {
  const annotated = (name: string, annotations: Tool["annotations"], extra: Partial<Tool> = {}): Tool => ({
    name,
    inputSchema: { type: "object", properties: { path: { type: "string" } }, required: ["path"] },
    annotations,
    ...extra,
  });
  const tools = [
    annotated("delete_note", { readOnlyHint: false, destructiveHint: true }),
    annotated("save_note", { readOnlyHint: false, destructiveHint: false }),
    annotated("touch_note", { readOnlyHint: false, destructiveHint: false }),
    annotated("read_note", { readOnlyHint: true }),
    annotated("open_notebook", { readOnlyHint: false, destructiveHint: false }, { description: "Open a notebook. Must be called before any other tool." }),
    annotated("close_notebook", { readOnlyHint: false, destructiveHint: false }),
  ];

  it("calls setup tools, then read-only, creating, writing, destructive and teardown tools, then edge cases", () => {
    const plan = planScenarios(tools, OPTIONS);
    const happyOrder = [...new Set(plan.scenarios.filter((s) => s.kind === "happy").map((s) => s.tool))];
    expect(happyOrder).toEqual(["open_notebook", "read_note", "save_note", "touch_note", "delete_note", "close_notebook"]);
    const lastHappy = plan.scenarios.map((s) => s.kind).lastIndexOf("happy");
    expect(plan.scenarios.slice(lastHappy + 1).every((s) => s.kind === "edge")).toBe(true);
  });

  it("marks where the read-only probes run: after the setup and read-only tools' happy calls", () => {
    const plan = planScenarios(tools, OPTIONS);
    expect(plan.scenarios.slice(0, plan.beforeProbes).map((s) => s.stage)).toEqual(["setup", "setup", "setup", "read", "read", "read"]);
    expect(plan.scenarios[plan.beforeProbes]?.stage).toBe("create");
    expect(plan.setup.map((s) => s.tool)).toEqual(["open_notebook"]);
  });

  it("skips an MCP Apps tool meant for the app only, with the reason", () => {
    const appOnly: Tool = { name: "refresh_view", inputSchema: { type: "object" }, _meta: { ui: { visibility: ["app"] } } };
    const plan = planScenarios([echo, appOnly], OPTIONS);
    expect(plan.tools.map((t) => t.name)).toEqual(["echo"]);
    expect(plan.scenarios.filter((s) => s.tool === "refresh_view")).toEqual([
      expect.objectContaining({ kind: "happy", skip: 'not called: an MCP Apps tool for the app, not the model (_meta.ui.visibility: ["app"])' }),
    ]);
  });

  it("records where each happy value came from: --arg, the schema, the name", () => {
    const tool: Tool = {
      name: "search",
      inputSchema: { type: "object", properties: { query: { type: "string" }, mode: { type: "string", enum: ["fast", "full"] }, path: { type: "string" } }, required: ["query", "mode", "path"] },
    };
    const plan = planScenarios([tool], { ...OPTIONS, args: { global: { path: "/srv" }, perTool: {} } });
    expect(plan.scenarios[0]?.valueSources).toEqual({ query: "name", mode: "schema", path: "--arg" });
  });

  it("says made-up for a last-resort value nothing stated: a pattern's sample, a plain string or number, a coin-flip boolean", () => {
    const tool: Tool = {
      name: "tag",
      inputSchema: {
        type: "object",
        properties: { zqx: { type: "string" }, code: { type: "string", pattern: "^[A-Z]{3}-[0-9]{2}$" }, qty: { type: "integer" }, flag: { type: "boolean" }, day: { type: "string", format: "date" } },
        required: ["zqx", "code", "qty", "flag", "day"],
      },
    };
    const [first] = planScenarios([tool], OPTIONS).scenarios;
    expect(first?.arguments).toMatchObject({ zqx: "example" });
    expect(first?.valueSources).toEqual({ zqx: "made-up", code: "made-up", qty: "made-up", flag: "made-up", day: "schema" });
  });
});

describe("PlanCursor", () => {
  for (const server of ["everything", "memory", "filesystem"]) {
    it(`plans the scenarios and findings of planScenarios, one tool at a time, for ${server}`, () => {
      const tools = referenceTools(server);
      const cursor = new PlanCursor(tools, OPTIONS);
      const seen = [];
      for (let i = 0; cursor.at(i) !== undefined; i++) seen.push(cursor.at(i));
      const eager = planScenarios(tools, OPTIONS);
      expect(seen).toEqual(eager.scenarios);
      expect(cursor.findings()).toEqual(eager.findings);
    });
  }

  it("has the first call ready once the first tool in run order is planned", () => {
    const cursor = new PlanCursor(referenceTools("everything"), OPTIONS);
    const first = cursor.at(0);
    expect(first?.kind).toBe("happy");
    expect(cursor.planned()).toBe(cursor.all().filter((s) => s.tool === first?.tool && s.kind === "happy").length);
  });

  it("plans with the server's values as they were when it was made, not those added later", () => {
    const tool: Tool = { name: "get_task", inputSchema: { type: "object", properties: { task_id: { type: "string" } }, required: ["task_id"] } };
    const taskIds = (...ids: string[]) => {
      const values = new DiscoveredValues();
      values.add(ids.map((value) => ({ value, field: "task_id", tool: "list_tasks" })));
      return values;
    };
    const known = taskIds("t-first");
    const cursor = new PlanCursor([tool], { ...OPTIONS, known });
    known.add([{ value: "t-later", field: "task_id", tool: "create_task" }]);
    const planned = cursor.all();
    expect(planned).toEqual(planScenarios([tool], { ...OPTIONS, known: taskIds("t-first") }).scenarios);
    expect(planned).not.toEqual(planScenarios([tool], { ...OPTIONS, known: taskIds("t-first", "t-later") }).scenarios);
  });

  it("throws UsageError at once for --only naming a tool the server does not have", () => {
    expect(() => new PlanCursor([echo], { ...OPTIONS, only: ["nope"] })).toThrow(UsageError);
  });
});
