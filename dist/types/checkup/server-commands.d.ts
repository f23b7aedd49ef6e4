import type { Finding } from "../findings/finding.js";
import type { Tool } from "../mcp/types.js";
import type { Scorecard } from "../scorecard/types.js";
import { Redactor } from "../secrets/redactor.js";
import type { CheckupOptions } from "./options.js";
export { parseToolsFile } from "../lint/tools-file.js";
/** How to reach the server: the protocol to speak and each request's timeout in milliseconds. */
export type ServerReadOptions = Pick<CheckupOptions, "target" | "protocol" | "timeoutMs">;
/**
 * What a command got from the server, or the `server-start-failed` finding when it would not start (its message
 * ends with the server's last stderr lines): a result, not our bug — the faces report it and exit 1.
 */
export type ServerReading<T> = {
    ok: true;
    value: T;
} | {
    ok: false;
    failure: Finding;
};
/** The server's tools as `tools/list` gave them (every page), redacted. */
export declare function listServerTools(options: ServerReadOptions): Promise<ServerReading<Tool[]>>;
/** What the model reads, from a live server or a saved `tools/list` (`--tools-file`), and the lint opt-ins. */
export interface LintInputs {
    tools: readonly Tool[];
    instructions?: string;
    server?: {
        name: string;
        version: string;
    };
    protocol?: {
        era: "legacy" | "modern";
        version: string;
    };
    /** What was linted, as the report names it (the command, URL or file). */
    target: string;
    clients?: readonly string[];
    tokenBudget?: number;
}
/** The lint scorecard of `inputs` (no scenarios, no probes), redacted with `redactor`. Loads the lint rules on first use. */
export declare function lintTools(inputs: LintInputs, redactor?: Redactor): Promise<Scorecard>;
/**
 * Lints a live server: lists its tools and instructions, stops it, and lints them while it stops (the lint rules
 * load while it starts). `lint.target` names it in the report.
 */
export declare function lintServerTarget(options: ServerReadOptions, lint: Pick<LintInputs, "clients" | "tokenBudget" | "target">): Promise<ServerReading<Scorecard>>;
/** A server's snapshot, as written for `--baseline`: its text (redacted), its tool count and the revision spoken. */
export interface ServerSnapshot {
    text: string;
    tools: number;
    protocolVersion: string;
}
/**
 * The canonical snapshot of the server (`liveSnapshot`, `renderSnapshot`). Throws `UsageError` when the listing is
 * partial (a page failed, a cursor looped): such a baseline would report every missing tool as removed.
 */
export declare function snapshotServer(options: ServerReadOptions): Promise<ServerReading<ServerSnapshot>>;
