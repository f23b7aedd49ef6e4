/**
 * Names the Action shares with `action.yml`, the README and the tests, defined once (DESIGN.md "The Action").
 * Inputs about the server under test and the scoring are prefixed `mcp-`; inputs about publishing are not.
 */

/** Input names, exactly as in `action.yml`. */
export const Inputs = {
  // The server under test: exactly one of McpCommand, McpConfig, McpUrl (or ReportPath for publish-only mode).
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
  McpFailUnder: "mcp-fail-under",
  McpCi: "mcp-ci",
  // Publishing.
  GithubToken: "github-token",
  JobSummary: "job-summary",
  Comment: "comment",
  CommentTag: "comment-tag",
  ReportDir: "report-dir",
  BadgePath: "badge-path",
  AllowOutsideWorkspace: "allow-outside-workspace",
  BadgeBranch: "badge-branch",
  ReportPath: "report-path",
  PrNumber: "pr-number",
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
  ReportJson: "report-json",
  ReportMarkdown: "report-markdown",
  ReportSarif: "report-sarif",
  ReportJunit: "report-junit",
  BadgeSvg: "badge-svg",
  CommentId: "comment-id",
  CommentUrl: "comment-url",
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
 * At most this many findings become `core.error`/`core.warning` annotations; GitHub shows at most 50 per job
 * (actions/toolkit docs/problem-matchers.md), so more would only be dropped silently.
 */
export const ANNOTATION_LIMIT = 50;

/** File names written to `report-dir`. */
export const ReportFiles = {
  Json: "mcp-checkup-report.json",
  Markdown: "mcp-checkup-report.md",
  Sarif: "mcp-checkup-report.sarif",
  Junit: "mcp-checkup-report.junit.xml",
  BadgeSvg: "mcp-badge.svg",
} as const;

/** The start every sticky-comment marker shares; a marker is `<!-- mcp-checkup:comment tag=<tag> -->`. */
export const COMMENT_MARKER_PREFIX = "<!-- mcp-checkup:comment tag=";

/**
 * The hidden marker that identifies one server's sticky comment. It goes on the body's FIRST line, because a
 * trailing marker is lost when a long body is truncated (github-action-notes §0.7). The tag is
 * percent-encoded, so it holds no space, `<`, `>` or newline and cannot close the HTML comment early.
 */
export function commentMarker(tag: string): string {
  return `${COMMENT_MARKER_PREFIX}${encodeURIComponent(tag.trim())} -->`;
}

/** Where the two-workflow recipe for fork PRs is documented (named in the read-only token warning). */
export const FORK_RECIPE_ANCHOR = "README.md#fork-pull-requests-the-two-workflow-recipe";
