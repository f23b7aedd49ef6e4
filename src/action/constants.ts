import { REPORT_FILE_NAME } from "../checkup/saved-reports.js";

/**
 * Names the Action shares with `action.yml`, the README and the tests, defined once (DESIGN.md "The Action").
 * Inputs about the server under test and the scoring are prefixed `mcp-`; inputs about publishing are not.
 */

/** Input names, exactly as in `action.yml`. */
export const Inputs = {
  // The server under test: exactly one of McpCommand, McpConfig, McpUrl, McpServerJson (or ReportPath for publish-only mode).
  McpCommand: "mcp-command",
  McpConfig: "mcp-config",
  McpServer: "mcp-server",
  McpUrl: "mcp-url",
  McpHeaders: "mcp-headers",
  McpEnv: "mcp-env",
  WorkingDirectory: "working-directory",
  // Scoring (mirrors the CLI's `test` options).
  McpProtocol: "mcp-protocol",
  McpCases: "mcp-cases",
  McpEdgeCases: "mcp-edge-cases",
  McpTimeout: "mcp-timeout",
  McpSeed: "mcp-seed",
  McpArgs: "mcp-args",
  McpArgsFile: "mcp-args-file",
  McpReadOnly: "mcp-read-only",
  McpOnly: "mcp-only",
  McpSkip: "mcp-skip",
  McpProbes: "mcp-probes",
  McpAllowWrites: "mcp-allow-writes",
  McpProbeConfig: "mcp-probe-config",
  McpProbeGradeCap: "mcp-probe-grade-cap",
  McpProtocolChecks: "mcp-protocol-checks",
  McpBaseline: "mcp-baseline",
  McpAllowDrift: "mcp-allow-drift",
  McpUpdateBaseline: "mcp-update-baseline",
  McpClients: "mcp-clients",
  McpTokenBudget: "mcp-token-budget",
  McpServerJson: "mcp-server-json",
  McpAccepted: "mcp-accepted",
  McpFailUnder: "mcp-fail-under",
  McpMinCoverage: "mcp-min-coverage",
  McpCi: "mcp-ci",
  // Publishing.
  GithubToken: "github-token",
  JobSummary: "job-summary",
  Comment: "comment",
  CommentMode: "comment-mode",
  CommentTag: "comment-tag",
  ReportDir: "report-dir",
  BadgePath: "badge-path",
  AllowOutsideWorkspace: "allow-outside-workspace",
  BadgeBranch: "badge-branch",
  ReferenceBranches: "reference-branches",
  ReportPath: "report-path",
  ReportPaths: "report-paths",
  PrNumber: "pr-number",
  IssueOnRegression: "issue-on-regression",
  IssueLabel: "issue-label",
} as const;

/** One input name of `action.yml`. */
export type InputName = (typeof Inputs)[keyof typeof Inputs];

/** Output names, exactly as in `action.yml`. */
export const Outputs = {
  Grade: "mcp-grade",
  Score: "mcp-score",
  HappyRate: "mcp-happy-rate",
  EdgeRate: "mcp-edge-rate",
  LintScore: "mcp-lint-score",
  EffectRate: "mcp-effect-rate",
  GradeCapped: "mcp-grade-capped",
  Coverage: "mcp-coverage",
  Provisional: "mcp-provisional",
  ReportJson: "report-json",
  ReportMarkdown: "report-markdown",
  ReportSarif: "report-sarif",
  ReportJunit: "report-junit",
  BadgeSvg: "badge-svg",
  CommentId: "comment-id",
  CommentUrl: "comment-url",
  WorstGrade: "mcp-worst-grade",
  FailingServers: "mcp-failing-servers",
  Servers: "mcp-servers",
  IssueUrl: "issue-url",
} as const;

/** One output name of `action.yml`. */
export type OutputName = (typeof Outputs)[keyof typeof Outputs];

/**
 * Inputs accepted and validated now whose feature is not built yet, with that feature's name. When one is
 * given the Action says so in a warning instead of ignoring it silently; remove an entry when its feature lands
 * (the README tables mark these inputs from `action.yml`'s descriptions).
 */
export const NOT_YET_BUILT_INPUTS: Readonly<Partial<Record<InputName, string>>> = {};

/** GitHub's limit on an issue or PR comment body, in characters ("Body is too long (maximum is 65536 characters)"). */
export const COMMENT_BODY_LIMIT = 65_536;

/** GitHub's limit on one step's job summary, in UTF-8 bytes (1 MiB; larger uploads fail with an error annotation). */
export const SUMMARY_BYTE_LIMIT = 1_048_576;

/**
 * At most this many error annotations and this many warning annotations per step: GitHub shows 10 of each per step
 * (and 50 per job; actions/toolkit docs/problem-matchers.md), so more would only be dropped silently.
 */
export const ANNOTATION_LIMIT = 10;

/** The length a PR comment aims to stay under (issue 13 item 7: a 30-tool server in under 10,000 characters). */
export const COMMENT_TARGET_CHARS = 10_000;

/** File names written to `report-dir`. */
export const ReportFiles = {
  Json: REPORT_FILE_NAME,
  Markdown: "mcp-checkup-report.md",
  Sarif: "mcp-checkup-report.sarif",
  Junit: "mcp-checkup-report.junit.xml",
  BadgeSvg: "mcp-badge.svg",
} as const;

/** What `comment-mode` accepts (EnricoMi/publish-unit-test-result-action's `comment_mode`, reference/fleet-notes.md §2.1). */
export const COMMENT_MODES = ["always", "changes", "failures", "off"] as const;
/** When the sticky comment is created: every run, when the result differs from the reference, when the run fails, never. */
export type CommentMode = (typeof COMMENT_MODES)[number];

/** The start every sticky-comment marker shares. */
export const COMMENT_MARKER_PREFIX = "<!-- mcp-checkup:comment ";

/**
 * The hidden marker that identifies one server's sticky comment: `<!-- mcp-checkup:comment key=<key> digest=<hex> -->`.
 * It goes on the body's FIRST line, because a trailing marker is lost when a long body is truncated
 * (github-action-notes §0.7). `key` (`commentKey`) tells the servers of one PR apart; `digest` is a hash of the
 * result the body shows, so a run with the same result leaves the comment alone even though its commit and run
 * link differ. The key is percent-encoded, so it holds no space, `<`, `>` or newline and cannot close the HTML
 * comment early.
 */
export function commentMarker(key: string, digest: string): string {
  return `${COMMENT_MARKER_PREFIX}key=${encodeURIComponent(key.trim())} digest=${digest} -->`;
}

/**
 * The marker of versions before the stable key (`<!-- mcp-checkup:comment tag=<tag> -->`, the tag being
 * `comment-tag` or the server's self-reported name): read to adopt those comments, never written.
 */
export function legacyCommentMarker(tag: string): string {
  return `${COMMENT_MARKER_PREFIX}tag=${encodeURIComponent(tag.trim())} -->`;
}

/** What `issue-on-regression` accepts: `auto` (on schedule runs), `true` (any reference run), `false`. */
export const ISSUE_MODES = ["auto", "true", "false"] as const;
export type IssueMode = (typeof ISSUE_MODES)[number];

/** Where the two-workflow recipe for fork PRs is documented (named in the read-only token warning). */
export const FORK_RECIPE_ANCHOR = "README.md#fork-pull-requests-the-two-workflow-recipe";
