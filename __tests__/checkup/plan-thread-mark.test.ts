import { resolve } from "node:path";
import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { isPlanThread, PLAN_THREAD } from "../../src/checkup/plan-thread-mark.js";

describe("isPlanThread", () => {
  it("is false on the main thread", () => {
    expect(isPlanThread()).toBe(false);
  });

  // Each built entry (committed in dist/) asks first: started as a plan thread, it plans instead of running its face.
  for (const bundle of ["dist/cli/index.js", "dist/index.js", "dist/lib/index.js"]) {
    it(`makes ${bundle} serve plans when it runs as a plan thread`, async () => {
      const worker = new Worker(resolve(bundle), { workerData: { [PLAN_THREAD]: true }, stdout: true, stderr: true, argv: ["--help"] });
      try {
        const claims = new SharedArrayBuffer(4);
        new Int32Array(claims)[0] = -1;
        const tool = { name: "echo", description: "Echo a text.", inputSchema: { type: "object", properties: { text: { type: "string" } }, required: ["text"] } };
        const units = new Promise<unknown>((resolvePlanned, reject) => {
          worker.once("message", resolvePlanned);
          worker.once("error", reject);
        });
        worker.postMessage({ tools: [tool] });
        worker.postMessage({ callable: [0], options: { seed: 1, cases: 1, edgeCases: true, args: { global: {}, perTool: {} }, readOnly: false, only: [], skip: [] }, claims });
        expect(await units).toMatchObject({ units: [{ index: 0, scenarios: [{ tool: "echo", kind: "happy", arguments: { text: expect.any(String) } }] }] });
      } finally {
        await worker.terminate();
      }
    });
  }
});
