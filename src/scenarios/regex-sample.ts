import type { Rng } from "./prng.js";
import { BoundedMemo } from "./bounded-memo.js";

/**
 * Builds a string that matches a JSON Schema `pattern` (an ECMA-262 regular expression, JSON Schema 2020-12
 * Validation §6.3.3), for the subset schemas use in practice: literals and escapes, `.`, character classes
 * (ranges, negation, `\d \w \s` and their negations, a few `\p{…}` properties), groups (capturing, `(?:…)`,
 * named), alternation, quantifiers (`? * + {n} {n,} {n,m}`, lazy or not), anchors and back-references.
 * Lookarounds are skipped (the result is then validated by the caller like every other candidate).
 *
 * A JSON Schema pattern is not anchored, so the generated text is simply one match of the whole expression.
 * Returns undefined when the pattern cannot be parsed.
 */
export function sampleRegex(pattern: string, rng: Rng, lengthHint?: { min?: number; max?: number }): string | undefined {
  const node = parsePattern(pattern);
  if (node === undefined) return undefined;
  const captures: string[] = [];
  // How far an open-ended repeat (`*`, `+`, `{n,}`) may go beyond its minimum.
  const extra = lengthHint?.max !== undefined && lengthHint.max < 8 ? 0 : Math.max(2, lengthHint?.min ?? 0);
  try {
    return emit(node, rng, captures, extra);
  } catch (error) {
    if (error instanceof TooLong) return undefined;
    throw error;
  }
}

/**
 * The longest text a pattern is sampled to, characters: a pattern that needs more (`a{100000000}`) gets no sample,
 * as one that cannot be parsed (a server's pattern asking for 100 million characters ran the run out of memory).
 */
export const MAX_SAMPLE_CHARS = 100_000;

/** Thrown by {@link emit} once a sample outgrows {@link MAX_SAMPLE_CHARS}. */
class TooLong extends Error {}

/** `text`, or {@link TooLong} thrown when it is longer than {@link MAX_SAMPLE_CHARS}. */
function bounded(text: string): string {
  if (text.length > MAX_SAMPLE_CHARS) throw new TooLong();
  return text;
}

/** Parsed patterns by their text (null: not parseable), so that each is parsed once. */
const parsed = new BoundedMemo<string, Node | null>(1000);

/** The syntax tree of `pattern` (never changed by sampling, so shared), or undefined when it cannot be parsed. */
function parsePattern(pattern: string): Node | undefined {
  let node = parsed.get(pattern);
  if (node === undefined) {
    try {
      node = new Parser(pattern).parse();
    } catch {
      node = null;
    }
    parsed.set(pattern, node);
  }
  return node ?? undefined;
}

type CharSet = { negated: boolean; ranges: [number, number][] };
type Node =
  | { t: "seq"; items: Node[] }
  | { t: "alt"; options: Node[] }
  | { t: "char"; code: number }
  | { t: "set"; set: CharSet }
  | { t: "any" }
  | { t: "group"; body: Node; index?: number }
  | { t: "repeat"; body: Node; min: number; max: number }
  | { t: "backref"; index: number }
  | { t: "empty" };

const DIGIT: [number, number][] = [[48, 57]];
const WORD: [number, number][] = [
  [48, 57],
  [65, 90],
  [95, 95],
  [97, 122],
];
const SPACE: [number, number][] = [
  [9, 13],
  [32, 32],
];
const LETTER: [number, number][] = [
  [65, 90],
  [97, 122],
];

class Parser {
  private pos = 0;
  private groupCount = 0;
  constructor(private readonly src: string) {}

  parse(): Node {
    const node = this.alternation();
    if (this.pos < this.src.length) throw new Error(`unexpected '${this.src[this.pos]}'`);
    return node;
  }

  private peek(): string | undefined {
    return this.src[this.pos];
  }

  private alternation(): Node {
    const options: Node[] = [this.sequence()];
    while (this.peek() === "|") {
      this.pos++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { t: "alt", options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (this.pos < this.src.length && this.peek() !== "|" && this.peek() !== ")") {
      const atom = this.atom();
      if (atom === undefined) continue;
      items.push(this.quantified(atom));
    }
    return { t: "seq", items };
  }

  private quantified(atom: Node): Node {
    let node = atom;
    for (;;) {
      const c = this.peek();
      let min: number;
      let max: number;
      if (c === "*") [min, max] = [0, Infinity];
      else if (c === "+") [min, max] = [1, Infinity];
      else if (c === "?") [min, max] = [0, 1];
      else if (c === "{") {
        const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.pos));
        if (!m) return node; // a literal "{"
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === "" ? Infinity : Number(m[3]);
        this.pos += m[0].length - 1;
      } else return node;
      this.pos++;
      if (this.peek() === "?") this.pos++; // lazy: same language
      node = { t: "repeat", body: node, min, max };
    }
  }

  /** One atom; undefined for zero-width items we drop (anchors, word boundaries, lookarounds). */
  private atom(): Node | undefined {
    const c = this.src[this.pos++] as string;
    switch (c) {
      case "^":
      case "$":
        return undefined;
      case ".":
        return { t: "any" };
      case "[":
        return { t: "set", set: this.charClass() };
      case "(":
        return this.group();
      case "\\":
        return this.escape(false);
      default:
        return { t: "char", code: c.codePointAt(0) as number };
    }
  }

  private group(): Node | undefined {
    let capturing = true;
    if (this.src.startsWith("?:", this.pos)) {
      this.pos += 2;
      capturing = false;
    } else if (this.src.startsWith("?=", this.pos) || this.src.startsWith("?!", this.pos) || this.src.startsWith("?<=", this.pos) || this.src.startsWith("?<!", this.pos)) {
      // Lookaround: zero-width; skip its body.
      this.pos += this.src[this.pos + 1] === "<" ? 3 : 2;
      this.alternation();
      this.expect(")");
      return undefined;
    } else if (this.src.startsWith("?<", this.pos)) {
      const end = this.src.indexOf(">", this.pos);
      if (end < 0) throw new Error("bad group name");
      this.pos = end + 1;
    }
    const index = capturing ? ++this.groupCount : undefined;
    const body = this.alternation();
    this.expect(")");
    return index === undefined ? { t: "group", body } : { t: "group", body, index };
  }

  private expect(ch: string): void {
    if (this.src[this.pos] !== ch) throw new Error(`expected '${ch}'`);
    this.pos++;
  }

  /** After a backslash. In a class, `\b` is a backspace and classes come back as sets. */
  private escape(inClass: boolean): Node | undefined {
    const c = this.src[this.pos++];
    if (c === undefined) throw new Error("trailing backslash");
    switch (c) {
      case "d":
        return { t: "set", set: { negated: false, ranges: DIGIT } };
      case "D":
        return { t: "set", set: { negated: true, ranges: DIGIT } };
      case "w":
        return { t: "set", set: { negated: false, ranges: WORD } };
      case "W":
        return { t: "set", set: { negated: true, ranges: WORD } };
      case "s":
        return { t: "set", set: { negated: false, ranges: SPACE } };
      case "S":
        return { t: "set", set: { negated: true, ranges: SPACE } };
      case "b":
        return inClass ? { t: "char", code: 8 } : undefined;
      case "B":
        return undefined;
      case "n":
        return { t: "char", code: 10 };
      case "r":
        return { t: "char", code: 13 };
      case "t":
        return { t: "char", code: 9 };
      case "f":
        return { t: "char", code: 12 };
      case "v":
        return { t: "char", code: 11 };
      case "0":
        return { t: "char", code: 0 };
      case "x": {
        const hex = this.src.slice(this.pos, this.pos + 2);
        if (!/^[0-9a-fA-F]{2}$/.test(hex)) return { t: "char", code: 120 };
        this.pos += 2;
        return { t: "char", code: parseInt(hex, 16) };
      }
      case "u": {
        const braced = /^\{([0-9a-fA-F]+)\}/.exec(this.src.slice(this.pos));
        if (braced) {
          this.pos += braced[0].length;
          return { t: "char", code: parseInt(braced[1] as string, 16) };
        }
        const hex = this.src.slice(this.pos, this.pos + 4);
        if (!/^[0-9a-fA-F]{4}$/.test(hex)) return { t: "char", code: 117 };
        this.pos += 4;
        return { t: "char", code: parseInt(hex, 16) };
      }
      case "c": {
        const letter = this.src[this.pos++] ?? "A";
        return { t: "char", code: letter.toUpperCase().charCodeAt(0) % 32 };
      }
      case "p":
      case "P": {
        const m = /^\{([^}]*)\}/.exec(this.src.slice(this.pos));
        if (!m) throw new Error("bad property escape");
        this.pos += m[0].length;
        const name = (m[1] as string).replace(/^(General_Category|gc)=/, "");
        const ranges: [number, number][] = /^(Lu|Uppercase_Letter)$/.test(name)
          ? [[65, 90]]
          : /^(Ll|Lowercase_Letter)$/.test(name)
            ? [[97, 122]]
            : /^(N|Nd|Number|Decimal_Number|digit)$/.test(name)
              ? DIGIT
              : /^(P|Punctuation)$/.test(name)
                ? [
                    [33, 35],
                    [37, 42],
                    [44, 47],
                  ]
                : LETTER;
        return { t: "set", set: { negated: c === "P", ranges } };
      }
      case "k": {
        const m = /^<[^>]+>/.exec(this.src.slice(this.pos));
        if (m) this.pos += m[0].length;
        return { t: "empty" };
      }
      default:
        if (/[1-9]/.test(c) && !inClass) {
          let digits = c;
          while (/[0-9]/.test(this.src[this.pos] ?? "")) digits += this.src[this.pos++];
          return { t: "backref", index: Number(digits) };
        }
        return { t: "char", code: c.codePointAt(0) as number };
    }
  }

  private charClass(): CharSet {
    const set: CharSet = { negated: false, ranges: [] };
    if (this.peek() === "^") {
      set.negated = true;
      this.pos++;
    }
    while (this.pos < this.src.length && this.peek() !== "]") {
      const lo = this.classAtom();
      if (lo.kind === "set") {
        set.ranges.push(...lo.ranges);
        continue;
      }
      if (this.peek() === "-" && this.src[this.pos + 1] !== "]" && this.src[this.pos + 1] !== undefined) {
        this.pos++;
        const hi = this.classAtom();
        if (hi.kind === "char" && hi.code >= lo.code) {
          set.ranges.push([lo.code, hi.code]);
          continue;
        }
        set.ranges.push([lo.code, lo.code], [45, 45]);
        if (hi.kind === "set") set.ranges.push(...hi.ranges);
        else set.ranges.push([hi.code, hi.code]);
        continue;
      }
      set.ranges.push([lo.code, lo.code]);
    }
    this.expect("]");
    return set;
  }

  private classAtom(): { kind: "char"; code: number } | { kind: "set"; ranges: [number, number][] } {
    const c = this.src[this.pos++] as string;
    if (c !== "\\") return { kind: "char", code: c.codePointAt(0) as number };
    const node = this.escape(true);
    if (node?.t === "char") return { kind: "char", code: node.code };
    if (node?.t === "set") {
      if (!node.set.negated) return { kind: "set", ranges: node.set.ranges };
      // A negated class escape inside a class (e.g. [\D]): approximate with printable characters outside it.
      return { kind: "set", ranges: printableOutside(node.set.ranges) };
    }
    return { kind: "char", code: 45 };
  }
}

const PRINTABLE: [number, number] = [32, 126];

function printableOutside(ranges: readonly [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  for (let code = PRINTABLE[0]; code <= PRINTABLE[1]; code++) {
    if (!ranges.some(([lo, hi]) => code >= lo && code <= hi)) out.push([code, code]);
  }
  return out;
}

/** Per character set (a node of a parsed pattern): its letters and digits, and its printable ASCII characters. */
const setChoices = new WeakMap<CharSet, { nice: number[]; printable: number[] }>();

function choicesOf(set: CharSet): { nice: number[]; printable: number[] } {
  let choices = setChoices.get(set);
  if (choices === undefined) {
    const inSet = (code: number) => set.ranges.some(([lo, hi]) => code >= lo && code <= hi) !== set.negated;
    const nice: number[] = [];
    for (const [lo, hi] of [
      [97, 122],
      [48, 57],
      [65, 90],
    ] as const) {
      for (let code = lo; code <= hi; code++) if (inSet(code)) nice.push(code);
    }
    const printable: number[] = [];
    for (let code = PRINTABLE[0]; code <= PRINTABLE[1]; code++) if (inSet(code)) printable.push(code);
    choices = { nice, printable };
    setChoices.set(set, choices);
  }
  return choices;
}

/** A character of the set, preferring letters and digits so results look like ordinary text. */
function pickFromSet(set: CharSet, rng: Rng): string {
  const { nice, printable } = choicesOf(set);
  if (nice.length > 0) return String.fromCodePoint(rng.pick(nice));
  if (printable.length > 0) return String.fromCodePoint(rng.pick(printable));
  if (!set.negated && set.ranges.length > 0) {
    const [lo, hi] = rng.pick(set.ranges);
    return String.fromCodePoint(rng.int(lo, Math.min(hi, 0x10ffff)));
  }
  return "\u00e9";
}

function emit(node: Node, rng: Rng, captures: string[], extra: number): string {
  switch (node.t) {
    case "seq": {
      let text = "";
      for (const item of node.items) text = bounded(text + emit(item, rng, captures, extra));
      return text;
    }
    case "alt":
      return emit(rng.pick(node.options), rng, captures, extra);
    case "char":
      return String.fromCodePoint(node.code);
    case "set":
      return pickFromSet(node.set, rng);
    case "any":
      return rng.pick([..."abcdefghijklmnopqrstuvwxyz0123456789"]);
    case "group": {
      const text = emit(node.body, rng, captures, extra);
      if (node.index !== undefined) captures[node.index] = text;
      return text;
    }
    case "repeat": {
      const max = node.max === Infinity ? node.min + extra : node.max;
      const count = rng.int(node.min, Math.max(node.min, Math.min(max, node.min + Math.max(extra, 1))));
      if (count > MAX_SAMPLE_CHARS) throw new TooLong(); // even a body of nothing would take that many turns
      let text = "";
      for (let i = 0; i < count; i++) text = bounded(text + emit(node.body, rng, captures, extra));
      return text;
    }
    case "backref":
      return captures[node.index] ?? "";
    case "empty":
      return "";
  }
}
