/**
 * The rule catalogue: every rule id any check may emit, with its default severity, category and a one-line
 * summary. Reports, SARIF and the README's rule table are generated from it. Ids are stable: add rules,
 * never rename one (DESIGN.md "Findings and the rule catalogue").
 */

/**
 * `budget`: a limit the user set (`--token-budget`); such findings never change the score, they fail the gate.
 * `registry`: the MCP Registry's `server.json` against the server it launches (`--server-json`).
 * `accepted`: the accepted-findings file (`--accepted`): stale and expired entries; they never change the score.
 * `aggregate`: several servers graded together (`mcp-checkup aggregate`): never part of one server's scorecard.
 */
export type RuleCategory = "lint" | "runtime" | "probe" | "protocol" | "drift" | "budget" | "registry" | "accepted" | "aggregate";

export interface RuleInfo {
  severity: "error" | "warning" | "info";
  category: RuleCategory;
  summary: string;
}

const rule = (severity: RuleInfo["severity"], category: RuleCategory, summary: string): RuleInfo => ({
  severity,
  category,
  summary,
});

export const RULES = {
  // Schema hygiene (lint)
  "schema-missing": rule("error", "lint", "A tool has no usable inputSchema (missing, null, not an object, or a validator object serialized instead of JSON Schema)."),
  "schema-no-type": rule("error", "lint", 'A tool\'s inputSchema has no root "type": "object".'),
  "schema-root-combinator": rule("warning", "lint", "A tool's inputSchema root is a combinator (anyOf/oneOf/allOf) many clients cannot read."),
  "property-no-type": rule("error", "lint", "A parameter has no type (and no $ref, enum, const or typed combinator)."),
  "required-unknown-property": rule("error", "lint", 'A name in "required" is not among the schema\'s properties.'),
  "required-list-missing": rule("warning", "lint", 'A property\'s description says it is required but the schema\'s "required" list does not name it (info when nothing says so).'),
  "array-items-missing": rule("warning", "lint", 'An array parameter does not say what its items are ("items" missing).'),
  "description-missing": rule("warning", "lint", "A tool has no description."),
  "description-short": rule("warning", "lint", "A tool's description is too short to tell a model when to use it."),
  "tool-name-invalid": rule("error", "lint", "A tool name breaks the MCP naming rules (1-128 characters of A-Z a-z 0-9 _ - .), or repeats."),
  "tool-name-style": rule("info", "lint", "The server mixes naming styles (snake_case, kebab-case, camelCase) across its tools."),
  "definition-large": rule("warning", "lint", "A tool definition costs many tokens of context on every request."),
  // What the model reads (lint)
  "dangling-tool-reference": rule("warning", "lint", "Text the model reads refers to a tool this server does not expose."),
  "hidden-unicode": rule("error", "lint", "Text contains invisible Unicode tag characters (U+E0000-U+E007F) that can smuggle instructions."),
  "bidi-control": rule("error", "lint", "Text contains bidirectional override or isolate characters that make it read differently than shown."),
  "invisible-character": rule("warning", "lint", "Text contains invisible format characters (zero-width, direction marks, BOM, soft hyphen)."),
  "poisoning-conceal": rule("error", "lint", "Text tells the model to hide something from the user."),
  "poisoning-override": rule("error", "lint", "Text tells the model to ignore its previous instructions."),
  "instruction-block": rule("warning", "lint", "Text contains an <IMPORTANT>/<system>-style instruction block aimed at the model."),
  // Tool annotations (lint)
  "annotations-missing": rule("info", "lint", "A tool has no annotations, so clients assume it writes, destroys, is not idempotent and reaches the outside world."),
  "annotation-destructive-missing": rule("warning", "lint", "A tool named like a delete (delete, remove, drop …) is not annotated destructiveHint: true."),
  "annotation-hints-conflict": rule("warning", "lint", "A tool is annotated both readOnlyHint: true and destructiveHint: true."),
  "annotations-identical": rule("warning", "lint", "Every tool carries the same annotations although the server has both read and write tools."),
  // Client compatibility profiles (lint; only for the clients named with --clients)
  "client-schema-rejected": rule("error", "lint", "A tool's inputSchema uses a keyword or shape that a client named with --clients rejects."),
  // Scenarios (runtime)
  "happy-call-failed": rule("error", "runtime", "A call with valid generated arguments failed."),
  "edge-crash": rule("error", "runtime", "The server died or dropped the connection on bad input."),
  "edge-timeout": rule("error", "runtime", "The server did not answer a call with bad input in time."),
  "edge-internal-error": rule("warning", "runtime", "Bad input escaped the handler as a JSON-RPC internal error (-32603) instead of a tool error."),
  "edge-accepted-invalid": rule("warning", "runtime", "A call with arguments the schema forbids succeeded as if they were valid."),
  "call-timeout": rule("error", "runtime", "A call with valid arguments did not answer within the timeout."),
  "error-not-flagged": rule("warning", "runtime", "A result's text reports a failure but isError is not set."),
  "unknown-tool-no-reply": rule("error", "runtime", "A call to a tool that does not exist got no reply."),
  "unknown-tool-wrong-error": rule("warning", "runtime", "A call to a tool that does not exist was not answered with JSON-RPC error -32602."),
  "structured-content-missing": rule("error", "runtime", "A tool with an outputSchema returned no structuredContent."),
  "output-schema-mismatch": rule("error", "runtime", "A tool's structuredContent does not match its outputSchema."),
  "content-missing": rule("warning", "runtime", "A tools/call result has no content array (required by the MCP schema)."),
  "stdout-pollution": rule("error", "runtime", "The server wrote non-JSON-RPC text to stdout, which breaks stdio clients."),
  "pagination-loop": rule("error", "runtime", "tools/list pagination never ends (a cursor repeats or pages never stop)."),
  "tools-list-failed": rule("error", "runtime", "tools/list failed, so no tool could be graded."),
  "schema-unsatisfiable": rule("warning", "lint", "No value satisfies a tool's inputSchema, so it cannot be called with valid input."),
  "requirement-in-prose": rule("info", "lint", "A description states a requirement (needed for a value of another parameter, exactly one of two) that the inputSchema does not."),
  "server-start-failed": rule("error", "runtime", "The server could not be started or did not complete the handshake."),
  "server-crashed": rule("error", "runtime", "The server process exited during the run and had to be restarted."),
  "task-required-unsupported": rule("info", "runtime", "A tool requires task-augmented calls, which this checkup does not drive."),
  "schema-too-deep": rule("error", "lint", "A tool's inputSchema or outputSchema nests deeper than 100 levels; it is not read further and the tool is not called."),
  "response-too-large": rule("error", "runtime", "A message from the server was over the 10 MiB limit of one message; the request it answered failed."),
  "server-orphaned-process": rule("error", "runtime", "Processes the server started were still running after it was stopped (they left its process group)."),
  "unsolicited-client-request": rule("warning", "protocol", "The server sent a request for a client capability the client did not declare (sampling, elicitation, roots)."),
  "http-invalid-json": rule("error", "protocol", "An HTTP answer to a request is not a JSON-RPC message (invalid JSON, an unreadable body)."),
  "http-bad-content-type": rule("warning", "protocol", "An HTTP answer to a request is neither application/json nor text/event-stream."),
  "http-redirect": rule("error", "protocol", "The endpoint redirects to another origin, in a loop or too often; the redirect was not followed."),
  "http-auth-required": rule("warning", "runtime", "The endpoint answered HTTP 401: it needs credentials the checkup was not given."),
  // Effect probes
  "probe-write-not-observable": rule("warning", "probe", "A write succeeded but no read tool shows what was written."),
  "probe-silent-noop": rule("error", "probe", "A write on an existing key answered success and changed nothing."),
  "probe-data-lost": rule("error", "probe", "A record that was written is gone after another write."),
  "probe-bound-exceeded": rule("error", "probe", "A limit-like parameter was exceeded: more items came back than asked for."),
  "probe-bound-short": rule("warning", "probe", "Fewer items came back than asked for, though more exist."),
  "probe-slice-mismatch": rule("error", "probe", "head/tail returned lines other than the first/last N."),
  "probe-paths-disagree": rule("error", "probe", "Two calls that should agree (declared in the probe config) do not."),
  "probe-not-idempotent": rule("error", "probe", "A call declared idempotent returned different results twice."),
  "annotation-readonly-writes": rule("error", "probe", "A tool annotated readOnlyHint: true changed what the server's read tools show."),
  // Protocol conformance
  "version-negotiation-echo": rule("error", "protocol", "initialize echoes back any requested protocol version, even one that does not exist."),
  "version-negotiation-refused": rule("warning", "protocol", "initialize refuses an unknown version instead of countering with a supported one."),
  "protocol-unknown-method": rule("warning", "protocol", "An unknown method is not answered with JSON-RPC error -32601."),
  "protocol-parse-error": rule("warning", "protocol", "A malformed JSON line is not answered with -32700 (or the server died on it)."),
  "protocol-ping": rule("warning", "protocol", "ping is not answered with an empty result."),
  "protocol-response-id": rule("error", "protocol", "A response does not carry the id of its request."),
  "protocol-response-shape": rule("error", "protocol", "A response breaks JSON-RPC 2.0's shape (both result and error, often \"error\": null; an error without an integer code and a string message), which the official TypeScript client rejects."),
  "protocol-capability-missing": rule("warning", "protocol", "The server serves tools but does not declare the tools capability."),
  "protocol-capability-broken": rule("warning", "protocol", "A capability the server declares does not work: its list method fails."),
  "protocol-modern-version-error": rule("error", "protocol", "A modern server does not answer an unknown version with -32022 and data.supported/requested."),
  "protocol-modern-meta-missing": rule("error", "protocol", "A modern server accepts a request without the required _meta protocol version."),
  "protocol-discover-fields": rule("error", "protocol", "server/discover lacks supportedVersions or capabilities."),
  "protocol-result-type": rule("warning", "protocol", "A modern server's result lacks resultType."),
  "http-origin-not-rejected": rule("error", "protocol", "A request with a foreign Origin was not rejected with 403 (DNS-rebinding protection)."),
  "http-protocol-version-not-rejected": rule("warning", "protocol", "An invalid MCP-Protocol-Version header was not rejected with 400."),
  "http-stale-session-accepted": rule("warning", "protocol", "An unknown Mcp-Session-Id was not answered with 404."),
  "http-method-not-rejected": rule("warning", "protocol", "GET or DELETE on a modern server's endpoint was not answered with 405."),
  "http-bound-publicly": rule("warning", "protocol", "The server's port answers on a non-loopback address."),
  // Budgets the user set
  "context-over-budget": rule("error", "budget", "The server's tool definitions and instructions cost more tokens than --token-budget allows."),
  // The MCP Registry's server.json (--server-json)
  "server-json-invalid": rule("error", "registry", "server.json does not validate against the MCP Registry's server.json schema."),
  "server-json-description-long": rule("warning", "registry", "server.json's description is longer than the registry's 100 characters."),
  "server-json-version-mismatch": rule("warning", "registry", "server.json's version differs from the version the server reports in serverInfo."),
  "server-json-package-missing": rule("error", "registry", "The package server.json names cannot be found in its registry (npm answered 404)."),
  "server-json-required-env-unused": rule("warning", "registry", "The server starts and lists its tools without an environment variable server.json declares required."),
  // The accepted-findings file (--accepted)
  "accepted-stale": rule("error", "accepted", "An entry of the accepted-findings file (--accepted) matches no finding any more: it was fixed, or its text changed."),
  "accepted-expired": rule("warning", "accepted", "An entry of the accepted-findings file is past its expires date, so the finding it accepted counts again."),
  // Several servers graded together (mcp-checkup aggregate)
  "tool-name-collision": rule("warning", "aggregate", "Servers graded together offer tools of the same name; clients that load them together drop, overwrite or refuse one."),
  // Drift against a baseline snapshot
  "drift-tool-removed": rule("error", "drift", "A tool in the baseline is gone."),
  "drift-tool-added": rule("info", "drift", "A tool not in the baseline appeared."),
  "drift-required-added": rule("error", "drift", "A parameter became required: existing callers break."),
  "drift-required-removed": rule("warning", "drift", "A parameter is no longer required."),
  "drift-property-removed": rule("error", "drift", "A parameter was removed."),
  "drift-property-added": rule("info", "drift", "An optional parameter was added."),
  "drift-type-changed": rule("error", "drift", "A parameter's type changed."),
  "drift-enum-narrowed": rule("error", "drift", "An enum lost a value an agent may still send."),
  "drift-enum-widened": rule("info", "drift", "An enum gained a value."),
  "drift-description-changed": rule("info", "drift", "A description changed: the model's behaviour may change."),
  "drift-output-schema-changed": rule("warning", "drift", "A tool's outputSchema changed."),
  "drift-annotations-changed": rule("warning", "drift", "A tool's annotations changed (e.g. it stopped being read-only)."),
} as const satisfies Record<string, RuleInfo>;

export type RuleId = keyof typeof RULES;

/** All rule ids, in catalogue order. */
export const RULE_IDS = Object.keys(RULES) as RuleId[];

/** The README anchor documenting a rule, e.g. `#rule-probe-silent-noop`. */
export function ruleAnchor(id: RuleId): string {
  return `#rule-${id}`;
}
