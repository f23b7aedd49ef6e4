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
import { capitalise, type Finding } from "../findings/finding.js";
import { excerpt } from "../findings/excerpt.js";
import { sourceFinding, sourceLabel, type TextSource } from "./text-sources.js";

/** What kind of hidden character was found, by the rule that reports it. */
export type HiddenKind = "tag" | "bidi" | "invisible";

/** One hidden character; `index` is its UTF-16 offset in the text (as `String.prototype.slice` counts). */
export interface HiddenCharacter {
  kind: HiddenKind;
  codePoint: number;
  index: number;
}

const NAMES: Record<number, string> = {
  0x00ad: "SOFT HYPHEN",
  0x034f: "COMBINING GRAPHEME JOINER",
  0x061c: "ARABIC LETTER MARK",
  0x115f: "HANGUL CHOSEONG FILLER",
  0x1160: "HANGUL JUNGSEONG FILLER",
  0x180e: "MONGOLIAN VOWEL SEPARATOR",
  0x200b: "ZERO WIDTH SPACE",
  0x200c: "ZERO WIDTH NON-JOINER",
  0x200d: "ZERO WIDTH JOINER",
  0x200e: "LEFT-TO-RIGHT MARK",
  0x200f: "RIGHT-TO-LEFT MARK",
  0x202a: "LEFT-TO-RIGHT EMBEDDING",
  0x202b: "RIGHT-TO-LEFT EMBEDDING",
  0x202c: "POP DIRECTIONAL FORMATTING",
  0x202d: "LEFT-TO-RIGHT OVERRIDE",
  0x202e: "RIGHT-TO-LEFT OVERRIDE",
  0x2060: "WORD JOINER",
  0x2061: "FUNCTION APPLICATION",
  0x2062: "INVISIBLE TIMES",
  0x2063: "INVISIBLE SEPARATOR",
  0x2064: "INVISIBLE PLUS",
  0x2066: "LEFT-TO-RIGHT ISOLATE",
  0x2067: "RIGHT-TO-LEFT ISOLATE",
  0x2068: "FIRST STRONG ISOLATE",
  0x2069: "POP DIRECTIONAL ISOLATE",
  0x3164: "HANGUL FILLER",
  0xfe0e: "VARIATION SELECTOR-15",
  0xfe0f: "VARIATION SELECTOR-16",
  0xfeff: "ZERO WIDTH NO-BREAK SPACE (BOM)",
  0xffa0: "HALFWIDTH HANGUL FILLER",
  0xe0001: "LANGUAGE TAG",
  0xe007f: "CANCEL TAG",
};

/** `U+200B ZERO WIDTH SPACE`, or `U+E0069` for code points without a listed name. */
export function codePointName(cp: number): string {
  const hex = `U+${cp.toString(16).toUpperCase().padStart(4, "0")}`;
  const name = NAMES[cp];
  return name ? `${hex} ${name}` : hex;
}

const isTag = (cp: number): boolean => cp >= 0xe0000 && cp <= 0xe007f;
const isBidi = (cp: number): boolean => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);
const isVariationSelector = (cp: number): boolean => (cp >= 0xfe00 && cp <= 0xfe0f) || (cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x180b && cp <= 0x180d) || cp === 0x180f;
/** Format characters that print a visible mark (Arabic number signs, Syriac abbreviation mark, Kaithi number signs…). */
const VISIBLE_FORMAT = new Set([0x0600, 0x0601, 0x0602, 0x0603, 0x0604, 0x0605, 0x06dd, 0x070f, 0x0890, 0x0891, 0x08e2, 0x110bd, 0x110cd]);
/** Invisible characters outside the Cf category: combining grapheme joiner and the Hangul fillers. */
const INVISIBLE_OTHER = new Set([0x034f, 0x115f, 0x1160, 0x3164, 0xffa0]);

const test = (re: RegExp) => (cp: number | undefined): boolean => cp !== undefined && re.test(String.fromCodePoint(cp));
const isFormat = test(/\p{Cf}/u);
const isPictographic = test(/\p{Extended_Pictographic}/u);
const isEmoji = test(/\p{Emoji}/u);
const isEmojiModifier = test(/\p{Emoji_Modifier}/u);
const isHan = test(/\p{Script=Han}/u);
const isBase = test(/[\p{L}\p{N}\p{S}\p{P}\p{M}]/u);
/** A letter or mark of a script other than Latin/Common, where ZWJ/ZWNJ shape words (Arabic, Persian, Devanagari…). */
const isJoiningScriptLetter = (cp: number | undefined): boolean =>
  cp !== undefined && cp > 0x7f && /[\p{L}\p{M}]/u.test(String.fromCodePoint(cp)) && !/\p{Script=Latin}/u.test(String.fromCodePoint(cp));

/** True when code points `spec` (without the cancel tag) spell a tag_spec of a subdivision flag: 1–7 tag digits / lower-case letters. */
function isFlagTagSpec(spec: readonly number[]): boolean {
  return spec.length >= 1 && spec.length <= 7 && spec.every((cp) => (cp >= 0xe0030 && cp <= 0xe0039) || (cp >= 0xe0061 && cp <= 0xe007a));
}

/** Whether the character `cp`, between `prev` and `next` (undefined at the ends), is hidden outside emoji/script context. */
function isInvisibleIn(cp: number, prev: number | undefined, next: number | undefined): boolean {
  if (cp === 0x200d) {
    const emojiBefore = isPictographic(prev) || isEmojiModifier(prev) || prev === 0xfe0f || prev === 0xe007f || prev === 0x20e3;
    if (emojiBefore && isPictographic(next)) return false;
    return !(isJoiningScriptLetter(prev) && isJoiningScriptLetter(next));
  }
  if (cp === 0x200c) return !(isJoiningScriptLetter(prev) && isJoiningScriptLetter(next));
  if (isVariationSelector(cp)) {
    if (prev === undefined || isVariationSelector(prev)) return true;
    if (cp === 0xfe0e || cp === 0xfe0f) return !isEmoji(prev);
    if (cp >= 0xe0100) return !isHan(prev);
    return !isBase(prev);
  }
  if (INVISIBLE_OTHER.has(cp)) return true;
  return isFormat(cp) && !VISIBLE_FORMAT.has(cp);
}

/** Characters that may be hidden, depending on context: every Cf character, variation selectors, fillers, tags. */
const CANDIDATE = /[\p{Cf}\u034f\u115f\u1160\u3164\uffa0\ufe00-\ufe0f\u180b-\u180f\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;

const NON_ASCII = /[^\x00-\x7f]/;

/** The code point ending just before UTF-16 offset `i`, or undefined at the start. */
function codePointBefore(text: string, i: number): number | undefined {
  if (i <= 0) return undefined;
  const low = text.charCodeAt(i - 1);
  if (low >= 0xdc00 && low <= 0xdfff && i >= 2) {
    const high = text.charCodeAt(i - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.codePointAt(i - 2);
  }
  return low;
}

const width = (cp: number): number => (cp > 0xffff ? 2 : 1);

/**
 * Finds the hidden characters in `text`: tag characters outside a valid emoji tag sequence (`tag`),
 * bidirectional overrides and isolates (`bidi`), and other invisible characters outside the emoji/script
 * contexts described in the module doc (`invisible`). Linear in the length of the text: only candidate
 * characters are examined.
 */
export function findHiddenCharacters(text: string): HiddenCharacter[] {
  const out: HiddenCharacter[] = [];
  if (!NON_ASCII.test(text)) return out; // every hidden character is outside ASCII
  CANDIDATE.lastIndex = 0;
  for (let m = CANDIDATE.exec(text); m !== null; m = CANDIDATE.exec(text)) {
    const i = m.index;
    const cp = text.codePointAt(i)!;
    if (isTag(cp)) {
      const run: number[] = [];
      let j = i;
      while (j < text.length && isTag(text.codePointAt(j)!)) {
        run.push(text.codePointAt(j)!);
        j += 2;
      }
      const legit = isEmoji(codePointBefore(text, i)) && run[run.length - 1] === 0xe007f && isFlagTagSpec(run.slice(0, -1));
      if (!legit) run.forEach((c, k) => out.push({ kind: "tag", codePoint: c, index: i + 2 * k }));
      CANDIDATE.lastIndex = j;
    } else if (isBidi(cp)) {
      out.push({ kind: "bidi", codePoint: cp, index: i });
    } else if (isInvisibleIn(cp, codePointBefore(text, i), text.codePointAt(i + width(cp)))) {
      out.push({ kind: "invisible", codePoint: cp, index: i });
    }
  }
  return out;
}

/**
 * `text` without any tag, bidirectional, format, variation-selector or filler characters, emoji context or
 * not: the form phrase matching (poisoning rules) reads, so `ig\u200Bnore` matches "ignore".
 */
export function stripHiddenCharacters(text: string): string {
  return text.replace(/[\p{Cf}\u034f\u115f\u1160\u3164\uffa0\ufe00-\ufe0f\u180b-\u180f\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu, "");
}

/** The tag characters U+E0020–U+E007E read as the ASCII they shadow. */
function decodeTags(hits: readonly HiddenCharacter[]): string {
  return hits
    .filter((h) => h.codePoint >= 0xe0020 && h.codePoint <= 0xe007e)
    .map((h) => String.fromCharCode(h.codePoint - 0xe0000))
    .join("");
}

/** A short view of the text around UTF-16 offset `index`, hidden characters shown as ⟦U+XXXX⟧ (a tag run as one marker). */
function context(text: string, index: number): string {
  const before = Array.from(text.slice(Math.max(0, index - 48), index)).slice(-24);
  const startsAt = index - before.join("").length;
  const cps = [...before, ...Array.from(text.slice(index, index + 600))];
  const parts: string[] = [];
  let i = 0;
  let used = startsAt;
  for (; i < cps.length && parts.length < 48; i++) {
    const cp = cps[i]!.codePointAt(0)!;
    if (isTag(cp)) {
      let j = i;
      while (j < cps.length && isTag(cps[j]!.codePointAt(0)!)) j++;
      parts.push(`⟦${j - i} tag characters⟧`);
      used += 2 * (j - i);
      i = j - 1;
      continue;
    }
    used += cps[i]!.length;
    parts.push(isBidi(cp) || isFormat(cp) || INVISIBLE_OTHER.has(cp) || isVariationSelector(cp) ? `⟦U+${cp.toString(16).toUpperCase().padStart(4, "0")}⟧` : cps[i]!);
  }
  return `${startsAt > 0 ? "…" : ""}${parts.join("").replace(/\s+/g, " ")}${used < text.length ? "…" : ""}`;
}

function listCodePoints(hits: readonly HiddenCharacter[], max = 4): string {
  const counts = new Map<number, number>();
  for (const h of hits) counts.set(h.codePoint, (counts.get(h.codePoint) ?? 0) + 1);
  const entries = [...counts.entries()];
  const shown = entries.slice(0, max).map(([cp, n]) => `${codePointName(cp)}${n > 1 ? ` ×${n}` : ""}`);
  return shown.join(", ") + (entries.length > max ? `, and ${entries.length - max} more` : "");
}

function hiddenTextFinding(source: TextSource, rule: "hidden-unicode" | "bidi-control" | "invisible-character", hits: HiddenCharacter[]): Finding {
  const where = sourceLabel(source);
  const at = `at "${context(source.text, hits[0]!.index)}"`;
  const n = hits.length;
  let message: string;
  let fix: string;
  if (rule === "hidden-unicode") {
    const decoded = decodeTags(hits);
    message =
      `${capitalise(where)} contains ${n} invisible Unicode tag character${n === 1 ? "" : "s"} (${listCodePoints(hits, 3)}) ${at}` +
      (decoded.trim() ? `; decoded they read "${excerpt(decoded, 80)}".` : ".");
    fix = `Remove the tag characters (U+E0000–U+E007F) from ${where}: people cannot see them but models read them.`;
  } else if (rule === "bidi-control") {
    message = `${capitalise(where)} contains ${n} bidirectional control character${n === 1 ? "" : "s"} (${listCodePoints(hits)}) ${at}, so it displays in a different order than a model reads it.`;
    fix = `Remove the bidirectional override/isolate characters (U+202A–U+202E, U+2066–U+2069) from ${where}.`;
  } else {
    message = `${capitalise(where)} contains ${n} invisible character${n === 1 ? "" : "s"} (${listCodePoints(hits)}) ${at}.`;
    fix = `Remove the invisible characters from ${where} (write plain spaces and hyphens; keep emoji as they are).`;
  }
  return sourceFinding(rule, source, message, fix, context(source.text, hits[0]!.index));
}

/**
 * Lints text sources (names, titles, descriptions, parameter names, enum values, instructions) for hidden
 * characters: at most one `hidden-unicode` (error), one `bidi-control` (error) and one
 * `invisible-character` (warning) per source, each naming the code points and quoting where they sit.
 */
export function lintHiddenText(sources: readonly TextSource[]): Finding[] {
  const out: Finding[] = [];
  for (const source of sources) {
    const hits = findHiddenCharacters(source.text);
    if (hits.length === 0) continue;
    const tags = hits.filter((h) => h.kind === "tag");
    const bidi = hits.filter((h) => h.kind === "bidi");
    const invisible = hits.filter((h) => h.kind === "invisible");
    if (tags.length) out.push(hiddenTextFinding(source, "hidden-unicode", tags));
    if (bidi.length) out.push(hiddenTextFinding(source, "bidi-control", bidi));
    if (invisible.length) out.push(hiddenTextFinding(source, "invisible-character", invisible));
  }
  return out;
}
