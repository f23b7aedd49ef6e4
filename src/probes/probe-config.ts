import type { ArgOverrides } from "../scenarios/arg-overrides.js";

/**
 * The probe config (`--probe-config FILE`, Action input `mcp-probe-config`; issue "Effect probes" §Probe config):
 * JSON or YAML with the keys `args`, `builtins`, `writes`, `exclude`, `pairs`, `relations`, `agreements`,
 * `idempotent`. It declares what the built-in heuristics cannot guess. It can never turn writes on: declared
 * probes that call tools which are not read-only still need `--allow-writes`.
 */

/** A declared write → read pair: the reader must show what the write stored. */
export interface PairSpec {
  write: string;
  read: string;
  /** Reader arguments; in strings `{key}` becomes the record's key and `{marker}` its first value marker. */
  read_args?: Record<string, unknown>;
  /** Write arguments over the generated ones; in strings `{marker}` becomes a marker for that field. */
  write_args?: Record<string, unknown>;
  /** The write's key parameter (top level), when the built-in detection picks the wrong one or none. */
  key?: string;
}

export type RelationExpect = "at_most" | "exact" | "prefix" | "suffix";
export type RelationUnit = "auto" | "lines" | "items";

/** A declared relation: calling `tool` with `param` set to each of `values` must satisfy `expect`. */
export interface RelationSpec {
  tool: string;
  param: string;
  values: number[];
  expect: RelationExpect;
  args?: Record<string, unknown>;
  unit: RelationUnit;
  /** A name for the probe table (default `<tool>.<param>`). */
  id?: string;
}

/** One call of an agreement. `field` picks that field of each returned item (default: the agreement's). */
export interface CallSpec {
  tool: string;
  args?: Record<string, unknown>;
  field?: string;
}

/** Two calls that must agree: the left items are a subset of, or equal to, the right items. */
export interface AgreementSpec {
  left: CallSpec;
  right: CallSpec;
  expect: "subset" | "equal";
  field?: string;
  id?: string;
}

/** A call that must return the same result twice. */
export interface IdempotentSpec {
  tool: string;
  args?: Record<string, unknown>;
  id?: string;
}

/** A parsed, validated probe config. Absent keys get their defaults (empty lists, `builtins: true`). */
export interface ProbeConfig {
  /** Argument values, as `--args-file` gives them. */
  args: ArgOverrides;
  /** `false` turns the built-in probes off (inferred round trips and bounds); declared ones still run. */
  builtins: boolean;
  /** Tools to treat as writes, including send/publish/deploy/delete tools. */
  writes: string[];
  /** Tools never to probe. */
  exclude: string[];
  pairs: PairSpec[];
  relations: RelationSpec[];
  agreements: AgreementSpec[];
  idempotent: IdempotentSpec[];
}

/** The config that changes nothing. */
export function emptyProbeConfig(): ProbeConfig {
  return { args: { global: {}, perTool: {} }, builtins: true, writes: [], exclude: [], pairs: [], relations: [], agreements: [], idempotent: [] };
}
