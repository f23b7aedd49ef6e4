import { describe, expect, it } from "vitest";
import type { RequestOutcome, Tool } from "../../src/mcp/types.js";
import { judgeCall } from "../../src/run/judge.js";
import type { Scenario } from "../../src/scenarios/scenario.js";

const tool: Tool = {
  name: "get_quote",
  inputSchema: { type: "object", properties: { symbol: { type: "string" } }, required: ["symbol"] },
  outputSchema: { type: "object", properties: { price: { type: "number" } }, required: ["price"] },
};
const context = { tool, timeoutMs: 5000 };

const happy: Scenario = { tool: "get_quote", kind: "happy", description: "happy path #1", arguments: { symbol: "ABC" }, omitArguments: false, expectInvalid: false };
const missing: Scenario = {
  tool: "get_quote",
  kind: "edge",
  edge: "missing-required",
  description: "edge: missing required 'symbol'",
  arguments: {},
  omitArguments: false,
  expectInvalid: true,
  parameter: "symbol",
};
const emptyAllowed: Scenario = { ...missing, edge: "empty-values", description: "edge: empty and zero values", arguments: { symbol: "" }, expectInvalid: false, parameter: undefined };
const omitted: Scenario = { ...missing, edge: "arguments-omitted", description: "edge: arguments omitted", arguments: undefined, omitArguments: true, parameter: undefined };
const notObject: Scenario = { ...missing, edge: "arguments-not-object", description: "edge: arguments not an object", arguments: "not-an-object", parameter: undefined };
const unknown: Scenario = { tool: "no_such_tool", kind: "edge", edge: "unknown-tool", description: "edge: unknown tool 'no_such_tool'", arguments: {}, omitArguments: false, expectInvalid: true };

const result = (r: unknown, durationMs = 12): RequestOutcome => ({ kind: "result", result: r, durationMs });
const text = (t: string, isError = false, extra: Record<string, unknown> = {}) => result({ content: [{ type: "text", text: t }], ...(isError ? { isError: true } : {}), ...extra });
const rpcError = (code: number, message = "boom"): RequestOutcome => ({ kind: "error", error: { code, message }, durationMs: 3 });
const timeout: RequestOutcome = { kind: "timeout", durationMs: 5000 };
const closed: RequestOutcome = { kind: "closed", durationMs: 7, exit: { code: 1, signal: null }, stderrTail: "starting\n** (FunctionClauseError) no function clause matches\n", reason: "the server exited" };

const rules = (j: { findings: { rule: string }[] }) => j.findings.map((f) => f.rule);

describe("judgeCall on a happy path", () => {
  it("passes a success result that fits the outputSchema, with no finding", () => {
    const j = judgeCall(happy, text('{"price":1}', false, { structuredContent: { price: 1 } }), context);
    expect(j.result).toEqual({
      tool: "get_quote",
      kind: "happy",
      description: "happy path #1",
      arguments: { symbol: "ABC" },
      verdict: "ok",
      outcome: "passed",
      passed: true,
      duration_ms: 12,
      detail: "ok",
      rules: [],
    });
    expect(j.findings).toEqual([]);
  });

  it("fails a -32603 with SQLite's own syntax error for a search that sent no query text: the server wrote that SQL", () => {
    const search: Tool = { name: "context_search", inputSchema: { type: "object", properties: { query: { type: "string" }, offset: { type: "integer" } }, required: ["query"] } };
    const call: Scenario = { ...happy, tool: "context_search", arguments: { query: "PostgreSQL", offset: 1 } };
    const j = judgeCall(call, rpcError(-32603, 'near "OFFSET": syntax error'), { tool: search, timeoutMs: 5000 });
    expect(j.result).toMatchObject({ outcome: "failed", rules: ["happy-call-failed"] });
  });

  it("counts a clean isError refusal of a made-up value as refused, with no finding", () => {
    const j = judgeCall(happy, text("No files matching 'notes.txt' were found.", true), context);
    expect(j.result).toMatchObject({ verdict: "tool-error", outcome: "refused", passed: false, cause: { kind: "not-found" }, rules: [] });
    expect(j.findings).toEqual([]);
  });

  it("counts an isError result that says nothing about why as refused (unexplained), not as the server's fault", () => {
    const j = judgeCall(happy, text("Das hat nicht geklappt.", true), context);
    expect(j.result).toMatchObject({ outcome: "refused", cause: { kind: "unexplained" } });
  });

  it("fails an isError result whose text shows an exception escaping the tool", () => {
    const j = judgeCall(happy, text("TypeError: Cannot read properties of undefined (reading 'map')", true), context);
    expect(j.result).toMatchObject({ outcome: "failed", rules: ["happy-call-failed"] });
    expect(j.findings).toEqual([expect.objectContaining({ rule: "happy-call-failed", tool: "get_quote", severity: "error" })]);
  });

  it("counts a network failure to a remote host as blocked, naming the host", () => {
    const j = judgeCall(happy, text("Tool 'get_quote' execution failed: getaddrinfo EAI_AGAIN api.quotes.example", true), context);
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "network", subject: "api.quotes.example" } });
    expect(j.findings).toEqual([]);
  });

  it("counts a missing API key as blocked, naming the variable", () => {
    const j = judgeCall(happy, text("QUOTES_API_KEY is not set. Please configure it.", true), context);
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "credentials", subject: "QUOTES_API_KEY" } });
  });

  it("counts an outside-allowed-directories -32603 as refused, not as the server's fault", () => {
    const j = judgeCall(happy, rpcError(-32603, "Access denied - path outside allowed directories"), context);
    expect(j.result).toMatchObject({ verdict: "internal-error", error_code: -32603, outcome: "refused", cause: { kind: "not-allowed" } });
    expect(j.findings).toEqual([]);
  });

  it("counts a JSON-RPC -32602 as refused, with the code in the result", () => {
    const j = judgeCall(happy, rpcError(-32602, "Invalid params"), context);
    expect(j.result).toMatchObject({ verdict: "invalid-params", error_code: -32602, outcome: "refused", detail: "-32602 Invalid params" });
    expect(j.findings).toEqual([]);
  });

  it("fails a -32603 whose text shows no refusal", () => {
    const j = judgeCall(happy, rpcError(-32603, "Internal error"), context);
    expect(j.result).toMatchObject({ outcome: "failed", rules: ["happy-call-failed"] });
  });

  it("reports call-timeout on no answer", () => {
    const j = judgeCall(happy, timeout, context);
    expect(j.result).toMatchObject({ verdict: "timeout", outcome: "failed", duration_ms: 5000, detail: "timeout: no answer within 5 s", rules: ["call-timeout"] });
    expect(rules(j)).toEqual(["call-timeout"]);
  });

  it("reports a death during a valid call as happy-call-failed with the stderr tail", () => {
    const j = judgeCall(happy, closed, context);
    expect(j.result).toMatchObject({ verdict: "crash", outcome: "failed" });
    expect(j.findings[0]).toMatchObject({ rule: "happy-call-failed" });
    expect(j.findings[0]?.message).toContain("(exit code 1)");
    expect(j.findings[0]?.message).toContain("FunctionClauseError");
  });

  it("fails a success result that reports an error in its JSON structure (error-not-flagged)", () => {
    const j = judgeCall(happy, text('{"status":"error","message":"Request not found"}', false, { structuredContent: { price: 0 } }), context);
    expect(j.result).toMatchObject({ verdict: "ok", outcome: "failed", rules: ["error-not-flagged"] });
    expect(j.findings).toEqual([expect.objectContaining({ rule: "error-not-flagged", confidence: "high", severity: "warning" })]);
  });

  it("fails a success result whose structuredContent reports a batch where nothing succeeded", () => {
    const batch = { ...happy, tool: "import_quotes" };
    const j = judgeCall(batch, text("done", false, { structuredContent: { succeeded: 0, failed: 1, results: [{ error: "nope" }] } }), { tool: { ...tool, name: "import_quotes", outputSchema: undefined }, timeoutMs: 5000 });
    expect(j.result).toMatchObject({ outcome: "failed", rules: ["error-not-flagged"] });
  });

  it("reads the counts of a tool that only reads as what it read, not as a batch of its own that failed", () => {
    // A new user's CI server: list_jobs answers a summary of the jobs, two of which failed.
    const summary = { jobs: [{ id: "job-1", status: "failed" }, { id: "job-2", status: "error" }], passed: 0, failed: 2 };
    const listing = { ...happy, tool: "list_jobs", arguments: {} };
    const j = judgeCall(listing, text(JSON.stringify(summary), false, { structuredContent: summary }), { tool: { name: "list_jobs", inputSchema: { type: "object" }, annotations: { readOnlyHint: true } }, timeoutMs: 5000 });
    expect(j.result).toMatchObject({ outcome: "passed" });
    expect(rules(j)).toEqual([]);
  });

  it("blocks a read tool's batch whose every item failed for a missing network, with error-not-flagged", () => {
    // A published dataset builder's batch_parse_urls answered offline so, without isError, and passed 3 of 3.
    const parsed = { parsed: 0, failed: 1, results: [{ url: "https://example.com/", chunk_id: "1", error: "fetch failed" }] };
    const parse: Tool = { name: "batch_parse_urls", inputSchema: { type: "object" }, annotations: { readOnlyHint: true } };
    const j = judgeCall({ ...happy, tool: "batch_parse_urls", arguments: {} }, text(JSON.stringify(parsed, null, 2)), { tool: parse, timeoutMs: 5000 });
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "network" }, rules: ["error-not-flagged"] });
  });

  it("recognises a hidden error whatever the language of its message, from the structure", () => {
    const j = judgeCall(happy, text('{"success": false, "message": "Datei nicht gefunden"}', false, { structuredContent: { price: 0 } }), context);
    expect(j.result.outcome).toBe("failed");
  });

  it("keeps a hidden network failure blocked, but still reports error-not-flagged", () => {
    const j = judgeCall(happy, text("Error searching libraries: TypeError: fetch failed", false, { structuredContent: { price: 0 } }), context);
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "network" }, rules: ["error-not-flagged"] });
  });

  it("fails a success without the structuredContent its outputSchema promises", () => {
    const j = judgeCall(happy, text('{"price":1}'), context);
    expect(j.result).toMatchObject({ outcome: "failed", rules: ["structured-content-missing"] });
    expect(rules(j)).toEqual(["structured-content-missing"]);
  });

  it("fails a success breaking its outputSchema, with ajv's reason", () => {
    const j = judgeCall(happy, text("{}", false, { structuredContent: { price: "cheap" } }), context);
    expect(j.result.outcome).toBe("failed");
    expect(rules(j)).toEqual(["output-schema-mismatch"]);
    expect(j.findings[0]?.message).toContain("/price must be number");
  });

  it("does not validate an isError result against the success outputSchema", () => {
    const j = judgeCall(missing, text("bad", true, { structuredContent: { error: { code: "X" } } }), context);
    expect(rules(j)).toEqual([]);
  });

  it("reports content-missing when the result has no content array", () => {
    const j = judgeCall(happy, result({ structuredContent: { price: 1 } }), context);
    expect(rules(j)).toEqual(["content-missing"]);
    expect(j.result.passed).toBe(true);
  });

  it("reports error-not-flagged when a success result opens like an error report", () => {
    const j = judgeCall(happy, text("Error: upstream timed out", false, { structuredContent: { price: 0 } }), context);
    expect(j.findings).toEqual([expect.objectContaining({ rule: "error-not-flagged", confidence: "high", severity: "warning" })]);
    expect(j.result.outcome).toBe("failed");
  });

  it("is not fooled by a record whose status field is 'failed' among other data", () => {
    const j = judgeCall(happy, text('{"id": 7, "title": "deploy", "status": "failed"}', false, { structuredContent: { price: 0 } }), context);
    expect(j.result.outcome).toBe("passed");
  });

  it("does not count a status value we sent ourselves as an error report", () => {
    const set: Scenario = { ...happy, arguments: { symbol: "ABC", status: "failed" } };
    expect(judgeCall(set, text('{"status": "failed"}', false, { structuredContent: { price: 0 } }), context).result.outcome).toBe("passed");
  });

  it("does not report error-not-flagged when the tool echoes our own words", () => {
    const echo: Scenario = { ...happy, arguments: { messageType: "error" } };
    expect(rules(judgeCall(echo, text("Error: Operation failed", false, { structuredContent: { price: 0 } }), context))).toEqual([]);
    const said: Scenario = { ...happy, arguments: { message: "Error: hi" } };
    expect(judgeCall(said, text("Error: hi", false, { structuredContent: { price: 0 } }), context).result.outcome).toBe("passed");
  });

  it("does not treat a weak complaint in a happy result as a failure", () => {
    expect(rules(judgeCall(happy, text("Missing data for some days", false, { structuredContent: { price: 1 } }), context))).toEqual([]);
  });
});

describe("judgeCall on an edge case", () => {
  it("counts an isError result as handled", () => {
    const j = judgeCall(missing, text("Missing required argument: symbol", true), context);
    expect(j.result).toMatchObject({ verdict: "tool-error", passed: true, detail: "Missing required argument: symbol" });
    expect(j.findings).toEqual([]);
  });

  it("counts JSON-RPC -32602 as handled", () => {
    expect(judgeCall(missing, rpcError(-32602), context)).toMatchObject({ result: { verdict: "invalid-params", passed: true }, findings: [] });
  });

  it("counts another refusal code (even -32601 from a tool that exists) as handled", () => {
    expect(judgeCall(missing, rpcError(-32601), context)).toMatchObject({ result: { verdict: "rpc-error", error_code: -32601, passed: true }, findings: [] });
    expect(judgeCall(missing, rpcError(-32000), context).result.passed).toBe(true);
  });

  it("reports edge-internal-error on -32603 and does not count it as handled", () => {
    const j = judgeCall(missing, rpcError(-32603, "Failed to generate chart: Cannot read properties of undefined"), context);
    expect(j.result).toMatchObject({ verdict: "internal-error", passed: false });
    expect(j.findings).toEqual([expect.objectContaining({ rule: "edge-internal-error", tool: "get_quote", parameter: "symbol", severity: "warning" })]);
  });

  it("counts a -32603 that refuses another, made-up value than the bad one as handled, not as edge-internal-error", () => {
    // A published spreadsheet server answered every call on our made-up file with -32603 "no such file or
    // directory", a wrongly typed range or a missing property alike; with a real file it refused them with isError.
    const sheet: Tool = { name: "read_sheet", inputSchema: { type: "object", properties: { path: { type: "string" }, range: { type: "string" } }, required: ["path", "range"] } };
    const on = { tool: sheet, timeoutMs: 5000 };
    const base = { ...missing, tool: "read_sheet" };
    const noFile = "open /tmp/x/mcp-checkup-example.txt: no such file or directory";
    const wrongRange: Scenario = { ...base, edge: "wrong-type", arguments: { path: "/tmp/x/mcp-checkup-example.txt", range: 12345 }, parameter: "range" };
    expect(judgeCall(wrongRange, rpcError(-32603, noFile), on).result).toMatchObject({ outcome: "passed", rules: [] });
    const noRange: Scenario = { ...base, arguments: { path: "/tmp/x/mcp-checkup-example.txt" }, parameter: "range" };
    expect(judgeCall(noRange, rpcError(-32603, noFile), on).result).toMatchObject({ outcome: "passed", rules: [] });
    // About the bad value itself, or the missing one standing as undefined: not handled.
    const wrongPath: Scenario = { ...base, edge: "wrong-type", arguments: { path: 12345, range: "A1:B2" }, parameter: "path" };
    expect(judgeCall(wrongPath, rpcError(-32603, "open 12345: no such file or directory"), on).result).toMatchObject({ outcome: "failed", rules: ["edge-internal-error"] });
    expect(judgeCall(noRange, rpcError(-32603, "Range undefined not found"), on).result).toMatchObject({ outcome: "failed", rules: ["edge-internal-error"] });
  });

  it("treats -32603 for non-object arguments as an SDK-level refusal: handled, one server-wide info finding", () => {
    const j = judgeCall(notObject, rpcError(-32603, "Invalid input: expected record, received string"), context);
    expect(j.result.passed).toBe(true);
    expect(j.findings).toEqual([expect.objectContaining({ rule: "edge-internal-error", severity: "info" })]);
    expect(j.findings[0]?.tool).toBeUndefined();
    // Server-wide, so the message does not read as one tool's: the tool is where it was first seen.
    expect(j.findings[0]?.message).toBe(
      `A tools/call whose arguments are not an object was answered with JSON-RPC error -32603 (internal error) instead of -32602 (invalid params), first for '${notObject.tool}'.`,
    );
  });

  it("names the finding a bad call raised on its result, parameter included", () => {
    expect(judgeCall(missing, closed, context).result.findings).toEqual([{ rule: "edge-crash", tool: "get_quote", parameter: "symbol" }]);
  });

  it("names a server-wide finding without a tool on the result of the call that raised it", () => {
    expect(judgeCall(notObject, rpcError(-32603, "Invalid input: expected record, received string"), context).result.findings).toEqual([{ rule: "edge-internal-error" }]);
  });

  it("reports edge-crash naming the input and quoting stderr", () => {
    const j = judgeCall(omitted, closed, context);
    expect(j.result).toMatchObject({ verdict: "crash", passed: false });
    expect(j.result.arguments).toBeUndefined();
    expect(j.findings[0]).toMatchObject({ rule: "edge-crash", tool: "get_quote", severity: "error" });
    expect(j.findings[0]?.message).toContain("no arguments member");
    expect(j.findings[0]?.message).toContain("FunctionClauseError");
    expect(j.findings[0]?.fix).toContain('"arguments" is optional');
  });

  it("reports edge-timeout on no answer", () => {
    const j = judgeCall(missing, timeout, context);
    expect(j.result).toMatchObject({ verdict: "timeout", passed: false });
    expect(j.findings).toEqual([expect.objectContaining({ rule: "edge-timeout", parameter: "symbol" })]);
  });

  it("counts a success on forbidden arguments as handled but reports edge-accepted-invalid", () => {
    const j = judgeCall(missing, text('{"price": 3}', false, { structuredContent: { price: 3 } }), context);
    expect(j.result).toMatchObject({ verdict: "ok", passed: true });
    expect(rules(j)).toEqual(["edge-accepted-invalid"]);
  });

  it("does not report edge-accepted-invalid for an empty value the schema allows", () => {
    expect(rules(judgeCall(emptyAllowed, text('{"price": 3}', false, { structuredContent: { price: 3 } }), context))).toEqual([]);
  });

  it("fails a refusal written as a success: error-not-flagged, not edge-accepted-invalid", () => {
    const j = judgeCall(missing, text("missing required parameter: symbol"), { tool: { ...tool, outputSchema: undefined }, timeoutMs: 5000 });
    expect(j.findings).toEqual([expect.objectContaining({ rule: "error-not-flagged", confidence: "medium" })]);
    expect(j.result).toMatchObject({ outcome: "failed", rules: ["error-not-flagged"] });
  });

  it("reads refusals written as successes in the wordings real servers use", () => {
    const noSchema = { tool: { ...tool, outputSchema: undefined }, timeoutMs: 5000 };
    for (const answer of ["Error occurred: Invalid arguments for tool get_quote", "Keys must be a non-empty array", '{"status":"failed"}', "Validation errors: symbol is required"]) {
      expect(rules(judgeCall(missing, text(answer), noSchema)), answer).toEqual(["error-not-flagged"]);
    }
  });

  it("counts a -32603 whose text names a missing network as blocked, raising nothing", () => {
    const j = judgeCall(missing, rpcError(-32603, "getaddrinfo EAI_AGAIN api.notion.com"), context);
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "network", subject: "api.notion.com" }, rules: [] });
    expect(j.findings).toEqual([]);
  });

  it("counts an error hidden in a success that names a service not running here as blocked, still reporting the hiding", () => {
    const noSchema = { tool: { ...tool, outputSchema: undefined }, timeoutMs: 5000 };
    const j = judgeCall(missing, text('{"error": "connect ECONNREFUSED 127.0.0.1:6443"}'), noSchema);
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "service", subject: "127.0.0.1:6443" } });
    expect(rules(j)).toEqual(["error-not-flagged"]);
  });

  it("reads an error hidden behind a short subject ('Node management operation failed: …')", () => {
    const noSchema = { tool: { ...tool, outputSchema: undefined }, timeoutMs: 5000 };
    expect(rules(judgeCall(missing, text("Node management operation failed: Unknown operation: undefined"), noSchema))).toEqual(["error-not-flagged"]);
  });

  it("names a wrongly typed value by the types the scenario recorded, not by its description", () => {
    const wrong: Scenario = { ...missing, edge: "wrong-type", arguments: { symbol: 12345 }, description: "edge: anything", wrongType: { sent: "integer", declared: ["string"] } };
    const j = judgeCall(wrong, text("Quote for 12345: 3"), { tool: { ...tool, outputSchema: undefined }, timeoutMs: 5000 });
    expect(j.findings[0]?.message).toBe("'get_quote' returned a success result for a call with a wrongly typed 'symbol' (integer instead of string), which its inputSchema forbids.");
  });

  it("is not fooled by a complaint word that is our own argument value", () => {
    const wrong: Scenario = { ...missing, edge: "wrong-type", arguments: { symbol: "must be a string" }, description: "edge: wrong type for 'symbol' (string)" };
    const j = judgeCall(wrong, text("Quote for must be a string: 3"), { tool: { ...tool, outputSchema: undefined }, timeoutMs: 5000 });
    expect(rules(j)).toEqual(["edge-accepted-invalid"]);
  });
});

describe("judgeCall on refusals written as JSON without isError (a new user's trial of a file server)", () => {
  const edit: Tool = {
    name: "fast_safe_edit",
    inputSchema: { type: "object", properties: { path: { type: "string" }, old_text: { type: "string" }, new_text: { type: "string" } }, required: ["path", "old_text", "new_text"] },
  };
  const usage: Tool = { name: "fast_get_disk_usage", inputSchema: { type: "object", properties: { path: { type: "string" } } }, annotations: { readOnlyHint: true } };
  const json = (o: unknown) => text(JSON.stringify(o, null, 2));

  it("reads an error with help beside it (an example, suggestions) as an error, not as data", () => {
    const call: Scenario = { ...missing, tool: "fast_safe_edit", arguments: { old_text: "Hello, world!", new_text: "Hello, world!" }, parameter: "path", description: "edge: missing required 'path'" };
    const answer = json({ message: "Missing required parameter", error: "path_parameter_missing", example: { correct_usage: "fast_safe_edit({ path })" }, suggestions: ["Add the 'path' parameter"], status: "parameter_error" });
    expect(judgeCall(call, answer, { tool: edit, timeoutMs: 5000 }).result).toMatchObject({ outcome: "failed", rules: ["error-not-flagged"] });
  });

  it("reads a write tool's failing status as the outcome of its operation, whatever data sits beside it", () => {
    const call: Scenario = { ...missing, tool: "fast_safe_edit", arguments: { path: "/srv/a.txt", old_text: "Hello, world!" }, parameter: "new_text", description: "edge: missing required 'new_text'" };
    const answer = json({ message: "Text not found", path: "/srv/a.txt", old_text: "Hello, world!", expected_replacements: 1, actual_occurrences: 0, status: "not_found" });
    expect(judgeCall(call, answer, { tool: edit, timeoutMs: 5000 }).result).toMatchObject({ outcome: "failed", rules: ["error-not-flagged"] });
    // A read tool's record may carry a failed status of its own: data.
    const job: Tool = { name: "get_job", inputSchema: { type: "object", properties: { id: { type: "string" } } }, annotations: { readOnlyHint: true } };
    const read: Scenario = { ...happy, tool: "get_job", arguments: { id: "j-1" } };
    expect(judgeCall(read, json({ id: "j-1", name: "build", status: "failed", error: "exit 1", duration_s: 12 }), { tool: job, timeoutMs: 5000 }).result).toMatchObject({ outcome: "passed" });
    // An installer's failure with its steps beside it is its outcome.
    const installer: Tool = { name: "install_helm_chart", inputSchema: { type: "object", properties: { name: { type: "string" } } } };
    const install: Scenario = { ...happy, tool: "install_helm_chart", arguments: { name: "web" } };
    expect(judgeCall(install, json({ status: "failed", error: "Failed to install Helm chart: timeout", steps: ["Creating namespace: default"] }), { tool: installer, timeoutMs: 5000 }).result).toMatchObject({ outcome: "failed", rules: ["error-not-flagged"] });
    // A tool that runs something reports what it ran: failed tests are its answer, not its error.
    const tests: Tool = { name: "run_tests", inputSchema: { type: "object", properties: { pattern: { type: "string" } } } };
    const run: Scenario = { ...happy, tool: "run_tests", arguments: { pattern: "unit" } };
    expect(judgeCall(run, json({ status: "failed", passed: 3, failed: 2, output: "2 tests failed" }), { tool: tests, timeoutMs: 5000 }).result).toMatchObject({ outcome: "passed" });
  });

  it("reads JSON text as it was sent: a number we sent in it does not make it unreadable", () => {
    const wrong: Scenario = { ...missing, tool: "fast_get_disk_usage", edge: "wrong-type", arguments: { path: 12345 }, parameter: "path", description: "edge: wrong type for 'path' (a number instead of a string)" };
    const answer = json({ error: "Unable to get disk usage information", path: 12345, timestamp: "2026-12-06T04:58:04.475Z" });
    expect(judgeCall(wrong, answer, { tool: usage, timeoutMs: 5000 }).result).toMatchObject({ outcome: "failed", rules: ["error-not-flagged"] });
  });
});

describe("judgeCall on the unknown-tool call", () => {
  const ctx = { tool: undefined, timeoutMs: 5000 };

  it("passes JSON-RPC -32602 with no finding", () => {
    expect(judgeCall(unknown, rpcError(-32602, "Unknown tool: no_such_tool"), ctx)).toMatchObject({ result: { passed: true }, findings: [] });
  });

  it("passes -32601 but reports unknown-tool-wrong-error", () => {
    const j = judgeCall(unknown, rpcError(-32601, "Method not found"), ctx);
    expect(j.result.passed).toBe(true);
    expect(j.findings).toEqual([expect.objectContaining({ rule: "unknown-tool-wrong-error", severity: "warning" })]);
    expect(j.findings[0]?.message).toContain("-32601 (method not found)");
  });

  it("passes an isError result but reports unknown-tool-wrong-error", () => {
    const j = judgeCall(unknown, text("MCP error -32602: Tool no_such_tool not found", true), ctx);
    expect(j.result.passed).toBe(true);
    expect(rules(j)).toEqual(["unknown-tool-wrong-error"]);
  });

  it("fails a success result or -32603", () => {
    expect(judgeCall(unknown, text("ok"), ctx)).toMatchObject({ result: { passed: false }, findings: [{ rule: "unknown-tool-wrong-error" }] });
    expect(judgeCall(unknown, rpcError(-32603), ctx)).toMatchObject({ result: { passed: false }, findings: [{ rule: "unknown-tool-wrong-error" }] });
  });

  it("reports unknown-tool-no-reply on silence", () => {
    const j = judgeCall(unknown, timeout, ctx);
    expect(j.result).toMatchObject({ verdict: "timeout", passed: false });
    expect(j.findings).toEqual([expect.objectContaining({ rule: "unknown-tool-no-reply", severity: "error" })]);
    expect(j.findings[0]?.tool).toBeUndefined();
  });

  it("reports edge-crash on death", () => {
    expect(rules(judgeCall(unknown, closed, ctx))).toEqual(["edge-crash"]);
  });
});

describe("judgeCall on errors the client made up (the wire failed)", () => {
  const tooLarge: RequestOutcome = { kind: "error", error: { code: -32000, message: "Response too large", data: { clientSide: "response-too-large" } }, durationMs: 40 };
  const unauthorized: RequestOutcome = { kind: "error", error: { code: -32600, message: "HTTP 401 Unauthorized without a JSON-RPC error: Unauthorized", data: { fromHttpStatus: 401 } }, durationMs: 4 };

  it("counts a happy call behind an HTTP 401 as blocked for credentials, raising nothing", () => {
    const j = judgeCall(happy, unauthorized, context);
    expect(j.result).toMatchObject({ outcome: "blocked", cause: { kind: "credentials" }, rules: [] });
    expect(j.findings).toEqual([]);
  });

  it("counts a happy call whose answer was too large as failed, leaving the finding to the wire problem", () => {
    const j = judgeCall(happy, tooLarge, context);
    expect(j.result).toMatchObject({ outcome: "failed", rules: [] });
    expect(j.findings).toEqual([]);
  });

  it("counts an unknown-tool call whose answer was too large as not handled, without a finding about its error code", () => {
    const j = judgeCall(unknown, tooLarge, context);
    expect(j.result.passed).toBe(false);
    expect(j.findings).toEqual([]);
  });
});
