import type { OptionValues } from "commander";
import type { GateInputs } from "../checkup/gate.js";
import type { CheckupInputs } from "../checkup/read-options.js";
import type { CommandInput, TargetInputs } from "../checkup/target-inputs.js";
import { UsageError } from "../errors.js";
import type { ParsedCommand } from "./program.js";
import type { OutputFlag } from "./program.js";

/**
 * Every option of a parsed command line, typed: commander's untyped `OptionValues` are read here once (issue 15:
 * they were read in ~65 places) and nowhere else. Texts as given, absent when not given; the engine's options layer
 * (`readCheckupOptions`, `resolveTarget`, `readGateOptions`) validates them and names each as the CLI's flag.
 */
export interface CliOptions {
  /** Which server: the positional command, the argv after `--`, `--config`/`--server`, `--url`, `--server-json`, with `--header`, `--env`, `--cwd`. */
  target: TargetInputs;
  /** The checkup's own options (`test`, `accept`; `lint` reads `clients` and `tokenBudget`; every server command `protocol` and `timeout`). */
  checkup: Omit<CheckupInputs, "target" | "accepted">;
  /** `--fail-under`, `--min-coverage`, `--ci`, `--allow-drift`. */
  gate: GateInputs;
  /** `--report FORMAT[=PATH]` values (`list`: one format) and the old `--output PATH` flags, paired by `planReports`. */
  reports: { report: string[]; output: OutputFlag[] };
  /** `-o, --output PATH` of `snapshot` and `record`. */
  outputPath?: string;
  /** Console colour: false with `--no-color`. */
  color: boolean;
  /** `--quiet`: no progress on stderr. */
  quiet: boolean;
  /** `--accepted PATH` (`test`: read; `accept`: written), `--reason`, `--expires`, `--prune`. */
  accepted?: string;
  reason?: string;
  expires?: string;
  prune: boolean;
  /** `lint --tools-file`, `--instructions-file`. */
  toolsFile?: string;
  instructionsFile?: string;
  /** `demo`/`sample-server --bug`. */
  bug?: string;
  /** Paths of `aggregate` (its positionals). */
  paths: string[];
}

/** A parsed command with its options typed. */
export interface CliCommand {
  name: ParsedCommand["name"];
  options: CliOptions;
}

const text = (value: unknown): string | undefined => (value === undefined || value === null ? undefined : String(value));
const texts = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === undefined ? [] : [String(value)]);
/** `{ key: value }` when `value` is given, else nothing. */
const some = <K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } => (value !== undefined ? ({ [key]: value } as { [P in K]: V }) : {});

/**
 * The server command of the CLI: one string (split like a shell), several words (the shell already split them:
 * an argv), or the argv after `--` (exactly as given). Throws `UsageError` when both a string and `--` are given.
 */
function commandInput(positionals: readonly string[], serverArgv: readonly string[] | undefined): CommandInput | undefined {
  if (serverArgv !== undefined) {
    if (positionals.length > 0) {
      throw new UsageError(`give the server either as one string or as an argv after --, not both (got '${positionals.join(" ")}' before --)`);
    }
    return { argv: serverArgv };
  }
  if (positionals.length === 0) return undefined;
  return positionals.length === 1 ? { line: positionals[0]! } : { argv: positionals };
}

/** Reads commander's options of `command` once into {@link CliOptions}. Throws `UsageError` for a command given twice. */
export function readCliOptions(command: ParsedCommand): CliCommand {
  const o: OptionValues = command.options;
  const takesServer = command.name !== "aggregate";
  const commandGiven = takesServer ? commandInput(command.positionals, command.serverArgv) : undefined;
  const output = o.output;
  return {
    name: command.name,
    options: {
      target: {
        ...some("command", commandGiven),
        ...some("config", text(o.config)),
        ...some("server", text(o.server)),
        ...some("url", text(o.url)),
        ...some("serverJson", text(o.serverJson)),
        headers: texts(o.header),
        env: texts(o.env),
        ...some("cwd", text(o.cwd)),
      },
      checkup: {
        ...some("protocol", text(o.protocol)),
        ...some("timeout", text(o.timeout)),
        ...some("cases", text(o.cases)),
        edgeCases: o.edgeCases !== false,
        ...some("seed", text(o.seed)),
        args: texts(o.arg),
        ...some("argsFile", text(o.argsFile)),
        readOnly: Boolean(o.readOnly),
        ...some("only", text(o.only)),
        ...some("skip", text(o.skip)),
        probes: Boolean(o.probes),
        allowWrites: Boolean(o.allowWrites),
        ...some("probeConfig", text(o.probeConfig)),
        probeGradeCap: o.probeGradeCap !== false,
        protocolChecks: o.protocolChecks !== false,
        ...some("baseline", text(o.baseline)),
        ...some("clients", text(o.clients)),
        ...some("tokenBudget", text(o.tokenBudget)),
      },
      gate: { ...some("failUnder", text(o.failUnder)), ...some("minCoverage", text(o.minCoverage)), ci: Boolean(o.ci), allowDrift: Boolean(o.allowDrift) },
      reports: { report: texts(o.report), output: Array.isArray(output) ? (output as OutputFlag[]) : [] },
      ...some("outputPath", typeof output === "string" ? output : undefined),
      color: o.color !== false,
      quiet: Boolean(o.quiet),
      ...some("accepted", text(o.accepted)),
      ...some("reason", text(o.reason)),
      ...some("expires", text(o.expires)),
      prune: Boolean(o.prune),
      ...some("toolsFile", text(o.toolsFile)),
      ...some("instructionsFile", text(o.instructionsFile)),
      ...some("bug", text(o.bug)),
      paths: takesServer ? [] : command.positionals,
    },
  };
}
