import { accessSync, constants as fsConstants, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { readGateOptions, type GateOptions } from "../checkup/gate.js";
import { DEFAULTS, type CheckupOptions } from "../checkup/options.js";
import { parseEnvPairs, parseHeaderPairs, parseInteger, parseNameList } from "../checkup/option-values.js";
import { readCheckupOptions, type CheckupInputs } from "../checkup/read-options.js";
import type { FaceContext } from "../checkup/target-inputs.js";
import { UsageError } from "../errors.js";
import { isInside } from "../files/safe-write.js";
import { aggregateCommentKey, commentKey } from "./comment-key.js";
import { COMMENT_MODES, Inputs, ISSUE_MODES, NOT_YET_BUILT_INPUTS, ReportFiles, type CommentMode, type InputName, type IssueMode } from "./constants.js";
import { serverEnvironment, valuesToMask } from "./server-env.js";

/**
 * What each input means when it is absent or empty: the same strings `action.yml` declares as defaults (a unit
 * test compares the two), taken from the engine's `DEFAULTS` where the CLI shares them. Running
 * `node dist/index.js` with only some `INPUT_*` variables therefore behaves as with these defaults. `""` means
 * "not given". `github-token`'s default is the runner expression; when it is absent the code reads
 * `GITHUB_TOKEN` from the environment instead.
 */
export const INPUT_DEFAULTS: Readonly<Record<InputName, string>> = {
  [Inputs.McpCommand]: "",
  [Inputs.McpConfig]: "",
  [Inputs.McpServer]: "",
  [Inputs.McpUrl]: "",
  [Inputs.McpHeaders]: "",
  [Inputs.McpEnv]: "",
  [Inputs.WorkingDirectory]: "",
  [Inputs.McpProtocol]: DEFAULTS.protocol,
  [Inputs.McpCases]: String(DEFAULTS.cases),
  [Inputs.McpEdgeCases]: String(DEFAULTS.edgeCases),
  [Inputs.McpTimeout]: String(DEFAULTS.timeoutSeconds),
  [Inputs.McpSeed]: String(DEFAULTS.seed),
  [Inputs.McpArgs]: "",
  [Inputs.McpArgsFile]: "",
  [Inputs.McpReadOnly]: String(DEFAULTS.readOnly),
  [Inputs.McpOnly]: "",
  [Inputs.McpSkip]: "",
  [Inputs.McpProbes]: String(DEFAULTS.probes),
  [Inputs.McpAllowWrites]: String(DEFAULTS.allowWrites),
  [Inputs.McpProbeConfig]: "",
  [Inputs.McpProbeGradeCap]: String(DEFAULTS.probeGradeCap),
  [Inputs.McpProtocolChecks]: String(DEFAULTS.protocolChecks),
  [Inputs.McpBaseline]: "",
  [Inputs.McpAllowDrift]: "false",
  [Inputs.McpUpdateBaseline]: "false",
  [Inputs.McpClients]: "",
  [Inputs.McpTokenBudget]: "",
  [Inputs.McpServerJson]: "",
  [Inputs.McpAccepted]: "",
  [Inputs.McpFailUnder]: "",
  [Inputs.McpMinCoverage]: "",
  [Inputs.McpCi]: "false",
  [Inputs.GithubToken]: "${{ github.token }}",
  [Inputs.JobSummary]: "true",
  [Inputs.Comment]: "true",
  [Inputs.CommentMode]: "always",
  [Inputs.CommentTag]: "",
  [Inputs.ReportDir]: "mcp-checkup-report",
  [Inputs.BadgePath]: "",
  [Inputs.AllowOutsideWorkspace]: "false",
  [Inputs.BadgeBranch]: "",
  [Inputs.ReferenceBranches]: "",
  [Inputs.ReportPath]: "",
  [Inputs.ReportPaths]: "",
  [Inputs.PrNumber]: "",
  [Inputs.IssueOnRegression]: "auto",
  [Inputs.IssueLabel]: "mcp-checkup",
};

/**
 * What the Action does: grade a server, publish a JSON report saved by an earlier run, or publish the reports of
 * several servers as one (aggregate mode: `report-paths`, glob patterns relative to the workspace). The last two
 * start no server.
 */
export type ActionMode =
  | { kind: "checkup"; options: CheckupOptions }
  | { kind: "publish-only"; reportPath: string }
  | { kind: "aggregate"; patterns: string[] };

/**
 * Every input, read once and validated (STYLE.md "One typed inputs object"). Paths are absolute. A server target
 * carries `baseEnv`, the runner's environment without the Action's own variables (`serverEnvironment`).
 * `secrets` are values to mask in the log (`mcp-env` and `mcp-headers` values long enough to be secrets,
 * `valuesToMask`) before anything else runs;
 * `notYetBuilt` names inputs that were given but whose feature is not built yet (the face warns about each).
 */
export interface ActionInputs {
  mode: ActionMode;
  /** `mcp-fail-under`, `mcp-min-coverage`, `mcp-ci` and `mcp-allow-drift` (`checkup/gate.ts`). */
  gate: GateOptions;
  /**
   * `mcp-baseline` as an absolute path; null when not given. With `updateBaseline` the file may not exist yet
   * (then no drift is reported, and the first push to the default branch creates it).
   */
  baselinePath: string | null;
  /** `mcp-update-baseline`: on a push to the default branch, write and commit the live snapshot to `baselinePath`. */
  updateBaseline: boolean;
  /** `mcp-config` as an absolute path (null when not given) and `mcp-server` ("" = none): SARIF locates results there. */
  configPath: string | null;
  serverName: string;
  /** Token for the comment and badge-branch requests; "" = none (publishing to GitHub is skipped). */
  githubToken: string;
  jobSummary: boolean;
  comment: boolean;
  /** When the sticky comment is created (`comment-mode`); `comment: false` means `off`. */
  commentMode: CommentMode;
  /** Sticky-comment tag as given; "" = none. */
  commentTag: string;
  /**
   * The sticky comment's key (`commentKey`): the tag, else derived from the target inputs; null in publish-only
   * mode without a tag (the key then comes from the report, `reportCommentKey`).
   */
  commentKey: string | null;
  reportDir: string;
  /** Where the badge SVG goes; its shields endpoint JSON goes beside it with the extension `.json`. */
  badgePath: string;
  /**
   * The folder `reportDir` and `badgePath` must stay in, links resolved: the workspace (`GITHUB_WORKSPACE`, else the
   * working directory); null with `allow-outside-workspace`. Checked here and again when the files are written.
   */
  workspace: string | null;
  /** Branch the badge files (and the reference report PR runs compare with) are committed to; "" = none. */
  badgeBranch: string;
  /**
   * Branches whose push, schedule and workflow_dispatch runs are the reference: they commit the badge, the
   * reference report and the baseline snapshot. Empty = the repository's default branch.
   */
  referenceBranches: string[];
  /** The PR to comment on instead of the event's; null = the event's PR, if any. */
  prNumber: number | null;
  /**
   * `issue-on-regression`: keep one issue per server about a regression against the reference — `auto` on schedule
   * runs, `true` on every reference run, `false` never (checkup mode only).
   */
  issueMode: IssueMode;
  /** `issue-label`: the label that, with the hidden marker, finds the server's issue. */
  issueLabel: string;
  secrets: string[];
  notYetBuilt: InputName[];
}

/** Reads one input by name, as `@actions/core`'s `getInput` does (trimmed; "" when absent). */
export type GetInput = (name: string) => string;

/** Where relative paths resolve and where the token falls back to. */
export interface InputEnvironment {
  /** The workspace (the step's working directory); every relative path input resolves against it. */
  cwd: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Reads and validates every input before any side effect. Empty inputs take {@link INPUT_DEFAULTS}.
 * Booleans follow `core.getBooleanInput` (YAML 1.2 core: `true | True | TRUE | false | False | FALSE`);
 * multi-line inputs follow `core.getMultilineInput` (one item a line, blank lines dropped).
 * Cross-field rules: exactly one of `mcp-command`, `mcp-config`, `mcp-url`, `mcp-server-json` — or `report-path`
 * alone for publish-only mode, or `report-paths` alone for aggregate mode (neither with `mcp-accepted`,
 * `mcp-update-baseline`, or `issue-on-regression: true`); `mcp-server` only with `mcp-config`; `mcp-headers` only
 * with `mcp-url` or
 * `mcp-server-json`;
 * `mcp-update-baseline` only with `mcp-baseline` and a server; every file input must be a readable file (except an
 * `mcp-baseline` not written yet, with `mcp-update-baseline`).
 * @throws UsageError whose message starts with the input's name and says what it accepts.
 */
export async function readActionInputs(getInput: GetInput, environment: InputEnvironment = { cwd: process.cwd(), env: process.env }): Promise<ActionInputs> {
  const raw = {} as Record<InputName, string>;
  for (const name of Object.values(Inputs)) raw[name] = getInput(name).trim();
  const value = (name: InputName): string => (raw[name] !== "" ? raw[name] : INPUT_DEFAULTS[name]);
  const given = (name: InputName): boolean => raw[name] !== "";
  const bool = (name: InputName): boolean => parseBooleanInput(name, value(name));
  const lines = (name: InputName): string[] => splitLines(raw[name]);
  const path = (name: InputName): string => resolvePath(environment.cwd, raw[name]);

  const envOverrides = parseEnvPairs(Inputs.McpEnv, lines(Inputs.McpEnv));
  const headers = parseHeaderPairs(Inputs.McpHeaders, lines(Inputs.McpHeaders));
  const secrets = valuesToMask([...Object.values(envOverrides), ...Object.values(headers)]);

  const givenTargets = ([Inputs.McpCommand, Inputs.McpConfig, Inputs.McpUrl, Inputs.McpServerJson] as const).filter(given);
  const updateBaseline = bool(Inputs.McpUpdateBaseline);
  let mode: ActionMode;
  if (given(Inputs.McpAccepted) && (given(Inputs.ReportPath) || given(Inputs.ReportPaths))) {
    throw new UsageError(`${Inputs.McpAccepted}: applies when a server is graded; a saved report already carries what its own run accepted`);
  }
  if (given(Inputs.ReportPaths)) {
    const others = [...givenTargets, ...(given(Inputs.ReportPath) ? [Inputs.ReportPath] : [])];
    if (others.length > 0) {
      throw new UsageError(`${Inputs.ReportPaths}: aggregate mode publishes saved reports and starts no server; remove ${others.join(" and ")} or ${Inputs.ReportPaths}`);
    }
    if (updateBaseline) throw new UsageError(`${Inputs.McpUpdateBaseline}: needs a live server to snapshot, and aggregate mode (${Inputs.ReportPaths}) starts none`);
    mode = { kind: "aggregate", patterns: lines(Inputs.ReportPaths) };
  } else if (given(Inputs.ReportPath)) {
    if (givenTargets.length > 0) {
      throw new UsageError(
        `${Inputs.ReportPath}: publish-only mode starts no server; remove ${givenTargets.join(" and ")} or ${Inputs.ReportPath}`,
      );
    }
    if (updateBaseline) {
      throw new UsageError(`${Inputs.McpUpdateBaseline}: needs a live server to snapshot, and publish-only mode (${Inputs.ReportPath}) starts none`);
    }
    mode = { kind: "publish-only", reportPath: readableFile(Inputs.ReportPath, path(Inputs.ReportPath)) };
  } else {
    if (updateBaseline && !given(Inputs.McpBaseline)) {
      throw new UsageError(`${Inputs.McpUpdateBaseline}: needs ${Inputs.McpBaseline}, the snapshot file to write (e.g. mcp-tools.json)`);
    }
    const context: FaceContext = {
      face: "action",
      cwd: environment.cwd,
      env: environment.env,
      baseEnv: serverEnvironment(environment.env),
      noServerHint: `or ${Inputs.ReportPath} to publish a saved report`,
    };
    mode = { kind: "checkup", options: await readCheckupOptions(checkupInputs(raw, value, bool, lines, updateBaseline), context) };
  }

  const reportDir = resolvePath(environment.cwd, value(Inputs.ReportDir));
  const badgeBranch = value(Inputs.BadgeBranch);
  if (badgeBranch !== "" && !isBranchName(badgeBranch)) {
    throw new UsageError(`${Inputs.BadgeBranch}: '${badgeBranch}' is not valid; expected a branch name such as badges`);
  }
  const referenceBranches = parseNameList(raw[Inputs.ReferenceBranches]);
  for (const branch of referenceBranches) {
    if (!isBranchName(branch)) throw new UsageError(`${Inputs.ReferenceBranches}: '${branch}' is not valid; expected branch names such as main, release/v1`);
  }
  const issueMode = value(Inputs.IssueOnRegression);
  if (!(ISSUE_MODES as readonly string[]).includes(issueMode)) {
    throw new UsageError(`${Inputs.IssueOnRegression}: '${issueMode}' is not valid; expected one of ${ISSUE_MODES.join(", ")}`);
  }
  if (issueMode === "true" && mode.kind !== "checkup") {
    throw new UsageError(`${Inputs.IssueOnRegression}: needs a server to grade; a saved report is not a nightly run (use it on the jobs that grade)`);
  }
  const issueLabel = value(Inputs.IssueLabel);
  if (!/^[^,\n]{1,50}$/.test(issueLabel)) throw new UsageError(`${Inputs.IssueLabel}: '${issueLabel}' is not valid; expected a label name of 1 to 50 characters without commas`);
  const commentMode = value(Inputs.CommentMode);
  if (!(COMMENT_MODES as readonly string[]).includes(commentMode)) {
    throw new UsageError(`${Inputs.CommentMode}: '${commentMode}' is not valid; expected one of ${COMMENT_MODES.join(", ")}`);
  }
  const badgePath = given(Inputs.BadgePath) ? path(Inputs.BadgePath) : join(reportDir, ReportFiles.BadgeSvg);
  if (!badgePath.endsWith(".svg")) {
    throw new UsageError(`${Inputs.BadgePath}: '${raw[Inputs.BadgePath]}' is not valid; expected a file name ending in .svg`);
  }
  const workspace = bool(Inputs.AllowOutsideWorkspace) ? null : (environment.env.GITHUB_WORKSPACE || environment.cwd);
  if (workspace !== null) {
    for (const [name, where] of [[Inputs.ReportDir, reportDir], [Inputs.BadgePath, badgePath]] as const) {
      if (!isInside(workspace, where)) {
        throw new UsageError(
          `${name}: '${where}' is outside the workspace ${workspace} (links resolved); keep reports in the workspace, or set ${Inputs.AllowOutsideWorkspace}: true`,
        );
      }
    }
  }

  return {
    mode,
    gate: readGateOptions({ failUnder: raw[Inputs.McpFailUnder], minCoverage: raw[Inputs.McpMinCoverage], ci: bool(Inputs.McpCi), allowDrift: bool(Inputs.McpAllowDrift) }, "action"),
    baselinePath: mode.kind === "checkup" && given(Inputs.McpBaseline) ? path(Inputs.McpBaseline) : null,
    updateBaseline,
    configPath: mode.kind === "checkup" && given(Inputs.McpConfig) ? path(Inputs.McpConfig) : null,
    serverName: raw[Inputs.McpServer],
    githubToken: given(Inputs.GithubToken) ? raw[Inputs.GithubToken] : (environment.env.GITHUB_TOKEN ?? ""),
    jobSummary: bool(Inputs.JobSummary),
    comment: bool(Inputs.Comment),
    commentMode: bool(Inputs.Comment) ? (commentMode as CommentMode) : "off",
    commentTag: value(Inputs.CommentTag),
    commentKey:
      mode.kind === "aggregate"
        ? given(Inputs.CommentTag)
          ? raw[Inputs.CommentTag]
          : aggregateCommentKey(mode.patterns)
        : mode.kind === "publish-only" && !given(Inputs.CommentTag)
        ? null
        : commentKey(raw[Inputs.CommentTag], {
            command: raw[Inputs.McpCommand],
            config: raw[Inputs.McpConfig],
            server: raw[Inputs.McpServer],
            url: raw[Inputs.McpUrl],
            serverJson: raw[Inputs.McpServerJson],
            workingDirectory: raw[Inputs.WorkingDirectory],
          }),
    reportDir,
    badgePath,
    workspace,
    badgeBranch,
    referenceBranches,
    prNumber: given(Inputs.PrNumber) ? parseInteger(Inputs.PrNumber, raw[Inputs.PrNumber], 1) : null,
    issueMode: issueMode as IssueMode,
    issueLabel,
    secrets,
    notYetBuilt: (Object.keys(NOT_YET_BUILT_INPUTS) as InputName[]).filter((name) => given(name) && value(name) !== INPUT_DEFAULTS[name]),
  };
}

/**
 * The checkup inputs as the engine's options layer takes them (`readCheckupOptions`): texts as given, absent when
 * empty; switches read as YAML booleans (`parseBooleanInput`); multi-line inputs split one item a line.
 */
function checkupInputs(
  raw: Record<InputName, string>,
  value: (name: InputName) => string,
  bool: (name: InputName) => boolean,
  lines: (name: InputName) => string[],
  updateBaseline: boolean,
): CheckupInputs {
  const text = (name: InputName): string | undefined => (raw[name] !== "" ? raw[name] : undefined);
  const command = text(Inputs.McpCommand);
  return {
    target: {
      ...(command !== undefined ? { command: { line: command } } : {}),
      ...optional("config", text(Inputs.McpConfig)),
      ...optional("server", text(Inputs.McpServer)),
      ...optional("url", text(Inputs.McpUrl)),
      ...optional("serverJson", text(Inputs.McpServerJson)),
      headers: lines(Inputs.McpHeaders),
      env: lines(Inputs.McpEnv),
      ...optional("cwd", text(Inputs.WorkingDirectory)),
    },
    protocol: value(Inputs.McpProtocol),
    timeout: value(Inputs.McpTimeout),
    cases: value(Inputs.McpCases),
    edgeCases: bool(Inputs.McpEdgeCases),
    seed: value(Inputs.McpSeed),
    args: lines(Inputs.McpArgs),
    ...optional("argsFile", text(Inputs.McpArgsFile)),
    readOnly: bool(Inputs.McpReadOnly),
    only: value(Inputs.McpOnly),
    skip: value(Inputs.McpSkip),
    probes: bool(Inputs.McpProbes),
    allowWrites: bool(Inputs.McpAllowWrites),
    ...optional("probeConfig", text(Inputs.McpProbeConfig)),
    probeGradeCap: bool(Inputs.McpProbeGradeCap),
    protocolChecks: bool(Inputs.McpProtocolChecks),
    ...optional("baseline", text(Inputs.McpBaseline)),
    baselineMayBeMissing: updateBaseline,
    ...optional("clients", text(Inputs.McpClients)),
    ...optional("tokenBudget", text(Inputs.McpTokenBudget)),
    ...optional("accepted", text(Inputs.McpAccepted)),
  };
}

/** `{ [key]: value }` when `value` is given, else nothing (for optional properties under `exactOptionalPropertyTypes`). */
function optional<K extends string>(key: K, value: string | undefined): { [P in K]?: string } {
  return (value !== undefined ? { [key]: value } : {}) as { [P in K]?: string };
}

/**
 * A boolean input as `core.getBooleanInput` reads it: YAML 1.2 core schema (`true | True | TRUE | false |
 * False | FALSE`). Unlike `getBooleanInput` the caller passes the default for an empty input.
 * @throws UsageError naming the input for anything else.
 */
export function parseBooleanInput(name: string, text: string): boolean {
  if (["true", "True", "TRUE"].includes(text)) return true;
  if (["false", "False", "FALSE"].includes(text)) return false;
  throw new UsageError(`${name}: '${text}' is not valid; expected true or false`);
}

/** Splits a multi-line input as `core.getMultilineInput` does: one item a line, trimmed, blank lines dropped. */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function resolvePath(cwd: string, path: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}

function readableFile(name: InputName, path: string): string {
  try {
    accessSync(path, fsConstants.R_OK);
    if (!statSync(path).isFile()) throw new Error("a folder, not a file");
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new UsageError(`${name}: cannot read '${path}' (${reason}); expected a readable file`);
  }
  return path;
}

/** A git branch name as `git check-ref-format --branch` accepts it (the common subset). */
function isBranchName(name: string): boolean {
  return (
    /^[A-Za-z0-9._\/-]+$/.test(name) &&
    !name.startsWith("-") &&
    !name.startsWith("/") &&
    !name.endsWith("/") &&
    !name.endsWith(".lock") &&
    !name.includes("..") &&
    !name.includes("//")
  );
}
