import type { Scorecard } from "../scorecard/types.js";
/** The SARIF version written. */
export declare const SARIF_VERSION = "2.1.0";
/** The `$schema` written: the OASIS SARIF 2.1.0 Errata 01 schema, the current standard. */
export declare const SARIF_SCHEMA_URI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/** The `partialFingerprints` key of our results (versioned: change the suffix if the hashed fields change). */
export declare const SARIF_FINGERPRINT_KEY = "mcpCheckupFinding/v1";
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
export declare function renderSarif(scorecard: Scorecard, options: SarifOptions): string;
