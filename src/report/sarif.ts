import { createHash } from "node:crypto";
import { INSTRUCTIONS_OWNER, type Finding, type Severity } from "../findings/finding.js";
import { RULE_IDS, RULES, ruleAnchor, type RuleId } from "../findings/rules.js";
import type { Scorecard } from "../scorecard/types.js";
import { removeUnsafeChars } from "./unsafe-chars.js";

/** The SARIF version written. */
export const SARIF_VERSION = "2.1.0";
/** The `$schema` written: the OASIS SARIF 2.1.0 Errata 01 schema, the current standard. */
export const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";

/** The `partialFingerprints` key of our results (versioned: change the suffix if the hashed fields change). */
export const SARIF_FINGERPRINT_KEY = "mcpCheckupFinding/v1";

/** A place in a file of the repository: `uri` is a repository-relative path (`/` separators), `line` is 1-based. */
export interface SourceLocation {
  uri: string;
  line?: number;
}

/** Options of {@link renderSarif}. */
export interface SarifOptions {
  /** mcp-checkup's version, written as `tool.driver.version`. */
  toolVersion: string;
  /**
   * The README's address, e.g. `https://github.com/OWNER/mcp-checkup#readme`; each rule's `helpUri` is its
   * anchor (`ruleAnchor`) resolved against it. Without it rules have no `helpUri`.
   */
  helpBaseUrl?: string;
  /**
   * Where each tool is defined, by tool name (`<instructions>` for the server's instructions): the line of
   * the server in a config file, or of the tool in a snapshot file (`snapshotToolLines`).
   */
  locations?: ReadonlyMap<string, SourceLocation>;
  /**
   * Where findings without an entry in `locations` point (e.g. the config file or workflow file, line 1).
   * GitHub code scanning displays only results with a physical location; without one, results carry only
   * logical locations (tool, parameter) — valid SARIF, but not shown as alerts there.
   */
  defaultLocation?: SourceLocation;
  /**
   * The run's `automationDetails.id` (a SARIF runAutomationDetails object, §3.14.27), e.g. `mcp-checkup/notes-server/`: code scanning takes the part before the last `/` as
   * the run's category, and since 2025-07 refuses several runs of one tool with the same category in one commit
   * (github/codeql-action#3051), so each server of a matrix needs its own (reference/fleet-notes.md §2.1). Absent:
   * none written (the upload's `category:` input decides).
   */
  automationId?: string;
}

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };

interface LogicalLocation {
  name: string;
  fullyQualifiedName: string;
  kind: string;
  parentIndex?: number;
}

/**
 * Renders a scorecard's findings as a SARIF 2.1.0 log (OASIS SARIF 2.1.0; the subset GitHub code scanning
 * reads, for `github/codeql-action/upload-sarif`). One run; `tool.driver.rules` holds one reportingDescriptor
 * per catalogue rule, in catalogue order (id, short/full description = the rule's summary, `helpUri`,
 * `defaultConfiguration.level` from its severity: error→error, warning→warning, info→note). One result per
 * finding: `message` = message + " Fix: " + fix, `level` from the finding's severity, a physical location when
 * `options` give one, always a logical location (tool as `function`, parameter as `parameter` beneath it,
 * `<instructions>` as `resource`, server-wide findings as the server `module`), and a `partialFingerprints`
 * entry that depends only on rule + tool + parameter (plus an occurrence number among equal ones), so alerts
 * survive message rewording. An accepted finding (`--accepted`) carries `suppressions: [{ kind: "external", status:
 * "accepted", justification: <reason> }]`, so code scanning shows it as dismissed rather than gone. With
 * `automationId`, the run has `automationDetails` (`{ id }`). Output is 2-space JSON with a trailing newline, identical for equal input.
 * Throws `TypeError` when `helpBaseUrl` is not an absolute URL (a programming error: it is a constant).
 * Server text needs no escaping beyond JSON's; characters no report replays (`removeUnsafeChars`: controls,
 * bidi overrides, tag characters) are removed from messages. Fingerprints hash the raw names.
 */
export function renderSarif(scorecard: Scorecard, options: SarifOptions): string {
  const logical: LogicalLocation[] = [];
  const logicalIndex = new Map<string, number>();
  const addLogical = (location: LogicalLocation): number => {
    const key = `${location.kind}\u0000${location.fullyQualifiedName}`;
    let index = logicalIndex.get(key);
    if (index === undefined) {
      index = logical.push(location) - 1;
      logicalIndex.set(key, index);
    }
    return index;
  };
  const occurrences = new Map<string, number>();

  const results = scorecard.findings.map((f) => {
    const hash = fingerprint(f);
    const occurrence = (occurrences.get(hash) ?? 0) + 1;
    occurrences.set(hash, occurrence);
    const logicalRef = logicalLocationOf(f, scorecard.server.name, addLogical, logical);
    const physical = (f.tool !== undefined ? options.locations?.get(f.tool) : undefined) ?? options.defaultLocation;
    return {
      ruleId: f.rule,
      ruleIndex: RULE_IDS.indexOf(f.rule),
      level: LEVEL[f.severity],
      message: { text: removeUnsafeChars(`${f.message} Fix: ${f.fix}`) },
      locations: [
        {
          ...(physical ? { physicalLocation: physicalLocation(physical) } : {}),
          logicalLocations: [logicalRef],
        },
      ],
      partialFingerprints: { [SARIF_FINGERPRINT_KEY]: `${hash}:${occurrence}` },
      ...(f.accepted !== undefined
        ? { suppressions: [{ kind: "external", status: "accepted", justification: removeUnsafeChars(acceptedJustification(f.accepted)) }] }
        : {}),
      ...(f.confidence ? { properties: { confidence: f.confidence } } : {}),
    };
  });

  const log = {
    $schema: SARIF_SCHEMA_URI,
    version: SARIF_VERSION,
    runs: [
      {
        tool: {
          driver: {
            name: "mcp-checkup",
            version: options.toolVersion,
            ...(options.helpBaseUrl ? { informationUri: new URL(options.helpBaseUrl).href } : {}),
            rules: RULE_IDS.map((id) => reportingDescriptor(id, options.helpBaseUrl)),
          },
        },
        ...(options.automationId ? { automationDetails: { id: options.automationId } } : {}),
        ...(logical.length > 0 ? { logicalLocations: logical } : {}),
        results,
        properties: {
          server: { name: scorecard.server.name, version: scorecard.server.version },
          protocol: scorecard.protocol.label,
          grade: scorecard.grade,
          score: scorecard.score,
          gradeCapped: scorecard.grade_cap.capped,
          coverage: scorecard.coverage,
          provisional: scorecard.provisional,
        },
      },
    ],
  };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/** The SARIF justification of an accepted finding: its reason, and its expiry when it has one. */
function acceptedJustification(mark: NonNullable<Finding["accepted"]>): string {
  return mark.expires !== undefined ? `${mark.reason} (accepted until ${mark.expires})` : mark.reason;
}

function reportingDescriptor(id: RuleId, helpBaseUrl: string | undefined) {
  const info = RULES[id];
  const helpUri = helpBaseUrl ? new URL(ruleAnchor(id), helpBaseUrl).href : undefined;
  return {
    id,
    shortDescription: { text: info.summary },
    fullDescription: { text: info.summary },
    ...(helpUri ? { helpUri, help: { text: `${info.summary} See ${helpUri}` } } : {}),
    defaultConfiguration: { level: LEVEL[info.severity] },
    properties: { category: info.category, tags: ["mcp", info.category] },
  };
}

/** The finding's logical location, registered in the run's `logicalLocations`; returned as a reference. */
function logicalLocationOf(
  f: Finding,
  serverName: string,
  add: (location: LogicalLocation) => number,
  all: readonly LogicalLocation[],
): { index: number } & LogicalLocation {
  const clean = removeUnsafeChars;
  let index: number;
  if (f.tool === undefined) {
    index = add({ name: clean(serverName), fullyQualifiedName: clean(serverName), kind: "module" });
  } else {
    const kind = f.tool === INSTRUCTIONS_OWNER ? "resource" : "function";
    const parent = add({ name: clean(f.tool), fullyQualifiedName: clean(f.tool), kind });
    index =
      f.parameter === undefined
        ? parent
        : add({ name: clean(f.parameter), fullyQualifiedName: clean(`${f.tool}.${f.parameter}`), kind: "parameter", parentIndex: parent });
  }
  return { index, ...(all[index] as LogicalLocation) };
}

function physicalLocation(location: SourceLocation) {
  const uri = location.uri.replace(/\\/g, "/").split("/").map(encodeURIComponent).join("/");
  const line = location.line !== undefined && Number.isInteger(location.line) && location.line >= 1 ? location.line : undefined;
  return { artifactLocation: { uri }, ...(line !== undefined ? { region: { startLine: line } } : {}) };
}

/** SHA-256 (hex) of rule, tool and parameter: stable across runs and message rewording. */
function fingerprint(f: Finding): string {
  return createHash("sha256").update(`${f.rule}\u0000${f.tool ?? ""}\u0000${f.parameter ?? ""}`).digest("hex");
}
