/**
 * `lint`: static checks of what the model reads — schema hygiene, descriptions, tool names, context cost,
 * tool annotations, dangling tool references, hidden text and tool poisoning. Reads tool definitions and instructions as
 * the server sent them (from a live `tools/list` or a saved file), never a connection (DESIGN.md "Layout").
 */
import { compareFindings, type Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { ClientReport, ContextReport } from "../scorecard/types.js";
import { checkClientProfiles, type ClientProfile } from "./client-profiles.js";
import { budgetFindings, contextBreakdown, type ContextBreakdown } from "./context-budget.js";
import { lintAnnotationSpread, lintToolAnnotations } from "./annotations.js";
import { definitionTokens, instructionsTokens, lintDefinitionSize } from "./context-cost.js";
import { lintDescription } from "./descriptions.js";
import { lintHiddenText } from "./hidden-text.js";
import { lintPoisoning } from "./poisoning.js";
import { schemaTooDeepFinding, tooDeepSchema } from "./schema-depth.js";
import { lintSchemaHygiene } from "./schema-hygiene.js";
import { instructionsTextSources, toolOwner, toolTextSources, type TextSource } from "./text-sources.js";
import { lintToolNames } from "./tool-names.js";
import { buildNameIndex, ReferenceScan } from "./tool-references.js";

export { TOKEN_METHOD, DEFINITION_LARGE_TOKENS, definitionTokens, instructionsTokens } from "./context-cost.js";
export { DESCRIPTION_MIN_CHARS } from "./descriptions.js";
export { MAX_SCHEMA_DEPTH, tooDeepSchema } from "./schema-depth.js";
export { parseToolsFile } from "./tools-file.js";
export { CLIENT_IDS, CLIENT_PROFILES, clientProfiles, type ClientProfile } from "./client-profiles.js";
export { contextBreakdown, costliestTools } from "./context-budget.js";

/** What `lint` reads: the advertised tools (as sent) and the server's `instructions`, if any. */
export interface LintInput {
  tools: readonly Tool[];
  instructions?: string;
  /** Client compatibility profiles to check (`--clients`; `clientProfiles` parses the ids); none by default. */
  clients?: readonly ClientProfile[];
  /** `--token-budget`: `context-over-budget` when the context tokens are above it; no budget by default. */
  tokenBudget?: number;
}

/** What `lint` returns. Token figures are estimates by {@link TOKEN_METHOD}. */
export interface LintResult {
  /** Every finding of every lint rule, sorted with `compareFindings`. */
  findings: Finding[];
  /** Estimated tokens per tool definition, by tool name (a repeated name sums its definitions; a tool without a string name is keyed `<tool #N>`). */
  definitionTokens: Record<string, number>;
  /** Estimated tokens of the instructions; 0 without instructions. */
  instructionsTokens: number;
  /** All definitions plus the instructions: what the server costs in context on every request. */
  contextTokens: number;
  /** The budget given and the sub-schemas `$defs` would share. */
  context: ContextReport;
  /** What each client named in `clients` rejects; absent when no client was named. */
  clientProfiles?: ClientReport;
}

/**
 * Runs every lint rule over one server's tools and instructions — plus the client profiles and the token
 * budget when `input` names them. Pure and synchronous; never throws on malformed definitions (they become
 * findings). Linear in the total size of the definitions: name sets for
 * the reference rule are built once.
 */
export function lintServer(input: LintInput): LintResult {
  return new LintRun(input).result();
}

/**
 * {@link lintServer} made a step at a time, so that a checkup lints while its calls are out instead of before the
 * first one (issue 14: 5,000 tools took 0.3 s of lint before any call). Each `step()` is a small piece of work —
 * one part of one tool's rules, or one rule over the whole server — and `result()` does what is left and gives
 * exactly what `lintServer` gives for the same input (the same findings in the same order). Never throws.
 */
export class LintRun {
  private readonly steps: (() => void)[] = [];
  private next = 0;
  private readonly tools: readonly Tool[];
  private readonly instructions: string | undefined;
  // Findings by where lintServer raised them, joined in that order by result() before the sort.
  private readonly perToolFindings: Finding[] = [];
  private readonly serverFindings: Finding[] = [];
  private readonly hiddenFindings: Finding[] = [];
  private readonly poisoningFindings: Finding[] = [];
  private readonly clientFindings: Finding[] = [];
  // A Map, then Object.fromEntries: a tool named "__proto__" stays an ordinary key.
  private readonly perTool = new Map<string, number>();
  private total = 0;
  private breakdown: ContextBreakdown | undefined;
  private clientReport: ClientReport | undefined;
  private done: LintResult | undefined;

  constructor(private readonly input: LintInput) {
    this.tools = input.tools;
    this.instructions = typeof input.instructions === "string" ? input.instructions : undefined;
    const sources: TextSource[][] = [];
    this.tools.forEach((original, i) => {
      this.steps.push(() => {
        const deep = tooDeepSchema(original);
        // A schema too deep to walk is reported once and read no further (see schema-depth.ts).
        const tool: Tool = deep === undefined ? original : { ...original, [deep]: {} };
        const tokens = definitionTokens(tool);
        const owner = toolOwner(tool, i);
        this.perTool.set(owner, (this.perTool.get(owner) ?? 0) + tokens);
        this.total += tokens;
        this.add(this.perToolFindings, deep !== undefined ? [schemaTooDeepFinding(owner, deep)] : lintSchemaHygiene(tool, i));
        this.add(this.perToolFindings, lintDescription(tool, i));
        this.add(this.perToolFindings, lintDefinitionSize(tool, i, tokens));
        this.add(this.perToolFindings, lintToolAnnotations(tool, i));
        sources[i] = toolTextSources(tool, i);
      });
      this.steps.push(() => {
        this.add(this.hiddenFindings, lintHiddenText(sources[i]!));
        this.add(this.poisoningFindings, lintPoisoning(sources[i]!));
      });
    });
    const last = instructionsTextSources(this.instructions);
    this.steps.push(() => {
      this.add(this.hiddenFindings, lintHiddenText(last));
      this.add(this.poisoningFindings, lintPoisoning(last));
    });
    this.steps.push(() => this.add(this.serverFindings, lintToolNames(this.tools)));
    this.steps.push(() => this.add(this.serverFindings, lintAnnotationSpread(this.tools)));
    let references: ReferenceScan | undefined;
    this.steps.push(() => void (references = new ReferenceScan(buildNameIndex(this.tools))));
    this.tools.forEach((_, i) => this.steps.push(() => sources[i]!.forEach((source) => references!.add(source))));
    this.steps.push(() => {
      last.forEach((source) => references!.add(source));
      this.add(this.serverFindings, references!.findings());
    });
    this.steps.push(() => void (this.breakdown = contextBreakdown(this.tools)));
    if (input.clients !== undefined && input.clients.length > 0) {
      const clients = input.clients;
      this.steps.push(() => {
        const checked = checkClientProfiles(this.tools, clients);
        this.clientReport = { clients: clients.map((p) => p.id), results: checked.results };
        this.add(this.clientFindings, checked.findings);
      });
    }
  }

  /** Does the next piece of the lint; false once nothing is left (then {@link result} only assembles). */
  step(): boolean {
    const step = this.steps[this.next];
    if (step === undefined) return false;
    this.next++;
    step();
    return true;
  }

  /** Does what is left and gives the lint's result (the same object on every call). */
  result(): LintResult {
    if (this.done !== undefined) return this.done;
    while (this.step());
    const { input } = this;
    const instructionsCost = instructionsTokens(this.instructions);
    const definitions = Object.fromEntries(this.perTool);
    const breakdown = this.breakdown!;
    const budget = input.tokenBudget !== undefined ? budgetFindings(this.total + instructionsCost, input.tokenBudget, definitions, breakdown) : [];
    const findings = [...this.perToolFindings, ...this.serverFindings, ...this.hiddenFindings, ...this.poisoningFindings, ...budget, ...this.clientFindings];
    this.done = {
      findings: findings.sort(compareFindings),
      definitionTokens: definitions,
      instructionsTokens: instructionsCost,
      contextTokens: this.total + instructionsCost,
      context: { budget: input.tokenBudget ?? null, saving_tokens: breakdown.savingTokens, repeated_schemas: breakdown.repeated },
      ...(this.clientReport !== undefined ? { clientProfiles: this.clientReport } : {}),
    };
    return this.done;
  }

  private add(into: Finding[], more: readonly Finding[]): void {
    for (const f of more) into.push(f);
  }
}
