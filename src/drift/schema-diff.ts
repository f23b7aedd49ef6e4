import { followRefs, MAX_REF_HOPS } from "../scenarios/schema-ref.js";
import { canonicalText, isObject, type JsonObject } from "./canonical-json.js";
import { jsonType } from "../mcp/json-object.js";

/**
 * How the set of accepted JSON types moved: `wider` = everything accepted before still is (e.g. `string` →
 * `string|null`, `integer` → `number`), `narrower` = the reverse, `other` = neither contains the other.
 */
export type TypeRelation = "wider" | "narrower" | "other";

/**
 * One difference between two versions of a JSON Schema, found by {@link compareSchemas}.
 * `path` is where it is, e.g. `inputSchema.properties.filters.properties.status.enum`; `parameter` names the
 * property concerned as a dotted path (`filters.status`, `tags[]` for array items), absent at the root.
 */
export type SchemaChange = { path: string; parameter?: string } & (
  | { kind: "property-removed" }
  | { kind: "property-added"; required: boolean }
  | { kind: "required-added"; newProperty: boolean }
  | { kind: "required-removed" }
  /** `before`/`after` describe the accepted types, e.g. `string|null`, `any type`. */
  | { kind: "type-changed"; before: string; after: string; relation: TypeRelation }
  /** `removed` is null when there was no enum before (the value is newly restricted to `after`). */
  | { kind: "enum-narrowed"; removed: unknown[] | null; after: unknown[] }
  /** `added` is null when there is no enum any more (any value of the type is accepted). */
  | { kind: "enum-widened"; added: unknown[] | null }
  | { kind: "description-changed"; before: unknown; after: unknown }
);

/** Deeper than this, a schema is not walked further (a guard against pathological nesting). */
const MAX_DEPTH = 64;

interface Side {
  root: unknown;
}

interface Context {
  path: string;
  parameter?: string;
  /** `$ref` pairs already being compared on this branch: a recursive schema stops here. */
  seen: ReadonlySet<string>;
  depth: number;
}

/**
 * Compares two versions of a schema and lists what changed, in walk order (callers sort).
 *
 * Walks `properties`, `required`, `items` (and tuple forms), `additionalProperties` when both are schemas,
 * and `allOf`/`anyOf`/`oneOf` branch by branch when both sides have as many branches; resolves local `$ref`s
 * (`#/$defs/…`, `#/definitions/…`, any JSON pointer into the same document) on each side against its own
 * root, with a cycle guard. Accepted types are compared as sets (derived from `type`, `const`, `enum` or the
 * branches of a combinator); when they change incompatibly (`other`) the node's children are not walked,
 * since every child would differ. Enums are compared as sets: reordering values is not a change.
 * Not compared (best effort, no rule for them): numeric/string/array bounds, `pattern`, `format`, `default`,
 * `examples`, `additionalProperties: false` toggles, `not`/`if`/`then`/`else`.
 * A missing schema or `true` counts as `{}` (accepts anything). Never throws.
 */
export function compareSchemas(before: unknown, after: unknown, rootPath: string): SchemaChange[] {
  const changes: SchemaChange[] = [];
  walk(changes, { root: before }, { root: after }, before, after, { path: rootPath, seen: new Set(), depth: 0 });
  return changes;
}

function walk(out: SchemaChange[], bSide: Side, aSide: Side, bNode: unknown, aNode: unknown, ctx: Context): void {
  if (ctx.depth > MAX_DEPTH) return;
  const b = followRefs(bSide.root, bNode);
  const a = followRefs(aSide.root, aNode);
  let seen = ctx.seen;
  if (b.refs.length > 0 || a.refs.length > 0) {
    const key = `${b.refs.join(" ")}|${a.refs.join(" ")}`;
    if (seen.has(key)) return;
    seen = new Set(seen).add(key);
  }
  const here: Context = { ...ctx, seen };
  const bs = normalise(b.node);
  const as = normalise(a.node);
  const at = (suffix: string) => ({ path: ctx.path + suffix, ...(ctx.parameter !== undefined ? { parameter: ctx.parameter } : {}) });

  if (!isObject(bs) || !isObject(as)) {
    if (canonicalText(bs) !== canonicalText(as)) {
      out.push({ kind: "type-changed", ...at(""), before: describeNode(bs, bSide), after: describeNode(as, aSide), relation: relate(typesOf(bs, bSide), typesOf(as, aSide)) });
    }
    return;
  }
  // A `$ref` we could not resolve (remote, or dangling): all we can compare is the reference itself.
  if (typeof bs.$ref === "string" || typeof as.$ref === "string") {
    if (bs.$ref !== as.$ref) {
      out.push({ kind: "type-changed", ...at(""), before: describeRef(bs.$ref), after: describeRef(as.$ref), relation: "other" });
      return;
    }
  }

  if (canonicalText(bs.description) !== canonicalText(as.description)) {
    out.push({ kind: "description-changed", ...at(".description"), before: bs.description, after: as.description });
  }

  if (!typesLeftToBranches(bs, as) && !typesLeftToEnums(bs, as)) {
    const tb = typesOf(bs, bSide);
    const ta = typesOf(as, aSide);
    const relation = sameTypes(tb, ta) ? undefined : relate(tb, ta);
    if (relation) {
      const suffix = "type" in bs || "type" in as ? ".type" : "";
      out.push({ kind: "type-changed", ...at(suffix), before: describeTypes(tb), after: describeTypes(ta), relation });
      if (relation === "other") return;
    }
  }

  compareEnums(out, bs, as, at);
  compareProperties(out, bSide, aSide, bs, as, here);
  compareItems(out, bSide, aSide, bs, as, here);
  if (isObject(bs.additionalProperties) && isObject(as.additionalProperties)) {
    walk(out, bSide, aSide, bs.additionalProperties, as.additionalProperties, child(here, ".additionalProperties", joinParameter(ctx.parameter, "*")));
  }
  for (const key of ["allOf", "anyOf", "oneOf"] as const) {
    const bb = bs[key];
    const ab = as[key];
    if (!Array.isArray(bb) || !Array.isArray(ab) || bb.length !== ab.length) continue;
    bb.forEach((branch, i) => walk(out, bSide, aSide, branch, ab[i], child(here, `.${key}[${i}]`, ctx.parameter)));
  }
}

function compareEnums(out: SchemaChange[], b: JsonObject, a: JsonObject, at: (suffix: string) => { path: string; parameter?: string }): void {
  const eb = enumValues(b);
  const ea = enumValues(a);
  if (eb === null && ea === null) return;
  const suffix = "enum" in b || "enum" in a ? ".enum" : ".const";
  if (eb === null) {
    out.push({ kind: "enum-narrowed", ...at(suffix), removed: null, after: ea as unknown[] });
    return;
  }
  if (ea === null) {
    out.push({ kind: "enum-widened", ...at(suffix), added: null });
    return;
  }
  const textsB = new Set(eb.map(canonicalText));
  const textsA = new Set(ea.map(canonicalText));
  const removed = eb.filter((v) => !textsA.has(canonicalText(v)));
  const added = ea.filter((v) => !textsB.has(canonicalText(v)));
  if (removed.length > 0) out.push({ kind: "enum-narrowed", ...at(suffix), removed, after: ea });
  if (added.length > 0) out.push({ kind: "enum-widened", ...at(suffix), added });
}

function compareProperties(out: SchemaChange[], bSide: Side, aSide: Side, b: JsonObject, a: JsonObject, ctx: Context): void {
  const pb = isObject(b.properties) ? b.properties : {};
  const pa = isObject(a.properties) ? a.properties : {};
  const rb = requiredNames(b);
  const ra = requiredNames(a);
  const names = (o: JsonObject) => Object.keys(o).sort();
  for (const name of names(pb)) {
    const parameter = joinParameter(ctx.parameter, name);
    const path = `${ctx.path}.properties${pathKey(name)}`;
    if (!Object.hasOwn(pa, name)) {
      out.push({ kind: "property-removed", path, parameter });
      continue;
    }
    walk(out, bSide, aSide, pb[name], pa[name], child(ctx, `.properties${pathKey(name)}`, parameter));
  }
  for (const name of names(pa)) {
    if (!Object.hasOwn(pb, name)) {
      out.push({ kind: "property-added", path: `${ctx.path}.properties${pathKey(name)}`, parameter: joinParameter(ctx.parameter, name), required: ra.has(name) });
    }
  }
  for (const name of [...ra].sort()) {
    if (!rb.has(name)) {
      out.push({ kind: "required-added", path: `${ctx.path}.required`, parameter: joinParameter(ctx.parameter, name), newProperty: !Object.hasOwn(pb, name) });
    }
  }
  for (const name of [...rb].sort()) {
    // A required property that was removed altogether is reported as removed, not as "no longer required".
    if (!ra.has(name) && !(Object.hasOwn(pb, name) && !Object.hasOwn(pa, name))) {
      out.push({ kind: "required-removed", path: `${ctx.path}.required`, parameter: joinParameter(ctx.parameter, name) });
    }
  }
}

function compareItems(out: SchemaChange[], bSide: Side, aSide: Side, b: JsonObject, a: JsonObject, ctx: Context): void {
  const tuple = (o: JsonObject): unknown[] | undefined => (Array.isArray(o.prefixItems) ? o.prefixItems : Array.isArray(o.items) ? o.items : undefined);
  const tb = tuple(b);
  const ta = tuple(a);
  if (tb && ta) {
    const key = Array.isArray(b.prefixItems) ? "prefixItems" : "items";
    for (let i = 0; i < Math.min(tb.length, ta.length); i++) {
      walk(out, bSide, aSide, tb[i], ta[i], child(ctx, `.${key}[${i}]`, `${ctx.parameter ?? ""}[${i}]`));
    }
  }
  const hasItems = (o: JsonObject) => o.items !== undefined && !Array.isArray(o.items);
  if (hasItems(b) || hasItems(a)) {
    if (Array.isArray(b.items) || Array.isArray(a.items)) return;
    walk(out, bSide, aSide, b.items, a.items, child(ctx, ".items", `${ctx.parameter ?? ""}[]`));
  }
}

function child(ctx: Context, suffix: string, parameter: string | undefined): Context {
  return { path: ctx.path + suffix, ...(parameter !== undefined ? { parameter } : {}), seen: ctx.seen, depth: ctx.depth + 1 };
}

function joinParameter(prefix: string | undefined, name: string): string {
  return prefix === undefined ? name : `${prefix}.${name}`;
}

/** `.name` for an identifier-like property name, `["odd name"]` otherwise, so paths stay unambiguous. */
function pathKey(name: string): string {
  return /^[A-Za-z_$][\w$-]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}

/** `undefined` and `true` accept anything, like `{}`; everything else is kept. */
function normalise(node: unknown): unknown {
  return node === undefined || node === true ? {} : node;
}

/** Names in `required` (strings only). */
function requiredNames(node: JsonObject): Set<string> {
  return new Set(Array.isArray(node.required) ? node.required.filter((n): n is string => typeof n === "string") : []);
}

/** The values an `enum` or `const` allows, or null when neither is given. */
function enumValues(node: JsonObject): unknown[] | null {
  if (Array.isArray(node.enum)) return node.enum;
  if ("const" in node) return [node.const];
  return null;
}

/** Neither side has `type`, and both branch the same way: the branches are compared one by one instead. */
function typesLeftToBranches(b: JsonObject, a: JsonObject): boolean {
  if ("type" in b || "type" in a) return false;
  return (["allOf", "anyOf", "oneOf"] as const).some((k) => Array.isArray(b[k]) && Array.isArray(a[k]) && (b[k] as unknown[]).length === (a[k] as unknown[]).length);
}

/** Neither side has `type`, and both list values: the enum comparison says everything. */
function typesLeftToEnums(b: JsonObject, a: JsonObject): boolean {
  return !("type" in b) && !("type" in a) && enumValues(b) !== null && enumValues(a) !== null;
}

/**
 * The JSON types a schema node accepts: a sorted list, `[]` for nothing (`false`), null for any type or
 * unknown. Derived from `type`, else `const`/`enum` values, else the union of `anyOf`/`oneOf` branches, else
 * the intersection of typed `allOf` branches.
 */
function typesOf(node: unknown, side: Side, depth = 0): string[] | null {
  if (node === false) return [];
  if (!isObject(node) || depth > MAX_REF_HOPS) return null;
  if (typeof node.type === "string") return [node.type];
  if (Array.isArray(node.type)) return unique(node.type.filter((t): t is string => typeof t === "string"));
  const values = enumValues(node);
  if (values !== null) return unique(values.map(jsonType));
  const branchTypes = (branches: unknown[]) => branches.map((br) => typesOf(normalise(followRefs(side.root, br).node), side, depth + 1));
  for (const key of ["anyOf", "oneOf"] as const) {
    const branches = node[key];
    if (!Array.isArray(branches) || branches.length === 0) continue;
    const sets = branchTypes(branches);
    if (sets.some((s) => s === null)) return null;
    return unique((sets as string[][]).flat());
  }
  if (Array.isArray(node.allOf)) {
    const sets = branchTypes(node.allOf).filter((s): s is string[] => s !== null);
    if (sets.length === 0) return null;
    return (sets[0] as string[]).filter((t) => sets.every((s) => accepts(s, t)));
  }
  return null;
}


function unique(values: string[]): string[] {
  return [...new Set(values)].sort();
}

/** Whether a type list accepts values of JSON type `t` (null accepts all; `number` accepts integers). */
function accepts(types: string[] | null, t: string): boolean {
  return types === null || types.includes(t) || (t === "integer" && types.includes("number"));
}

function covers(outer: string[] | null, inner: string[] | null): boolean {
  if (inner === null) return outer === null;
  return inner.every((t) => accepts(outer, t));
}

/** Equal as sets of accepted values (`["integer","number"]` equals `["number"]`). */
function sameTypes(b: string[] | null, a: string[] | null): boolean {
  return covers(a, b) && covers(b, a);
}

function relate(before: string[] | null, after: string[] | null): TypeRelation {
  if (covers(after, before)) return "wider";
  if (covers(before, after)) return "narrower";
  return "other";
}

function describeTypes(types: string[] | null): string {
  if (types === null) return "any type";
  if (types.length === 0) return "nothing";
  return types.join("|");
}

function describeNode(node: unknown, side: Side): string {
  if (node === false) return "nothing (false schema)";
  if (isObject(node)) return describeTypes(typesOf(node, side));
  return `${JSON.stringify(node) ?? String(node)} (not a schema)`;
}

function describeRef(ref: unknown): string {
  return typeof ref === "string" ? `$ref ${ref}` : "an inline schema";
}
