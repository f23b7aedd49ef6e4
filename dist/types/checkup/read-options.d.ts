import { type CheckupOptions } from "./options.js";
import { type FaceContext, type TargetInputs } from "./target-inputs.js";
export { CLIENT_IDS } from "../lint/client-profiles.js";
/**
 * The raw values of one checkup run as a face read them, by the engine's names (`option-names.ts` says each as a
 * CLI flag and an Action input). Texts as given, absent when not given (the {@link DEFAULTS} apply); switches as
 * booleans (each face reads its own: commander's `--no-…`, the Action's YAML booleans); paths as written (resolved
 * against `FaceContext.cwd`).
 */
export interface CheckupInputs {
    target: TargetInputs;
    protocol?: string;
    /** Seconds, as text: the only place seconds appear; the options carry `timeoutMs`. */
    timeout?: string;
    cases?: string;
    edgeCases?: boolean;
    seed?: string;
    /** `NAME=VALUE` / `TOOL:NAME=VALUE` strings. */
    args?: readonly string[];
    argsFile?: string;
    readOnly?: boolean;
    only?: string;
    skip?: string;
    probes?: boolean;
    allowWrites?: boolean;
    probeConfig?: string;
    probeGradeCap?: boolean;
    protocolChecks?: boolean;
    baseline?: string;
    /** A baseline file that does not exist yet is no baseline (the Action's `mcp-update-baseline` writes it later). */
    baselineMayBeMissing?: boolean;
    clients?: string;
    tokenBudget?: string;
    accepted?: string;
}
/** The lint opt-ins (`clients`, `tokenBudget`) of `test`, `accept` and `lint`. Throws `UsageError` in the face's words. */
export declare function readLintOptions(inputs: Pick<CheckupInputs, "clients" | "tokenBudget">, context: FaceContext): Pick<CheckupOptions, "clients" | "tokenBudget">;
/**
 * The timeout of each request: `text` seconds (default {@link DEFAULTS}`.timeoutSeconds`) as milliseconds, the one
 * conversion from the faces' seconds; everything inward carries `timeoutMs`. Throws `UsageError` naming the input.
 */
export declare function readTimeoutMs(text: string | undefined, context: FaceContext): number;
/** The protocol to speak (default `auto`). Throws `UsageError` naming the input. */
export declare function readProtocol(text: string | undefined, context: FaceContext): string;
/**
 * The one options layer of both faces: raw values and the face's context in, one typed, validated
 * `CheckupOptions` out, before anything starts (STYLE.md: one typed options value, validated before any side
 * effect). Reads the files named (args file, probe config, baseline, accepted findings, config, server.json).
 * Throws `UsageError` whose message names the input as the face says it (`--url` in the CLI, `mcp-url` in the
 * Action) and what is accepted. The parsers of those files (YAML, JSONC) are loaded only when such a file is given
 * (issue 14: what a face loads before it spawns the server is on the run's critical path).
 */
export declare function readCheckupOptions(inputs: CheckupInputs, context: FaceContext): Promise<CheckupOptions>;
