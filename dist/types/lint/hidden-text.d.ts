/**
 * Hidden text: characters a person reviewing a tool does not see but a model reads — the "ASCII smuggling"
 * and "Trojan Source" tricks. Unicode tag characters spell text in an invisible copy of ASCII
 * (U+E0020–U+E007E); bidirectional overrides and isolates reorder what is displayed (Unicode UAX #9,
 * CVE-2021-42574); zero-width and other format characters hide inside words.
 *
 * Legitimate emoji are not reported (Unicode UTS #51): a subdivision flag is U+1F3F4 + tag letters/digits +
 * U+E007F CANCEL TAG (ED-14a emoji tag sequence); U+200D ZERO WIDTH JOINER between emoji builds one emoji
 * (ED-16 ZWJ sequence); U+FE0F/U+FE0E after an emoji selects its presentation (ED-8a). ZWJ and ZWNJ
 * between letters of scripts that use them (Arabic, Persian, Indic…) and one variation selector after a
 * base character are ordinary text too. A run of variation selectors is not (it can carry smuggled bytes).
 */
import { type Finding } from "../findings/finding.js";
import { type TextSource } from "./text-sources.js";
/** What kind of hidden character was found, by the rule that reports it. */
export type HiddenKind = "tag" | "bidi" | "invisible";
/** One hidden character; `index` is its UTF-16 offset in the text (as `String.prototype.slice` counts). */
export interface HiddenCharacter {
    kind: HiddenKind;
    codePoint: number;
    index: number;
}
/** `U+200B ZERO WIDTH SPACE`, or `U+E0069` for code points without a listed name. */
export declare function codePointName(cp: number): string;
/**
 * Finds the hidden characters in `text`: tag characters outside a valid emoji tag sequence (`tag`),
 * bidirectional overrides and isolates (`bidi`), and other invisible characters outside the emoji/script
 * contexts described in the module doc (`invisible`). Linear in the length of the text: only candidate
 * characters are examined.
 */
export declare function findHiddenCharacters(text: string): HiddenCharacter[];
/**
 * `text` without any tag, bidirectional, format, variation-selector or filler characters, emoji context or
 * not: the form phrase matching (poisoning rules) reads, so `ig\u200Bnore` matches "ignore".
 */
export declare function stripHiddenCharacters(text: string): string;
/**
 * Lints text sources (names, titles, descriptions, parameter names, enum values, instructions) for hidden
 * characters: at most one `hidden-unicode` (error), one `bidi-control` (error) and one
 * `invisible-character` (warning) per source, each naming the code points and quoting where they sit.
 */
export declare function lintHiddenText(sources: readonly TextSource[]): Finding[];
