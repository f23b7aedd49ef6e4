import type { ArgOverrides } from "../scenarios/arg-overrides.js";
import { type ProbeConfig } from "./probe-config.js";
/**
 * Reading a probe config file (JSON or YAML; its shape is in `probe-config.ts`). Apart from that shape so that the
 * YAML parser is loaded only by a run given such a file (issue 14: what the CLI loads before it spawns the server
 * is on the run's critical path).
 */
export { emptyProbeConfig, type PairSpec, type RelationExpect, type RelationUnit, type RelationSpec, type CallSpec, type AgreementSpec, type IdempotentSpec, type ProbeConfig } from "./probe-config.js";
/**
 * Reads argument values given as a mapping of `NAME` or `TOOL:NAME` to a value (the `--args-file` shape) into
 * {@link ArgOverrides}. `prefix` starts error messages (`probe config mcp-probes.yml`, `--args-file args.json`);
 * `path` names the mapping in them. Throws `UsageError` for a value that is not a mapping, or an empty name.
 */
export declare function argOverridesFrom(value: unknown, prefix: string, path?: string): ArgOverrides;
/**
 * Parses and validates a probe config. `text` is JSON or YAML (JSON is tried first when the text starts with
 * `{`); `sourceName` (the file name) starts every error message. Throws `UsageError` with one line naming the
 * key path, e.g. `probe config mcp-probes.yml: relations[0].expect must be one of at_most, exact, prefix, suffix`.
 */
export declare function parseProbeConfig(text: string, sourceName: string): ProbeConfig;
