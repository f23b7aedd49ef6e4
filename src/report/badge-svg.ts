/**
 * The SVG badge, made offline with badge-maker (its font-width tables are large, so this module is loaded only by
 * what writes the SVG: the Action's publishing and the library).
 */
import { makeBadge } from "badge-maker";
import type { Scorecard } from "../scorecard/types.js";
import { BADGE_LABEL, badgeMessage, GRADE_COLORS } from "./badge.js";
import { capNote, coverageNote } from "./figures.js";
import { removeUnsafeChars, toOneLine, truncate } from "./unsafe-chars.js";

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
