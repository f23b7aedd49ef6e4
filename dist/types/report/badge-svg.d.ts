import type { Scorecard } from "../scorecard/types.js";
/** Options of {@link renderBadgeSvg}. */
export interface BadgeOptions {
    /** badge-maker style. Default `flat`. */
    style?: "flat" | "flat-square" | "plastic" | "for-the-badge" | "social";
}
/**
 * The SVG badge (`mcp | A 93%`, colour by grade), made offline with badge-maker's `makeBadge`. badge-maker
 * always writes `<title>label: message</title>` and has no option for another title (only `links`), so when
 * the grade was capped or is provisional that element's text is replaced with `mcp: C (capped) — capped at C:
 * <reasons>` / `mcp: B 85% — coverage 20% (…) — provisional grade …`, XML-escaped (tool names in the reasons are
 * server text) and cut at 300 characters. Never throws for any scorecard (badge-maker throws only for an empty
 * message, which cannot happen here).
 */
export declare function renderBadgeSvg(scorecard: Scorecard, options?: BadgeOptions): string;
