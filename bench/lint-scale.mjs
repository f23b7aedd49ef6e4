// Lint at scale: a generated server of 500, 1,000 and 2,000 tools (descriptions that reference other tools,
// some of them missing, enums, nested objects). Target: 500 tools under 1 s, and linear growth.
import { lintServer } from "../dist/lib/index.js";

function generatedTools(count) {
  const tools = [];
  for (let i = 0; i < count; i++) {
    tools.push({
      name: `resource_${i}_update`,
      description: `Update resource ${i}. Use the 'resource_${(i + 1) % count}_update' tool for the next one, or call 'resource_${i}_archive' to archive it (that tool does not exist).`,
      inputSchema: {
        type: "object",
        properties: {
          id: { type: "string", description: `Identifier of resource ${i}` },
          status: { type: "string", enum: ["open", "closed", "pending"], description: "New status; use open to reopen" },
          filters: { type: "object", properties: { tags: { type: "array", items: { type: "string" } }, limit: { type: "integer", minimum: 1 } } },
        },
        required: ["id"],
      },
      annotations: { readOnlyHint: false },
    });
  }
  return tools;
}

const rows = [];
for (const count of [500, 1000, 2000]) {
  const tools = generatedTools(count);
  lintServer({ tools: tools.slice(0, 50) }); // warm-up: compile paths and regexes once
  const started = performance.now();
  const result = lintServer({ tools, instructions: "Use the 'resource_0_update' tool first." });
  const ms = performance.now() - started;
  rows.push({ tools: count, ms: +ms.toFixed(1), ms_per_tool: +(ms / count).toFixed(3), findings: result.findings.length });
}
console.table(rows);
const [r500, , r2000] = rows;
console.log(`${r500.ms < 1000 ? "ok  " : "MISS"} 500 tools in ${r500.ms} ms (target < 1000 ms)`);
const growth = r2000.ms / r500.ms;
console.log(`${growth < 6 ? "ok  " : "MISS"} 4× the tools took ${growth.toFixed(1)}× the time (linear ≈ 4×; target < 6×)`);
