import { fileURLToPath } from "node:url";
import { describe, expect, it, type TestContext } from "vitest";
import type { McpConnection, ServerHandleLike } from "../../src/mcp/connection.js";
import { ServerHandle } from "../../src/mcp/server-handle.js";
import type { RequestOptions, Tool } from "../../src/mcp/types.js";
import { runPlan } from "../../src/run/plan-run.js";
import { DiscoveredValues } from "../../src/scenarios/discovered-values.js";
import type { Scenario, ScenarioStage } from "../../src/scenarios/scenario.js";
import type { ScenarioSource } from "../../src/scenarios/scenario-source.js";

const TASKS = fileURLToPath(new URL("../fixtures/discovery/task-server.mjs", import.meta.url));

async function start(context: TestContext): Promise<{ handle: ServerHandle; tools: Tool[] }> {
  const handle = new ServerHandle({ kind: "stdio", command: process.execPath, args: [TASKS] }, { protocol: "legacy", timeoutMs: 5000 });
  context.onTestFinished(() => handle.close());
  return { handle, tools: (await (await handle.connection()).listTools()).tools };
}

/**
 * `handle`, with each `tools/call` it makes pushed onto `events` as the tool's name when the request goes out (the
 * runner reports a call's result only once the next call is out, so results do not show the order of the calls).
 */
function recordingCalls(handle: ServerHandleLike, events: string[]): ServerHandleLike {
  return {
    get restarts() {
      return handle.restarts;
    },
    close: () => handle.close(),
    connection: async () => {
      const connection = await handle.connection();
      return Object.assign(Object.create(connection) as McpConnection, {
        callTool: (name: string, args: unknown, options?: RequestOptions) => (events.push(name), connection.callTool(name, args, options)),
      });
    },
  };
}

const scenario = (tool: string, stage: ScenarioStage, args: Record<string, unknown>, valueSources: Scenario["valueSources"] = {}): Scenario => ({
  tool,
  kind: stage === "edge" ? "edge" : "happy",
  description: "happy path #1",
  arguments: args,
  omitArguments: false,
  expectInvalid: false,
  stage,
  valueSources,
});

describe("runPlan", () => {
  it("runs mayWrite and the read-only probes (beforeWrites) once, right before the first call that may write", async (context) => {
    const { handle, tools } = await start(context);
    const events: string[] = [];
    await runPlan(recordingCalls(handle, events), tools, [scenario("list_tasks", "read", {}), scenario("get_task", "read", { task_id: "t-7f3a" }), scenario("create_task", "create", { title: "x" }), scenario("update_task", "write", { task_id: "t-7f3a", status: "done" })], {
      timeoutMs: 5000,
      mayWrite: async () => void events.push("mayWrite"),
      beforeWrites: async () => void events.push("beforeWrites"),
    });
    expect(events).toEqual(["list_tasks", "get_task", "mayWrite", "beforeWrites", "create_task", "update_task"]);
  });

  it("replays the setup after a setup tool's last happy call, before the next tool", async (context) => {
    const { handle, tools } = await start(context);
    const events: string[] = [];
    await runPlan(recordingCalls(handle, events), tools, [scenario("create_task", "setup", { title: "a" }), scenario("create_task", "setup", { title: "b" }), scenario("list_tasks", "read", {})], {
      timeoutMs: 5000,
      afterSetupTool: async () => void events.push("afterSetupTool"),
    });
    expect(events).toEqual(["create_task", "create_task", "afterSetupTool", "list_tasks"]);
  });

  it("harvests the ids a creating tool answers with and plans the calls still to come again with them", async (context) => {
    const { handle, tools } = await start(context);
    const values = new DiscoveredValues();
    const replanned: string[][] = [];
    const run = await runPlan(handle, tools, [scenario("create_task", "create", { title: "Ship it" }), scenario("get_task", "read", { task_id: "made-up" }, { task_id: "name" })], {
      timeoutMs: 5000,
      values,
      replan: (pending) => (replanned.push(pending), [scenario("get_task", "read", { task_id: "t-new1" }, { task_id: "discovered" })]),
    });
    expect(values.size).toBeGreaterThan(0);
    // What the creating call's answer showed is the run's own record: the one thing a destructive tool is offered.
    expect(values.all().filter((h) => h.created === true).map((h) => h.value)).toContain("t-new1");
    expect(values.candidates("task_id", { name: "delete_task" }, { description: "", type: "string" })).toEqual(["t-new1"]);
    expect(replanned).toEqual([["get_task"]]);
    expect(run.results.map((r) => [r.tool, r.outcome, r.arguments])).toEqual([
      ["create_task", "passed", { title: "Ship it" }],
      ["get_task", "passed", { task_id: "t-new1" }],
    ]);
  });

  it("takes a re-plan that plans a tool at a time as the run goes, and never asks it for a creating tool already called", async (context) => {
    const { handle, tools } = await start(context);
    const values = new DiscoveredValues();
    const again: Record<string, Scenario[]> = {
      get_task: [scenario("get_task", "read", { task_id: "t-new1" }, { task_id: "discovered" })],
      list_tasks: [scenario("list_tasks", "read", {})],
    };
    const asked: string[][] = [];
    const unitsPlanned: string[] = [];
    /** A source planning the tools asked, one per step, as a `PlanCursor` with `happyOnlyFor` does. */
    const replan = (pending: string[]): ScenarioSource => {
      asked.push(pending);
      const planned: Scenario[] = [];
      const source: ScenarioSource = {
        ahead: () => {
          const tool = pending[unitsPlanned.length];
          if (tool === undefined) return false;
          unitsPlanned.push(tool);
          planned.push(...again[tool]!);
          return true;
        },
        at: (i) => {
          while (planned.length <= i && source.ahead());
          return planned[i];
        },
        planned: () => planned.length,
      };
      return source;
    };
    // The creating tool's happy calls still to come after the first (its second case) are not made again.
    const plan = [
      scenario("create_task", "create", { title: "Ship it" }),
      scenario("get_task", "read", { task_id: "made-up" }, { task_id: "name" }),
      scenario("list_tasks", "read", {}),
      scenario("create_task", "create", { title: "second" }),
    ];
    const run = await runPlan(handle, tools, plan, { timeoutMs: 5000, values, replan });
    expect(asked).toEqual([["get_task", "list_tasks"]]);
    expect(unitsPlanned).toEqual(["get_task", "list_tasks"]);
    expect(run.results.map((r) => [r.tool, r.arguments])).toEqual([
      ["create_task", { title: "Ship it" }],
      ["get_task", { task_id: "t-new1" }],
      ["list_tasks", {}],
    ]);
  });
});
