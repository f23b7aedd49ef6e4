import { accessSync, existsSync, constants as fsConstants, readFileSync, statSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { DEFAULTS, type CheckupOptions } from "../checkup/options.js";
import {
  parseEnvPairs,
  parseHeaderPairs,
  parseInteger,
  parseNameList,
  parseProtocol,
  parseSeconds,
} from "../checkup/option-values.js";
import { UsageError } from "../errors.js";
import { clientProfiles } from "../lint/client-profiles.js";
import { parseCommandLine } from "../mcp/command-line.js";
import { readServerConfig } from "../mcp/config-file.js";
import { readServerJson } from "../mcp/server-json.js";
import { urlForMessage, type ServerEnvironment, type ServerTarget } from "../mcp/target.js";
import { parseProbeConfig } from "../probes/config.js";
import { readArgOverrides, type ArgOverrides } from "../scenarios/arg-overrides.js";
import { parseCoverage, parseGrade } from "../scorecard/grade.js";
import type { Grade } from "../scorecard/types.js";
import { parseSnapshot } from "../drift/snapshot.js";
import { parseAcceptedFile } from "../findings/accepted.js";
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
  /** `mcp-fail-under`: fail the step below this grade; null = no grade gate. */
  failUnder: Grade | null;
  /** `mcp-min-coverage`: fail the step below this coverage (0..1); null = no coverage gate. */
  minCoverage: number | null;
  /** `mcp-ci`: also fail on blocking findings. */
  ci: boolean;
  /** `mcp-allow-drift`: with `mcp-ci`, error-level drift does not block. */
  allowDrift: boolean;
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
export function readActionInputs(getInput: GetInput, environment: InputEnvironment = { cwd: process.cwd(), env: process.env }): ActionInputs {
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
  // mcp-command with mcp-url: the command starts an HTTP server, which is graded at the URL (issue: HTTP targets).
  const launchesHttp = givenTargets.length === 2 && given(Inputs.McpCommand) && given(Inputs.McpUrl);
  const targets = launchesHttp ? [Inputs.McpUrl] : givenTargets;
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
    if (targets.length !== 1) {
      const got = targets.length === 0 ? "none was given" : `got ${targets.join(" and ")}`;
      throw new UsageError(
        `${Inputs.McpCommand}: give exactly one server with ${Inputs.McpCommand}, ${Inputs.McpConfig}, ${Inputs.McpUrl} or ${Inputs.McpServerJson} ` +
          `(${Inputs.McpCommand} with ${Inputs.McpUrl} starts an HTTP server and grades it at the URL; ` +
          `or ${Inputs.ReportPath} to publish a saved report); ${got}`,
      );
    }
    if (given(Inputs.McpServer) && !given(Inputs.McpConfig)) {
      throw new UsageError(`${Inputs.McpServer}: names a server of ${Inputs.McpConfig}, which is not given`);
    }
    if (given(Inputs.McpHeaders) && !given(Inputs.McpUrl) && !given(Inputs.McpServerJson)) {
      throw new UsageError(`${Inputs.McpHeaders}: applies only to ${Inputs.McpUrl} and ${Inputs.McpServerJson} targets`);
    }
    if (updateBaseline && !given(Inputs.McpBaseline)) {
      throw new UsageError(`${Inputs.McpUpdateBaseline}: needs ${Inputs.McpBaseline}, the snapshot file to write (e.g. mcp-tools.json)`);
    }
    const cwd = given(Inputs.WorkingDirectory) ? readableDirectory(Inputs.WorkingDirectory, path(Inputs.WorkingDirectory)) : undefined;
    const baseEnv = serverEnvironment(environment.env);
    if (targets[0] === Inputs.McpServerJson) {
      const file = readableFile(Inputs.McpServerJson, path(Inputs.McpServerJson));
      const { target, declared } = readServerJson(file, {
        env: envOverrides,
        headers,
        processEnv: environment.env,
        inputName: Inputs.McpServerJson,
        envInput: Inputs.McpEnv,
        headerInput: Inputs.McpHeaders,
        commandHint: (argv) => `${Inputs.McpCommand}: ${argv.join(" ")}`,
      });
      const located = target.kind === "stdio" ? { ...target, baseEnv, ...(cwd !== undefined ? { cwd } : {}) } : target;
      mode = { kind: "checkup", options: { ...readCheckupOptions(located, value, given, bool, lines, path, updateBaseline), serverJson: declared } };
    } else {
      const target = readTarget(targets[0] as typeof Inputs.McpCommand | typeof Inputs.McpConfig | typeof Inputs.McpUrl, raw, envOverrides, headers, cwd, path, baseEnv);
      mode = { kind: "checkup", options: readCheckupOptions(target, value, given, bool, lines, path, updateBaseline) };
    }
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
    failUnder: given(Inputs.McpFailUnder) ? parseGrade(raw[Inputs.McpFailUnder], Inputs.McpFailUnder) : null,
    minCoverage: given(Inputs.McpMinCoverage) ? parseCoverage(raw[Inputs.McpMinCoverage], Inputs.McpMinCoverage) : null,
    ci: bool(Inputs.McpCi),
    allowDrift: bool(Inputs.McpAllowDrift),
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

function readTarget(
  kind: typeof Inputs.McpCommand | typeof Inputs.McpConfig | typeof Inputs.McpUrl,
  raw: Record<InputName, string>,
  env: Record<string, string>,
  headers: Record<string, string>,
  cwd: string | undefined,
  path: (name: InputName) => string,
  baseEnv: ServerEnvironment,
): ServerTarget {
  const withEnv = { ...(Object.keys(env).length > 0 ? { env } : {}), baseEnv };
  const withCwd = cwd !== undefined ? { cwd } : {};
  if (kind === Inputs.McpUrl) {
    const launches = raw[Inputs.McpCommand] !== "";
    if ("env" in withEnv && !launches) throw new UsageError(`${Inputs.McpEnv}: applies only to servers started by a command or config, not ${Inputs.McpUrl} alone`);
    const url = raw[Inputs.McpUrl];
    if (!/^https?:\/\/[^\s]+$/i.test(url)) {
      throw new UsageError(`${Inputs.McpUrl}: '${urlForMessage(url)}' is not valid; expected an http:// or https:// URL`);
    }
    const launch = launches ? { ...named(Inputs.McpCommand, () => parseCommandLine(raw[Inputs.McpCommand])), ...withEnv, ...withCwd } : undefined;
    return { kind: "http", url, ...(Object.keys(headers).length > 0 ? { headers } : {}), ...(launch ? { launch } : {}) };
  }
  if (kind === Inputs.McpConfig) {
    const file = readableFile(Inputs.McpConfig, path(Inputs.McpConfig));
    const target = named(Inputs.McpConfig, () => readServerConfig(file, raw[Inputs.McpServer] || undefined));
    if (target.kind !== "stdio") {
      if ("env" in withEnv) throw new UsageError(`${Inputs.McpEnv}: applies only to servers started by a command; ${file} names an HTTP server`);
      return target;
    }
    const merged = { ...(target.env ?? {}), ...env };
    return { ...target, ...(Object.keys(merged).length > 0 ? { env: merged } : {}), baseEnv, ...withCwd };
  }
  const { command, args } = named(Inputs.McpCommand, () => parseCommandLine(raw[Inputs.McpCommand]));
  return { kind: "stdio", command, args, ...withEnv, ...withCwd };
}

function readCheckupOptions(
  target: ServerTarget,
  value: (name: InputName) => string,
  given: (name: InputName) => boolean,
  bool: (name: InputName) => boolean,
  lines: (name: InputName) => string[],
  path: (name: InputName) => string,
  updateBaseline: boolean,
): CheckupOptions {
  const argsFile = given(Inputs.McpArgsFile) ? readableFile(Inputs.McpArgsFile, path(Inputs.McpArgsFile)) : undefined;
  const args: ArgOverrides = readArgOverrides({
    pairs: lines(Inputs.McpArgs),
    flag: Inputs.McpArgs,
    fileFlag: Inputs.McpArgsFile,
    ...(argsFile !== undefined ? { file: readFileSync(argsFile, "utf8"), fileName: argsFile } : {}),
  });
  const probeConfigFile = given(Inputs.McpProbeConfig) ? readableFile(Inputs.McpProbeConfig, path(Inputs.McpProbeConfig)) : undefined;
  // With mcp-update-baseline a baseline not written yet is fine: the first push to the default branch creates it.
  const baselineMissing = given(Inputs.McpBaseline) && updateBaseline && !existsSync(path(Inputs.McpBaseline));
  const baselineFile = given(Inputs.McpBaseline) && !baselineMissing ? readableFile(Inputs.McpBaseline, path(Inputs.McpBaseline)) : undefined;
  const options: CheckupOptions = {
    target,
    protocol: parseProtocol(Inputs.McpProtocol, value(Inputs.McpProtocol)),
    timeoutSeconds: parseSeconds(Inputs.McpTimeout, value(Inputs.McpTimeout)),
    cases: parseInteger(Inputs.McpCases, value(Inputs.McpCases), 1, 50),
    edgeCases: bool(Inputs.McpEdgeCases),
    seed: parseInteger(Inputs.McpSeed, value(Inputs.McpSeed), 0, 2 ** 32 - 1),
    args,
    readOnly: bool(Inputs.McpReadOnly),
    only: parseNameList(value(Inputs.McpOnly)),
    skip: parseNameList(value(Inputs.McpSkip)),
    probes: bool(Inputs.McpProbes),
    allowWrites: bool(Inputs.McpAllowWrites),
    probeGradeCap: bool(Inputs.McpProbeGradeCap),
    protocolChecks: bool(Inputs.McpProtocolChecks),
  };
  const clients = clientProfiles(Inputs.McpClients, parseNameList(value(Inputs.McpClients))).map((p) => p.id);
  if (clients.length > 0) options.clients = clients;
  if (given(Inputs.McpTokenBudget)) options.tokenBudget = parseInteger(Inputs.McpTokenBudget, value(Inputs.McpTokenBudget), 1);
  if (baselineFile !== undefined) {
    options.baseline = named(Inputs.McpBaseline, () => parseSnapshot(readFileSync(baselineFile, "utf8"), baselineFile));
  }
  if (probeConfigFile !== undefined) {
    options.probeConfig = named(Inputs.McpProbeConfig, () => parseProbeConfig(readFileSync(probeConfigFile, "utf8"), probeConfigFile));
  }
  if (given(Inputs.McpAccepted)) {
    const acceptedFile = readableFile(Inputs.McpAccepted, path(Inputs.McpAccepted));
    // Named as the user wrote it (a path in the repository), in messages and reports.
    options.accepted = parseAcceptedFile(readFileSync(acceptedFile, "utf8"), value(Inputs.McpAccepted), Inputs.McpAccepted);
  }
  return options;
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

/** Runs `parse`, prefixing the message of a `UsageError` it throws with the input's name (unless already there). */
function named<T>(name: InputName, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof UsageError && !error.message.startsWith(`${name}:`)) {
      // Parsers shared with the CLI name its flags; say the Action's input instead.
      const message = error.message.replace(/--server NAME/g, Inputs.McpServer).replace(/--config/g, Inputs.McpConfig);
      throw new UsageError(`${name}: ${message}`);
    }
    throw error;
  }
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

function readableDirectory(name: InputName, path: string): string {
  let ok = false;
  try {
    ok = statSync(path).isDirectory();
  } catch {
    ok = false;
  }
  if (!ok) throw new UsageError(`${name}: '${path}' is not a folder; expected an existing directory`);
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
