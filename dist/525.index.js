export const id = 525;
export const ids = [525];
export const modules = {

/***/ 9525:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  diffSnapshots: () => (/* binding */ diffSnapshots)
});

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/drift/canonical-json.ts
var canonical_json = __webpack_require__(4272);
// EXTERNAL MODULE: ./src/scenarios/schema-ref.ts
var schema_ref = __webpack_require__(5620);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
;// CONCATENATED MODULE: ./src/drift/schema-diff.ts



/** Deeper than this, a schema is not walked further (a guard against pathological nesting). */
const MAX_DEPTH = 64;
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
function compareSchemas(before, after, rootPath) {
    const changes = [];
    walk(changes, { root: before }, { root: after }, before, after, { path: rootPath, seen: new Set(), depth: 0 });
    return changes;
}
function walk(out, bSide, aSide, bNode, aNode, ctx) {
    if (ctx.depth > MAX_DEPTH)
        return;
    const b = (0,schema_ref/* followRefs */.uV)(bSide.root, bNode);
    const a = (0,schema_ref/* followRefs */.uV)(aSide.root, aNode);
    let seen = ctx.seen;
    if (b.refs.length > 0 || a.refs.length > 0) {
        const key = `${b.refs.join(" ")}|${a.refs.join(" ")}`;
        if (seen.has(key))
            return;
        seen = new Set(seen).add(key);
    }
    const here = { ...ctx, seen };
    const bs = normalise(b.node);
    const as = normalise(a.node);
    const at = (suffix) => ({ path: ctx.path + suffix, ...(ctx.parameter !== undefined ? { parameter: ctx.parameter } : {}) });
    if (!(0,canonical_json/* isObject */.Gv)(bs) || !(0,canonical_json/* isObject */.Gv)(as)) {
        if ((0,canonical_json/* canonicalText */.A4)(bs) !== (0,canonical_json/* canonicalText */.A4)(as)) {
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
    if ((0,canonical_json/* canonicalText */.A4)(bs.description) !== (0,canonical_json/* canonicalText */.A4)(as.description)) {
        out.push({ kind: "description-changed", ...at(".description"), before: bs.description, after: as.description });
    }
    if (!typesLeftToBranches(bs, as) && !typesLeftToEnums(bs, as)) {
        const tb = typesOf(bs, bSide);
        const ta = typesOf(as, aSide);
        const relation = sameTypes(tb, ta) ? undefined : relate(tb, ta);
        if (relation) {
            const suffix = "type" in bs || "type" in as ? ".type" : "";
            out.push({ kind: "type-changed", ...at(suffix), before: describeTypes(tb), after: describeTypes(ta), relation });
            if (relation === "other")
                return;
        }
    }
    compareEnums(out, bs, as, at);
    compareProperties(out, bSide, aSide, bs, as, here);
    compareItems(out, bSide, aSide, bs, as, here);
    if ((0,canonical_json/* isObject */.Gv)(bs.additionalProperties) && (0,canonical_json/* isObject */.Gv)(as.additionalProperties)) {
        walk(out, bSide, aSide, bs.additionalProperties, as.additionalProperties, child(here, ".additionalProperties", joinParameter(ctx.parameter, "*")));
    }
    for (const key of ["allOf", "anyOf", "oneOf"]) {
        const bb = bs[key];
        const ab = as[key];
        if (!Array.isArray(bb) || !Array.isArray(ab) || bb.length !== ab.length)
            continue;
        bb.forEach((branch, i) => walk(out, bSide, aSide, branch, ab[i], child(here, `.${key}[${i}]`, ctx.parameter)));
    }
}
function compareEnums(out, b, a, at) {
    const eb = enumValues(b);
    const ea = enumValues(a);
    if (eb === null && ea === null)
        return;
    const suffix = "enum" in b || "enum" in a ? ".enum" : ".const";
    if (eb === null) {
        out.push({ kind: "enum-narrowed", ...at(suffix), removed: null, after: ea });
        return;
    }
    if (ea === null) {
        out.push({ kind: "enum-widened", ...at(suffix), added: null });
        return;
    }
    const textsB = new Set(eb.map(canonical_json/* canonicalText */.A4));
    const textsA = new Set(ea.map(canonical_json/* canonicalText */.A4));
    const removed = eb.filter((v) => !textsA.has((0,canonical_json/* canonicalText */.A4)(v)));
    const added = ea.filter((v) => !textsB.has((0,canonical_json/* canonicalText */.A4)(v)));
    if (removed.length > 0)
        out.push({ kind: "enum-narrowed", ...at(suffix), removed, after: ea });
    if (added.length > 0)
        out.push({ kind: "enum-widened", ...at(suffix), added });
}
function compareProperties(out, bSide, aSide, b, a, ctx) {
    const pb = (0,canonical_json/* isObject */.Gv)(b.properties) ? b.properties : {};
    const pa = (0,canonical_json/* isObject */.Gv)(a.properties) ? a.properties : {};
    const rb = requiredNames(b);
    const ra = requiredNames(a);
    const names = (o) => Object.keys(o).sort();
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
function compareItems(out, bSide, aSide, b, a, ctx) {
    const tuple = (o) => (Array.isArray(o.prefixItems) ? o.prefixItems : Array.isArray(o.items) ? o.items : undefined);
    const tb = tuple(b);
    const ta = tuple(a);
    if (tb && ta) {
        const key = Array.isArray(b.prefixItems) ? "prefixItems" : "items";
        for (let i = 0; i < Math.min(tb.length, ta.length); i++) {
            walk(out, bSide, aSide, tb[i], ta[i], child(ctx, `.${key}[${i}]`, `${ctx.parameter ?? ""}[${i}]`));
        }
    }
    const hasItems = (o) => o.items !== undefined && !Array.isArray(o.items);
    if (hasItems(b) || hasItems(a)) {
        if (Array.isArray(b.items) || Array.isArray(a.items))
            return;
        walk(out, bSide, aSide, b.items, a.items, child(ctx, ".items", `${ctx.parameter ?? ""}[]`));
    }
}
function child(ctx, suffix, parameter) {
    return { path: ctx.path + suffix, ...(parameter !== undefined ? { parameter } : {}), seen: ctx.seen, depth: ctx.depth + 1 };
}
function joinParameter(prefix, name) {
    return prefix === undefined ? name : `${prefix}.${name}`;
}
/** `.name` for an identifier-like property name, `["odd name"]` otherwise, so paths stay unambiguous. */
function pathKey(name) {
    return /^[A-Za-z_$][\w$-]*$/.test(name) ? `.${name}` : `[${JSON.stringify(name)}]`;
}
/** `undefined` and `true` accept anything, like `{}`; everything else is kept. */
function normalise(node) {
    return node === undefined || node === true ? {} : node;
}
/** Names in `required` (strings only). */
function requiredNames(node) {
    return new Set(Array.isArray(node.required) ? node.required.filter((n) => typeof n === "string") : []);
}
/** The values an `enum` or `const` allows, or null when neither is given. */
function enumValues(node) {
    if (Array.isArray(node.enum))
        return node.enum;
    if ("const" in node)
        return [node.const];
    return null;
}
/** Neither side has `type`, and both branch the same way: the branches are compared one by one instead. */
function typesLeftToBranches(b, a) {
    if ("type" in b || "type" in a)
        return false;
    return ["allOf", "anyOf", "oneOf"].some((k) => Array.isArray(b[k]) && Array.isArray(a[k]) && b[k].length === a[k].length);
}
/** Neither side has `type`, and both list values: the enum comparison says everything. */
function typesLeftToEnums(b, a) {
    return !("type" in b) && !("type" in a) && enumValues(b) !== null && enumValues(a) !== null;
}
/**
 * The JSON types a schema node accepts: a sorted list, `[]` for nothing (`false`), null for any type or
 * unknown. Derived from `type`, else `const`/`enum` values, else the union of `anyOf`/`oneOf` branches, else
 * the intersection of typed `allOf` branches.
 */
function typesOf(node, side, depth = 0) {
    if (node === false)
        return [];
    if (!(0,canonical_json/* isObject */.Gv)(node) || depth > schema_ref/* MAX_REF_HOPS */.qK)
        return null;
    if (typeof node.type === "string")
        return [node.type];
    if (Array.isArray(node.type))
        return unique(node.type.filter((t) => typeof t === "string"));
    const values = enumValues(node);
    if (values !== null)
        return unique(values.map(json_object/* jsonType */.B));
    const branchTypes = (branches) => branches.map((br) => typesOf(normalise((0,schema_ref/* followRefs */.uV)(side.root, br).node), side, depth + 1));
    for (const key of ["anyOf", "oneOf"]) {
        const branches = node[key];
        if (!Array.isArray(branches) || branches.length === 0)
            continue;
        const sets = branchTypes(branches);
        if (sets.some((s) => s === null))
            return null;
        return unique(sets.flat());
    }
    if (Array.isArray(node.allOf)) {
        const sets = branchTypes(node.allOf).filter((s) => s !== null);
        if (sets.length === 0)
            return null;
        return sets[0].filter((t) => sets.every((s) => accepts(s, t)));
    }
    return null;
}
function unique(values) {
    return [...new Set(values)].sort();
}
/** Whether a type list accepts values of JSON type `t` (null accepts all; `number` accepts integers). */
function accepts(types, t) {
    return types === null || types.includes(t) || (t === "integer" && types.includes("number"));
}
function covers(outer, inner) {
    if (inner === null)
        return outer === null;
    return inner.every((t) => accepts(outer, t));
}
/** Equal as sets of accepted values (`["integer","number"]` equals `["number"]`). */
function sameTypes(b, a) {
    return covers(a, b) && covers(b, a);
}
function relate(before, after) {
    if (covers(after, before))
        return "wider";
    if (covers(before, after))
        return "narrower";
    return "other";
}
function describeTypes(types) {
    if (types === null)
        return "any type";
    if (types.length === 0)
        return "nothing";
    return types.join("|");
}
function describeNode(node, side) {
    if (node === false)
        return "nothing (false schema)";
    if ((0,canonical_json/* isObject */.Gv)(node))
        return describeTypes(typesOf(node, side));
    return `${JSON.stringify(node) ?? String(node)} (not a schema)`;
}
function describeRef(ref) {
    return typeof ref === "string" ? `$ref ${ref}` : "an inline schema";
}

// EXTERNAL MODULE: ./src/drift/snapshot.ts
var snapshot = __webpack_require__(9191);
;// CONCATENATED MODULE: ./src/drift/diff.ts




/**
 * MCP 2025-11-25 schema `ToolAnnotations`: the value a client must assume when a hint is absent. A hint that
 * goes from absent to its default (or back) is no change.
 */
const ANNOTATION_DEFAULTS = {
    readOnlyHint: false,
    destructiveHint: true,
    idempotentHint: false,
    openWorldHint: true,
};
/**
 * Compares the live server's snapshot with a baseline and reports what changed in what the model sees
 * (issue 7 "Snapshots and drift"). Findings are sorted with `compareFindings`; each names the tool, the
 * parameter (dotted path, `[]` for array items) and, in its message, the path inside the tool definition
 * (e.g. `inputSchema.properties.filters.properties.status.enum`). Reordering tools, keys or enum values
 * gives no finding. Never throws.
 *
 * Rules (severity from the catalogue unless said):
 * - tools: `drift-tool-removed`, `drift-tool-added`;
 * - inputSchema: `drift-property-removed`, `drift-property-added` (optional parameters only; a new required
 *   one is `drift-required-added`), `drift-required-added`, `drift-required-removed`, `drift-type-changed`
 *   (info instead of error when every value accepted before still is, e.g. `string` → `string|null`),
 *   `drift-enum-narrowed` (also when a free value becomes an enum), `drift-enum-widened`;
 * - descriptions anywhere (tool, title, parameters, output properties, `annotations.title`) and the server's
 *   `instructions`: `drift-description-changed`;
 * - annotations: `drift-annotations-changed`, comparing effective values (absent = the spec default);
 * - outputSchema: `drift-output-schema-changed`, **error when it breaks a client that parses
 *   structuredContent**: outputSchema removed, an output property removed, no longer required (it may now be
 *   missing), retyped other than narrowed, or an enum gaining values (a parser meets a value it does not know);
 *   **warning otherwise**: outputSchema added, a property added or newly required (the server promises more),
 *   a type narrowed or an enum losing values (the parser sees a subset of what it handled).
 * Not reported: protocol version and server name/version changes, constraint keywords (see `compareSchemas`).
 */
function diffSnapshots(baseline, current, options = {}) {
    const fix = fixer(options.refreshCommand ?? `mcp-checkup snapshot <server> -o ${snapshot/* DEFAULT_SNAPSHOT_FILE */.yf}`);
    const out = [];
    if ((baseline.instructions ?? "") !== (current.instructions ?? "")) {
        out.push((0,finding/* finding */.gk)("drift-description-changed", {
            tool: finding/* INSTRUCTIONS_OWNER */.GS,
            message: "The server's instructions changed (instructions); the model reads them with every conversation and may behave differently.",
            fix: fix("restore the previous instructions"),
            evidence: { excerpt: beforeAfter(baseline.instructions, current.instructions) },
        }));
    }
    const before = byName(baseline.tools);
    const after = byName(current.tools);
    for (const [name, tool] of before) {
        const now = after.get(name);
        if (now === undefined) {
            out.push((0,finding/* finding */.gk)("drift-tool-removed", {
                tool: name,
                message: `Tool '${name}' is in the baseline but the server no longer lists it: agents and prompts that call it will fail.`,
                fix: fix(`restore tool '${name}' (or keep it as an alias of its replacement)`),
            }));
        }
        else {
            out.push(...diffTool(tool, now, fix));
        }
    }
    for (const name of after.keys()) {
        if (!before.has(name)) {
            out.push((0,finding/* finding */.gk)("drift-tool-added", {
                tool: name,
                message: `Tool '${name}' is new since the baseline.`,
                fix: fix(`remove tool '${name}'`),
            }));
        }
    }
    return out.sort(finding/* compareFindings */.Eg);
}
function fixer(command) {
    return (otherwise) => `If this change is intended, refresh the baseline with \`${command}\`; otherwise ${otherwise}.`;
}
/** Tools by name, first occurrence kept (a repeated name is a lint finding, not drift). */
function byName(tools) {
    const map = new Map();
    for (const tool of tools)
        if (!map.has(tool.name))
            map.set(tool.name, tool);
    return map;
}
function diffTool(before, after, fix) {
    const name = after.name;
    const out = [];
    for (const field of ["title", "description"]) {
        if ((0,canonical_json/* canonicalText */.A4)(before[field]) !== (0,canonical_json/* canonicalText */.A4)(after[field])) {
            out.push((0,finding/* finding */.gk)("drift-description-changed", {
                tool: name,
                message: `Tool '${name}': its ${field} changed (${field}); the model may choose or use the tool differently.`,
                fix: fix(`restore the previous ${field}`),
                evidence: { excerpt: beforeAfter(before[field], after[field]) },
            }));
        }
    }
    out.push(...diffAnnotations(name, before.annotations, after.annotations, fix));
    for (const change of compareSchemas(before.inputSchema, after.inputSchema, "inputSchema")) {
        const f = inputFinding(name, change, fix);
        if (f)
            out.push(f);
    }
    out.push(...diffOutputSchema(name, before, after, fix));
    return out;
}
function diffAnnotations(tool, before, after, fix) {
    const b = (0,canonical_json/* isObject */.Gv)(before) ? before : {};
    const a = (0,canonical_json/* isObject */.Gv)(after) ? after : {};
    const out = [];
    for (const key of [...new Set([...Object.keys(b), ...Object.keys(a)])].sort()) {
        const path = `annotations.${key}`;
        if (key === "title") {
            if ((0,canonical_json/* canonicalText */.A4)(b.title) !== (0,canonical_json/* canonicalText */.A4)(a.title)) {
                out.push((0,finding/* finding */.gk)("drift-description-changed", {
                    tool,
                    message: `Tool '${tool}': its ${path} changed (${path}); clients show it to the user.`,
                    fix: fix(`restore the previous ${path}`),
                    evidence: { excerpt: beforeAfter(b.title, a.title) },
                }));
            }
            continue;
        }
        const was = Object.hasOwn(b, key) ? b[key] : ANNOTATION_DEFAULTS[key];
        const now = Object.hasOwn(a, key) ? a[key] : ANNOTATION_DEFAULTS[key];
        if ((0,canonical_json/* canonicalText */.A4)(was) === (0,canonical_json/* canonicalText */.A4)(now))
            continue;
        const shown = `${path} ${showAnnotation(b, key)} → ${showAnnotation(a, key)}`;
        let message = `Tool '${tool}': ${path} changed (${shown}).`;
        if (key === "readOnlyHint" && was === true)
            message = `Tool '${tool}' no longer says it is read-only (${shown}): clients may now ask before calling it, and read-only runs skip it.`;
        if (key === "readOnlyHint" && now === true)
            message = `Tool '${tool}' now says it is read-only (${shown}): clients may call it without asking, so it must change nothing.`;
        if (key === "destructiveHint" && now === true)
            message = `Tool '${tool}' now says it may destroy data (${shown}): clients may ask before every call.`;
        if (key === "destructiveHint" && was === true && now === false)
            message = `Tool '${tool}' no longer says it may destroy data (${shown}): clients may ask less before calling it.`;
        out.push((0,finding/* finding */.gk)("drift-annotations-changed", { tool, message, fix: fix(`restore ${path} to ${showAnnotation(b, key)}`) }));
    }
    return out;
}
function showAnnotation(annotations, key) {
    if (Object.hasOwn(annotations, key))
        return show(annotations[key]);
    return key in ANNOTATION_DEFAULTS ? `absent (default ${String(ANNOTATION_DEFAULTS[key])})` : "absent";
}
function diffOutputSchema(tool, before, after, fix) {
    if (before.outputSchema === undefined && after.outputSchema === undefined)
        return [];
    if (before.outputSchema === undefined) {
        return [
            (0,finding/* finding */.gk)("drift-output-schema-changed", {
                tool,
                severity: "warning",
                message: `Tool '${tool}' now declares an outputSchema (outputSchema): clients may start validating its structuredContent against it.`,
                fix: fix("remove the outputSchema"),
            }),
        ];
    }
    if (after.outputSchema === undefined) {
        return [
            (0,finding/* finding */.gk)("drift-output-schema-changed", {
                tool,
                severity: "error",
                message: `Tool '${tool}' no longer declares an outputSchema (outputSchema): clients that parse its structuredContent lose their contract.`,
                fix: fix("restore the outputSchema"),
            }),
        ];
    }
    return compareSchemas(before.outputSchema, after.outputSchema, "outputSchema")
        .map((change) => outputFinding(tool, change, fix))
        .filter((f) => f !== undefined);
}
/** The finding for one inputSchema change (undefined for a new required property: `required-added` covers it). */
function inputFinding(tool, change, fix) {
    const p = change.parameter;
    const who = p === undefined ? "its inputSchema" : `parameter '${p}'`;
    const at = `(${change.path})`;
    const make = (rule, message, otherwise, severity, excerpt) => (0,finding/* finding */.gk)(rule, {
        tool,
        parameter: p,
        message: `Tool '${tool}': ${message}`,
        fix: fix(otherwise),
        ...(severity ? { severity } : {}),
        ...(excerpt !== undefined ? { evidence: { excerpt } } : {}),
    });
    switch (change.kind) {
        case "property-removed":
            return make("drift-property-removed", `${who} was removed ${at}: callers that still send it will be refused or silently ignored.`, `restore ${who} (accept and ignore it if it is obsolete)`);
        case "property-added":
            return change.required ? undefined : make("drift-property-added", `new optional ${who} ${at}.`, `remove ${who}`);
        case "required-added":
            return make("drift-required-added", change.newProperty ? `new ${who} is required ${at}: existing callers do not send it and will fail.` : `${who} is now required ${at}: existing callers that omit it will fail.`, `make '${p}' optional (take it out of "required" and default it in the handler)`);
        case "required-removed":
            return make("drift-required-removed", `${who} is no longer required ${at}: calls that omit it are now accepted, with whatever default the server applies.`, `add '${p}' back to "required"`);
        case "type-changed":
            if (change.relation === "wider") {
                return make("drift-type-changed", `${who} now accepts ${change.after} instead of ${change.before} ${at}; every value accepted before still is.`, `restore type ${change.before}`, "info");
            }
            return make("drift-type-changed", change.relation === "narrower"
                ? `${who} now accepts only ${change.after} instead of ${change.before} ${at}: callers sending other values will be refused.`
                : `${who} changed type from ${change.before} to ${change.after} ${at}: callers sending ${change.before} values will be refused.`, `restore type ${change.before} (or accept both with a union type)`);
        case "enum-narrowed":
            return change.removed === null
                ? make("drift-enum-narrowed", `${who} is now limited to ${list(change.after)} ${at}: other values that agents send will be refused.`, "drop the new enum restriction")
                : make("drift-enum-narrowed", `${who} no longer accepts ${list(change.removed)} ${at}: an agent that learned a value keeps sending it.`, `keep accepting ${list(change.removed)} (map old values to their replacement)`);
        case "enum-widened":
            return change.added === null
                ? make("drift-enum-widened", `${who} is no longer limited to a list of values ${at}.`, "restore the enum")
                : make("drift-enum-widened", `${who} now also accepts ${list(change.added)} ${at}.`, `remove ${list(change.added)} from the enum`);
        case "description-changed":
            return make("drift-description-changed", `the description of ${who} changed ${at}; the model may fill it differently.`, "restore the previous description", undefined, beforeAfter(change.before, change.after));
    }
}
/** The finding for one outputSchema change; see `diffSnapshots` for which changes are errors. */
function outputFinding(tool, change, fix) {
    const p = change.parameter;
    const who = p === undefined ? "its outputSchema" : `output property '${p}'`;
    const at = `(${change.path})`;
    const make = (severity, message, otherwise) => (0,finding/* finding */.gk)("drift-output-schema-changed", { tool, parameter: p, severity, message: `Tool '${tool}': ${message}`, fix: fix(otherwise) });
    switch (change.kind) {
        case "property-removed":
            return make("error", `${who} was removed ${at}: clients that read it from structuredContent break.`, `restore ${who}`);
        case "property-added":
            return make("warning", `new ${who}${change.required ? ", always present," : ""} ${at}.`, `remove ${who}`);
        case "required-added":
            return change.newProperty ? undefined : make("warning", `${who} is now always present ${at}.`, `make ${who} optional again`);
        case "required-removed":
            return make("error", `${who} is no longer always present ${at}: parsers that expect it break when it is missing.`, `add '${p}' back to "required" in the outputSchema`);
        case "type-changed":
            return change.relation === "narrower"
                ? make("warning", `${who} now returns only ${change.after} instead of ${change.before} ${at}.`, `restore type ${change.before}`)
                : make("error", `${who} changed type from ${change.before} to ${change.after} ${at}: parsers expecting ${change.before} break.`, `restore type ${change.before}`);
        case "enum-narrowed":
            return change.removed === null
                ? make("warning", `${who} is now limited to ${list(change.after)} ${at}.`, "drop the new enum restriction")
                : make("warning", `${who} no longer returns ${list(change.removed)} ${at}.`, `restore ${list(change.removed)} in the enum`);
        case "enum-widened":
            return change.added === null
                ? make("error", `${who} is no longer limited to a list of values ${at}: parsers that handle only the known values break.`, "restore the enum")
                : make("error", `${who} may now return ${list(change.added)} ${at}: parsers that handle only the known values break.`, `remove ${list(change.added)} from the enum`);
        case "description-changed":
            return (0,finding/* finding */.gk)("drift-description-changed", {
                tool,
                parameter: p,
                message: `Tool '${tool}': the description of ${who} changed ${at}; the model may read the result differently.`,
                fix: fix("restore the previous description"),
                evidence: { excerpt: beforeAfter(change.before, change.after) },
            });
    }
}
/** A value for a message: JSON, cut to 60 characters. */
function show(value) {
    const text = JSON.stringify(value) ?? "absent";
    return text.length > 60 ? `${text.slice(0, 59)}…` : text;
}
function list(values) {
    return values.map(show).join(", ");
}
/** The evidence excerpt of a text change: both versions, each cut to 300 characters. */
function beforeAfter(before, after) {
    const cut = (v) => {
        const text = typeof v === "string" ? v : (JSON.stringify(v) ?? "(absent)");
        return text.length > 300 ? `${text.slice(0, 299)}…` : text;
    };
    return `before: ${cut(before)}\nafter: ${cut(after)}`;
}


/***/ })

};
