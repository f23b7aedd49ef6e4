/** The annotations fixture server graded by runCheckup as the CLI does, for the annotation lint and read-only check tests. */
import { fileURLToPath } from "node:url";
import { DEFAULTS, type CheckupOptions } from "../../src/checkup/options.js";
import type { Scorecard } from "../../src/scorecard/types.js";

const SERVER = fileURLToPath(new URL("../fixtures/probes/annotations-server.mjs", import.meta.url));

/** Checkup options for the annotations fixture server with one `--bug` mode (or none): one case, probes on, no edge cases or protocol checks. */
export function annotationsOptions(bug: string | undefined, more: Partial<CheckupOptions> = {}): CheckupOptions {
  return {
    ...DEFAULTS,
    target: { kind: "stdio", command: process.execPath, args: [SERVER, ...(bug ? ["--bug", bug] : [])] },
    args: { global: {}, perTool: {} },
    only: [],
    skip: [],
    cases: 1,
    edgeCases: false,
    protocolChecks: false,
    probes: true,
    ...more,
  };
}

/** `rule@tool:severity(confidence)` of each annotation finding. */
export const annotationFindings = (s: Scorecard): string[] =>
  s.findings.filter((f) => f.rule.startsWith("annotation")).map((f) => `${f.rule}@${f.tool ?? "server"}:${f.severity}${f.confidence ? `(${f.confidence})` : ""}`);
