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
export declare const RULES: {
    readonly "schema-missing": RuleInfo;
    readonly "schema-no-type": RuleInfo;
    readonly "schema-root-combinator": RuleInfo;
    readonly "property-no-type": RuleInfo;
    readonly "required-unknown-property": RuleInfo;
    readonly "required-list-missing": RuleInfo;
    readonly "array-items-missing": RuleInfo;
    readonly "description-missing": RuleInfo;
    readonly "description-short": RuleInfo;
    readonly "tool-name-invalid": RuleInfo;
    readonly "tool-name-style": RuleInfo;
    readonly "definition-large": RuleInfo;
    readonly "dangling-tool-reference": RuleInfo;
    readonly "hidden-unicode": RuleInfo;
    readonly "bidi-control": RuleInfo;
    readonly "invisible-character": RuleInfo;
    readonly "poisoning-conceal": RuleInfo;
    readonly "poisoning-override": RuleInfo;
    readonly "instruction-block": RuleInfo;
    readonly "annotations-missing": RuleInfo;
    readonly "annotation-destructive-missing": RuleInfo;
    readonly "annotation-hints-conflict": RuleInfo;
    readonly "annotations-identical": RuleInfo;
    readonly "client-schema-rejected": RuleInfo;
    readonly "happy-call-failed": RuleInfo;
    readonly "edge-crash": RuleInfo;
    readonly "edge-timeout": RuleInfo;
    readonly "edge-internal-error": RuleInfo;
    readonly "edge-accepted-invalid": RuleInfo;
    readonly "call-timeout": RuleInfo;
    readonly "error-not-flagged": RuleInfo;
    readonly "unknown-tool-no-reply": RuleInfo;
    readonly "unknown-tool-wrong-error": RuleInfo;
    readonly "structured-content-missing": RuleInfo;
    readonly "output-schema-mismatch": RuleInfo;
    readonly "content-missing": RuleInfo;
    readonly "stdout-pollution": RuleInfo;
    readonly "pagination-loop": RuleInfo;
    readonly "tools-list-failed": RuleInfo;
    readonly "schema-unsatisfiable": RuleInfo;
    readonly "requirement-in-prose": RuleInfo;
    readonly "server-start-failed": RuleInfo;
    readonly "server-crashed": RuleInfo;
    readonly "task-required-unsupported": RuleInfo;
    readonly "schema-too-deep": RuleInfo;
    readonly "response-too-large": RuleInfo;
    readonly "server-orphaned-process": RuleInfo;
    readonly "unsolicited-client-request": RuleInfo;
    readonly "http-invalid-json": RuleInfo;
    readonly "http-bad-content-type": RuleInfo;
    readonly "http-redirect": RuleInfo;
    readonly "http-auth-required": RuleInfo;
    readonly "probe-write-not-observable": RuleInfo;
    readonly "probe-silent-noop": RuleInfo;
    readonly "probe-data-lost": RuleInfo;
    readonly "probe-bound-exceeded": RuleInfo;
    readonly "probe-bound-short": RuleInfo;
    readonly "probe-slice-mismatch": RuleInfo;
    readonly "probe-paths-disagree": RuleInfo;
    readonly "probe-not-idempotent": RuleInfo;
    readonly "annotation-readonly-writes": RuleInfo;
    readonly "version-negotiation-echo": RuleInfo;
    readonly "version-negotiation-refused": RuleInfo;
    readonly "protocol-unknown-method": RuleInfo;
    readonly "protocol-parse-error": RuleInfo;
    readonly "protocol-ping": RuleInfo;
    readonly "protocol-response-id": RuleInfo;
    readonly "protocol-response-shape": RuleInfo;
    readonly "protocol-capability-missing": RuleInfo;
    readonly "protocol-capability-broken": RuleInfo;
    readonly "protocol-modern-version-error": RuleInfo;
    readonly "protocol-modern-meta-missing": RuleInfo;
    readonly "protocol-discover-fields": RuleInfo;
    readonly "protocol-result-type": RuleInfo;
    readonly "http-origin-not-rejected": RuleInfo;
    readonly "http-protocol-version-not-rejected": RuleInfo;
    readonly "http-stale-session-accepted": RuleInfo;
    readonly "http-method-not-rejected": RuleInfo;
    readonly "http-bound-publicly": RuleInfo;
    readonly "context-over-budget": RuleInfo;
    readonly "server-json-invalid": RuleInfo;
    readonly "server-json-description-long": RuleInfo;
    readonly "server-json-version-mismatch": RuleInfo;
    readonly "server-json-package-missing": RuleInfo;
    readonly "server-json-required-env-unused": RuleInfo;
    readonly "accepted-stale": RuleInfo;
    readonly "accepted-expired": RuleInfo;
    readonly "tool-name-collision": RuleInfo;
    readonly "drift-tool-removed": RuleInfo;
    readonly "drift-tool-added": RuleInfo;
    readonly "drift-required-added": RuleInfo;
    readonly "drift-required-removed": RuleInfo;
    readonly "drift-property-removed": RuleInfo;
    readonly "drift-property-added": RuleInfo;
    readonly "drift-type-changed": RuleInfo;
    readonly "drift-enum-narrowed": RuleInfo;
    readonly "drift-enum-widened": RuleInfo;
    readonly "drift-description-changed": RuleInfo;
    readonly "drift-output-schema-changed": RuleInfo;
    readonly "drift-annotations-changed": RuleInfo;
};
export type RuleId = keyof typeof RULES;
/** All rule ids, in catalogue order. */
export declare const RULE_IDS: RuleId[];
/** The README anchor documenting a rule, e.g. `#rule-probe-silent-noop`. */
export declare function ruleAnchor(id: RuleId): string;
