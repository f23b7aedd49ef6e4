import { makeBadge } from "badge-maker";
import type { Grade, Scorecard } from "../scorecard/types.js";
import { capNote, coverageNote } from "./figures.js";
import { formatPercent } from "./format.js";
import { removeUnsafeChars, toOneLine, truncate } from "./unsafe-chars.js";

/** The badge's left-hand text. */
export const BADGE_LABEL = "mcp";

/**
 * Badge colour per grade (named badge-maker / shields.io colours): A brightgreen, B green, C yellow,
 * D orange, F red (reference/github-action-notes.md §3.4; C and D one step warmer than shields' `letterScore`
 * so that a capped C never looks green).
 */
export const GRADE_COLORS: Readonly<Record<Grade, string>> = {
  A: "brightgreen",
  B: "green",
  C: "yellow",
  D: "orange",
  F: "red",
};

/** The badge's right-hand text: `A 93%`, or `C (capped)` when the probe grade cap applies (`grade_cap.capped`). */
export function badgeMessage(scorecard: Scorecard): string {
  return scorecard.grade_cap.capped ? `${scorecard.grade} (capped)` : `${scorecard.grade} ${formatPercent(scorecard.score)}`;
}

/** Options of {@link renderBadgeSvg}. */
export interface BadgeOptions {
  /** badge-maker style. Default `flat`. */
  style?: "flat" | "flat-square" | "plastic" | "for-the-badge" | "social";
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);
}

/** The badge title's note: the cap (when capped) and a provisional grade's coverage; null when there is neither. */
function badgeNote(scorecard: Scorecard): string | null {
  const notes = [scorecard.grade_cap.capped ? capNote(scorecard) : null, scorecard.provisional ? coverageNote(scorecard) : null].filter((n): n is string => n !== null);
  return notes.length > 0 ? notes.join("; ") : null;
}

/**
 * The SVG badge (`mcp | A 93%`, colour by grade), made offline with badge-maker's `makeBadge`. badge-maker
 * always writes `<title>label: message</title>` and has no option for another title (only `links`), so when
 * the grade was capped or is provisional that element's text is replaced with `mcp: C (capped) — capped at C:
 * <reasons>` / `mcp: B 85% — coverage 20% (…) — provisional grade …`, XML-escaped (tool names in the reasons are
 * server text) and cut at 300 characters. Never throws for any scorecard (badge-maker throws only for an empty
 * message, which cannot happen here).
 */
export function renderBadgeSvg(scorecard: Scorecard, options: BadgeOptions = {}): string {
  const message = badgeMessage(scorecard);
  const svg = makeBadge({ label: BADGE_LABEL, message, color: GRADE_COLORS[scorecard.grade], style: options.style ?? "flat" });
  const note = badgeNote(scorecard);
  if (note === null) return svg;
  const title = truncate(toOneLine(removeUnsafeChars(`${BADGE_LABEL}: ${message} — ${note}`)), 300);
  const generated = `<title>${escapeXml(`${BADGE_LABEL}: ${message}`)}</title>`;
  const replacement = `<title>${escapeXml(title)}</title>`;
  // The generated title is where badge-maker puts it; if a future version moves it, add ours after <svg …>.
  return svg.includes(generated) ? svg.replace(generated, () => replacement) : svg.replace(/<svg[^>]*>/, (m) => m + replacement);
}

/**
 * The shields.io endpoint JSON for the badge (`https://img.shields.io/endpoint?url=…`): exactly
 * `{ schemaVersion: 1, label, message, color }` — shields rejects unknown keys (reference/github-action-notes.md
 * §3.1).
 */
export function renderShieldsEndpoint(scorecard: Scorecard): { schemaVersion: 1; label: string; message: string; color: string } {
  return { schemaVersion: 1, label: BADGE_LABEL, message: badgeMessage(scorecard), color: GRADE_COLORS[scorecard.grade] };
}

/**
 * A shields.io static-badge image URL for the same badge (`https://img.shields.io/badge/mcp-A%2093%25-brightgreen`),
 * for PR comments where no hosting is needed (reference/github-action-notes.md §3.3 item 4: `-` is written
 * `--` and `_` `__` in the path).
 */
export function shieldsBadgeUrl(scorecard: Scorecard): string {
  const part = (text: string): string => encodeURIComponent(text.replace(/-/g, "--").replace(/_/g, "__"));
  return `https://img.shields.io/badge/${part(BADGE_LABEL)}-${part(badgeMessage(scorecard))}-${GRADE_COLORS[scorecard.grade]}`;
}
