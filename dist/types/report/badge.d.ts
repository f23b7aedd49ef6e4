/**
 * The badge's words and colours, and the shields.io forms of it (endpoint JSON, static image URL). The SVG itself is
 * `badge-svg.ts`, apart, because badge-maker's font tables are large: a report that only names the badge (Markdown,
 * the PR comment) does not load them (issue 14).
 */
import type { Grade, Scorecard } from "../scorecard/types.js";
/** The badge's left-hand text. */
export declare const BADGE_LABEL = "mcp";
/**
 * Badge colour per grade (named badge-maker / shields.io colours): A brightgreen, B green, C yellow,
 * D orange, F red (reference/github-action-notes.md §3.4; C and D one step warmer than shields' `letterScore`
 * so that a capped C never looks green).
 */
export declare const GRADE_COLORS: Readonly<Record<Grade, string>>;
/** The badge's right-hand text: `A 93%`, or `C (capped)` when the probe grade cap applies (`grade_cap.capped`). */
export declare function badgeMessage(scorecard: Scorecard): string;
/**
 * The shields.io endpoint JSON for the badge (`https://img.shields.io/endpoint?url=…`): exactly
 * `{ schemaVersion: 1, label, message, color }` — shields rejects unknown keys (reference/github-action-notes.md
 * §3.1).
 */
export declare function renderShieldsEndpoint(scorecard: Scorecard): {
    schemaVersion: 1;
    label: string;
    message: string;
    color: string;
};
/**
 * A shields.io static-badge image URL for the same badge (`https://img.shields.io/badge/mcp-A%2093%25-brightgreen`),
 * for PR comments where no hosting is needed (reference/github-action-notes.md §3.3 item 4: `-` is written
 * `--` and `_` `__` in the path).
 */
export declare function shieldsBadgeUrl(scorecard: Scorecard): string;
