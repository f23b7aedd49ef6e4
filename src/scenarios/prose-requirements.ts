import { isJsonObject as isObject } from "../mcp/json-object.js";
import type { Tool } from "../mcp/types.js";
import { enumeratedLiterals } from "./description-values.js";
import { setOwn } from "./json-value.js";

/**
 * Requirements a tool states in prose but not in its inputSchema (issue 11 item 2). A model reads the
 * descriptions; a client that validates against the schema does not, and neither would our happy calls:
 * `action: "diff"` went without `date2` ("Second date for diff"), `action: "hmac"` without `key`, a scraper
 * without `url` though its description says "exactly one of url or html".
 *
 * Recognised (property names and enum values must be the schema's own, so free text cannot invent them):
 * - **by value**: a property tied to one value of another property's `enum` (or of the values its description
 *   lists): "Second date for diff", "Key (required for hmac)", "required when action is 'diff'";
 * - **one of**: "exactly one of url or html", "either `a` or `b`", "at least one of a, b", and "required if b
 *   is not provided" / "required unless b";
 * - **with**: one property needs another: "requires b", "only used with b", "must be used together with b";
 *   and "required when b is set" (b needs this one);
 * - **always**: a property whose own description says it is required without a condition ("Required. …",
 *   "… (required)") but that the `required` list leaves out.
 *
 * A schema that already says something of the kind (`if`, `oneOf`, `anyOf`, `allOf`, `dependentRequired`,
 * `dependencies`, `dependentSchemas` at its root) is taken at its word: nothing is read from its prose.
 */

/** One requirement read from a description, with the text that states it. */
export type ProseRequirement =
  | { kind: "by-value"; property: string; discriminator: string; value: string | number; text: string }
  | { kind: "one-of"; properties: string[]; exactly: boolean; text: string }
  | { kind: "with"; property: string; needs: string; text: string }
  | { kind: "always"; property: string; text: string };

type JsonObject = Record<string, unknown>;

const COMBINATORS = ["if", "oneOf", "anyOf", "allOf", "dependentRequired", "dependencies", "dependentSchemas"];

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

function propertiesOf(schema: unknown): JsonObject {
  return isObject(schema) && isObject(schema.properties) ? schema.properties : {};
}

function requiredOf(schema: unknown): string[] {
  return isObject(schema) && Array.isArray(schema.required) ? schema.required.filter((r): r is string => typeof r === "string") : [];
}

function descriptionOf(sub: unknown): string {
  return isObject(sub) && typeof sub.description === "string" ? sub.description : "";
}

/** The values a property may take that prose can name: its `enum`, else the literals its description lists. */
function choicesOf(sub: unknown): (string | number)[] {
  if (!isObject(sub)) return [];
  if (Array.isArray(sub.enum)) return sub.enum.filter((v): v is string | number => (typeof v === "string" && v.length >= 3) || typeof v === "number");
  const listed = enumeratedLiterals(descriptionOf(sub)).filter((v) => v.length >= 3);
  return listed.length >= 2 ? listed : [];
}

/** A property name as prose writes it: plain, quoted or in backticks. */
function nameIn(names: readonly string[]): string {
  return `[\`'"]?(${names.map(escape).join("|")})[\`'"]?`;
}

function sentenceAround(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf(".", at - 1) + 1, 0);
  const endDot = text.indexOf(". ", at);
  return text.slice(start, endDot < 0 ? text.length : endDot + 1).trim();
}

/**
 * The requirements `tool` states in prose, in a stable order (properties in schema order). Empty when the schema
 * already uses combinators or conditionals at its root. Pure; never throws.
 */
export function proseRequirements(tool: Tool): ProseRequirement[] {
  // Planning asks for every case of every tool, and again when it re-plans: the answer depends on the tool alone.
  const hit = read.get(tool);
  if (hit) return hit;
  const found = readRequirements(tool);
  read.set(tool, found);
  return found;
}

const read = new WeakMap<Tool, ProseRequirement[]>();

function readRequirements(tool: Tool): ProseRequirement[] {
  const schema = tool.inputSchema;
  if (!isObject(schema) || COMBINATORS.some((k) => k in schema)) return [];
  const props = propertiesOf(schema);
  const names = Object.keys(props);
  if (names.length === 0) return [];
  const required = requiredOf(schema);
  const out: ProseRequirement[] = [];
  const texts: { owner?: string; text: string }[] = [
    ...(typeof tool.description === "string" ? [{ text: tool.description }] : []),
    ...names.map((n) => ({ owner: n, text: descriptionOf(props[n]) })),
  ];

  // by value: "<cue> [the] [<discriminator> is] V" in another property's description.
  for (const [q, sub] of Object.entries(props)) {
    const values = choicesOf(sub);
    if (values.length < 2) continue;
    const lowered = values.map((v) => String(v).toLowerCase());
    for (const p of names) {
      if (p === q) continue;
      const d = descriptionOf(props[p]);
      if (!lowered.some((v) => d.toLowerCase().includes(v))) continue;
      // The cue, then one value or a list of them ("for create/delete/verify operations").
      const value = `[\`'"]?(?:${values.map((v) => escape(String(v))).join("|")})[\`'"]?`;
      const cue = new RegExp(
        `\\b(?:for|when|if|with|only for|used for|used with|required for|required when|required if|applies to)\\s+(?:the\\s+|an?\\s+)?(?:${escape(q)}\\s*(?:is|=|==|:)?\\s*)?(${value}(?:\\s*(?:/|,|\\bor\\b|\\band\\b)\\s*${value})*)(?![\\w-])`,
        "i",
      );
      const m = cue.exec(d);
      if (!m) continue;
      const named = (m[1] as string).toLowerCase();
      for (const v of values) {
        if (new RegExp(`(?:^|[^\\w-])${escape(String(v).toLowerCase())}(?![\\w-])`).test(named)) {
          out.push({ kind: "by-value", property: p, discriminator: q, value: v, text: sentenceAround(d, m.index) });
        }
      }
    }
  }

  // one of: "exactly one of a or b", "either a or b", "at least one of a, b and c". The patterns below name this
  // tool's properties, so each is built for this tool, and only when a text has its cue words (issue 14: building
  // them for every tool of a 5,000-tool server cost seconds, for texts that could not match).
  const cued = texts.filter(({ text }) => /\b(?:one of|either)\b/i.test(text));
  if (cued.length > 0) {
    const list = `${nameIn(names)}(?:\\s*(?:,|\\bor\\b|\\band\\b|/)\\s*(?:\\bor\\b\\s*)?${nameIn(names)})+`;
    const oneOf = new RegExp(`\\b(exactly one of|only one of|one of|either|at least one of)\\s+(?:the\\s+)?(?:parameters?\\s+|properties\\s+|fields?\\s+)?(${list.replace(/\((?!\?)/g, "(?:")})`, "gi");
    for (const { text } of cued) {
      for (const m of text.matchAll(oneOf)) {
        const group = [...new Set([...(m[2] as string).matchAll(new RegExp(nameIn(names), "g"))].map((x) => x[1] as string))];
        if (group.length < 2) continue;
        const exactly = !/at least/i.test(m[1] as string);
        if (!out.some((r) => r.kind === "one-of" && r.properties.join() === group.join())) out.push({ kind: "one-of", properties: group, exactly, text: sentenceAround(text, m.index ?? 0) });
      }
    }
  }

  // Built once for every property name, when a text first needs them; a match naming the property itself is skipped.
  let patterns: { unlessPattern: RegExp; whenSetPattern: RegExp; needsPattern: RegExp } | undefined;
  const build = () => ({
    unlessPattern: new RegExp(`\\brequired\\s+(?:unless\\s+${nameIn(names)}|(?:if|when)\\s+${nameIn(names)}\\s+(?:is\\s+)?(?:not|isn't)\\s+(?:provided|given|set|specified|present|passed))`, "i"),
    whenSetPattern: new RegExp(`\\brequired\\s+(?:if|when)\\s+${nameIn(names)}\\s+(?:is\\s+)?(?:provided|given|set|specified|present|passed|true)`, "i"),
    needsPattern: new RegExp(
      `\\b(?:requires|only (?:used|valid|applies|works|relevant) (?:with|when)|(?:must|should) be (?:used|combined|set) (?:together )?with|used (?:together|in combination) with)\\s+(?:the\\s+)?${nameIn(names)}(?![\\w-])`,
      "i",
    ),
  });
  for (const { owner, text } of texts) {
    if (owner === undefined || text === "" || !/\b(?:required?|requires|only|used|must|should)\b/i.test(text)) continue;
    const { unlessPattern, whenSetPattern, needsPattern } = (patterns ??= build());
    // "required if b is not provided", "required unless b": this one or b.
    const unless = unlessPattern.exec(text);
    const other = unless ? ((unless[1] ?? unless[2]) as string) : undefined;
    if (unless && other !== undefined && other !== owner) {
      const group = names.filter((n) => n === owner || n === other);
      if (!out.some((r) => r.kind === "one-of" && r.properties.join() === group.join())) out.push({ kind: "one-of", properties: group, exactly: false, text: sentenceAround(text, unless.index) });
    }
    // "required when b is set": b needs this one.
    const whenSet = unless ? null : whenSetPattern.exec(text);
    if (whenSet && whenSet[1] !== owner) out.push({ kind: "with", property: whenSet[1] as string, needs: owner, text: sentenceAround(text, whenSet.index) });
    // "requires b", "only used with b", "must be used together with b": this one needs b.
    const needs = needsPattern.exec(text);
    if (needs && needs[1] !== owner) out.push({ kind: "with", property: owner, needs: needs[1] as string, text: sentenceAround(text, needs.index) });
    // "Required. …", "… (required)": required without a condition, yet not listed.
    if (!required.includes(owner) && /^\s*\(?required\)?\s*[.:–—-]|\(required\)|\bthis (?:field|parameter|property) is required\b/i.test(text) && !/\brequired\s+(?:when|if|unless|for|only)\b/i.test(text)) {
      out.push({ kind: "always", property: owner, text: text.trim() });
    }
  }
  return out;
}

/** The discriminator values that have tied properties, per discriminator: `{ action: ["diff", "hmac"] }`. */
export function discriminators(requirements: readonly ProseRequirement[]): Map<string, (string | number)[]> {
  const out = new Map<string, (string | number)[]>();
  for (const r of requirements) {
    if (r.kind !== "by-value") continue;
    const list = out.get(r.discriminator) ?? [];
    if (!list.includes(r.value)) list.push(r.value);
    out.set(r.discriminator, list);
  }
  return out;
}

/**
 * The tool's schema narrowed so that a value generated for it keeps the prose requirements, for one happy case:
 * `chosen` gives the discriminator values of this case (`{ action: "diff" }`); `pick` chooses the member of a
 * one-of group to send (the case index rotates it). Narrowing only ever adds constraints (`required`,
 * `dependentRequired`, a `const` beside a discriminator's schema, `false` for a tied property of another
 * value), so a value valid for the result is valid for the original schema.
 */
export function narrowSchema(schema: unknown, requirements: readonly ProseRequirement[], chosen: Readonly<Record<string, unknown>>, pick: number): unknown {
  if (!isObject(schema) || requirements.length === 0) return schema;
  const props: JsonObject = { ...propertiesOf(schema) };
  const originalRequired = requiredOf(schema);
  const required = new Set(originalRequired);
  const forbid = new Set<string>();
  const dependent: Record<string, string[]> = {};
  for (const r of requirements) {
    if (r.kind === "always") required.add(r.property);
    else if (r.kind === "with") (dependent[r.property] ??= []).push(r.needs);
    else if (r.kind === "one-of") {
      const present = r.properties.filter((p) => originalRequired.includes(p));
      const member = present[0] ?? r.properties[pick % r.properties.length];
      if (member === undefined) continue;
      required.add(member);
      if (r.exactly) for (const p of r.properties) if (p !== member && !originalRequired.includes(p)) forbid.add(p);
    }
  }
  for (const [q, value] of Object.entries(chosen)) {
    if (!Object.hasOwn(props, q)) continue;
    setOwn(props, q, { allOf: [props[q], { const: value }] });
    required.add(q);
    for (const r of requirements) {
      if (r.kind !== "by-value" || r.discriminator !== q) continue;
      if (r.value === value) required.add(r.property);
    }
  }
  // A property tied only to other values of a chosen discriminator is left out (it may be refused there).
  for (const r of requirements) {
    if (r.kind !== "by-value" || !(r.discriminator in chosen) || required.has(r.property)) continue;
    forbid.add(r.property);
  }
  for (const p of forbid) if (!required.has(p)) setOwn(props, p, false);
  const out: JsonObject = { ...schema, properties: props, required: [...required] };
  if (Object.keys(dependent).length > 0) out.dependentRequired = dependent;
  return out;
}
