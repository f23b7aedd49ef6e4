export const id = 681;
export const ids = [681];
export const modules = {

/***/ 1681:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   parseProbeConfig: () => (/* binding */ parseProbeConfig)
/* harmony export */ });
/* unused harmony export argOverridesFrom */
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _probe_config_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(1364);



/**
 * Reading a probe config file (JSON or YAML; its shape is in `probe-config.ts`). Apart from that shape so that the
 * YAML parser is loaded only by a run given such a file (issue 14: what the CLI loads before it spawns the server
 * is on the run's critical path).
 */

const EXPECTS = ["at_most", "exact", "prefix", "suffix"];
const UNITS = ["auto", "lines", "items"];
const WRITE_SWITCHES = new Set(["allow_writes", "allowwrites", "allow-writes", "mcp-allow-writes"]);
class Reader {
    prefix;
    /** `prefix` starts every message, e.g. `probe config mcp-probes.yml`. */
    constructor(prefix) {
        this.prefix = prefix;
    }
    fail(message) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${this.prefix}: ${message}`);
    }
    object(value, path) {
        if (value === null || typeof value !== "object" || Array.isArray(value))
            this.fail(`${path} must be a mapping`);
        return value;
    }
    keys(value, path, allowed) {
        for (const key of Object.keys(value)) {
            const where = path ? `${path}.${key}` : key;
            if (WRITE_SWITCHES.has(key.toLowerCase())) {
                this.fail(`${where} is not accepted: writes are turned on only by --allow-writes (mcp-allow-writes in the Action)`);
            }
            if (!allowed.includes(key))
                this.fail(`unknown key ${where} (expected ${allowed.join(", ")})`);
        }
    }
    string(value, path) {
        if (typeof value !== "string" || value.length === 0)
            this.fail(`${path} must be a non-empty string`);
        return value;
    }
    optionalString(value, path) {
        return value === undefined ? undefined : this.string(value, path);
    }
    strings(value, path) {
        if (!Array.isArray(value))
            this.fail(`${path} must be a list of tool names`);
        return value.map((v, i) => this.string(v, `${path}[${i}]`));
    }
    args(value, path) {
        return value === undefined ? undefined : this.object(value, path);
    }
    oneOf(value, path, allowed) {
        if (typeof value !== "string" || !allowed.includes(value))
            this.fail(`${path} must be one of ${allowed.join(", ")}`);
        return value;
    }
    list(value, path) {
        if (value === undefined)
            return [];
        if (!Array.isArray(value))
            this.fail(`${path} must be a list`);
        return value;
    }
}
/**
 * Reads argument values given as a mapping of `NAME` or `TOOL:NAME` to a value (the `--args-file` shape) into
 * {@link ArgOverrides}. `prefix` starts error messages (`probe config mcp-probes.yml`, `--args-file args.json`);
 * `path` names the mapping in them. Throws `UsageError` for a value that is not a mapping, or an empty name.
 */
function argOverridesFrom(value, prefix, path = "args") {
    const r = new Reader(prefix);
    const out = { global: {}, perTool: {} };
    for (const [key, v] of Object.entries(r.object(value, path))) {
        const colon = key.indexOf(":");
        if (colon < 0) {
            out.global[key] = v;
            continue;
        }
        const tool = key.slice(0, colon);
        const name = key.slice(colon + 1);
        if (!tool || !name)
            r.fail(`${path}.${key} must be NAME or TOOL:NAME`);
        (out.perTool[tool] ??= {})[name] = v;
    }
    return out;
}
function call(r, value, path) {
    const o = r.object(value, path);
    r.keys(o, path, ["tool", "args", "field"]);
    const args = r.args(o.args, `${path}.args`);
    const field = r.optionalString(o.field, `${path}.field`);
    return { tool: r.string(o.tool, `${path}.tool`), ...(args ? { args } : {}), ...(field ? { field } : {}) };
}
/**
 * Parses and validates a probe config. `text` is JSON or YAML (JSON is tried first when the text starts with
 * `{`); `sourceName` (the file name) starts every error message. Throws `UsageError` with one line naming the
 * key path, e.g. `probe config mcp-probes.yml: relations[0].expect must be one of at_most, exact, prefix, suffix`.
 */
function parseProbeConfig(text, sourceName) {
    const prefix = `probe config ${sourceName}`;
    const r = new Reader(prefix);
    let doc;
    try {
        doc = text.trimStart().startsWith("{") ? JSON.parse(text) : (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parse)(text);
    }
    catch (error) {
        const message = error instanceof Error ? error.message.split("\n")[0] : String(error);
        r.fail(`not valid JSON or YAML: ${message}`);
    }
    const config = (0,_probe_config_js__WEBPACK_IMPORTED_MODULE_2__/* .emptyProbeConfig */ .Q)();
    if (doc === null || doc === undefined)
        return config;
    const top = r.object(doc, "the top level");
    r.keys(top, "", ["args", "builtins", "writes", "exclude", "pairs", "relations", "agreements", "idempotent"]);
    if (top.args !== undefined)
        config.args = argOverridesFrom(top.args, prefix);
    if (top.builtins !== undefined) {
        if (typeof top.builtins !== "boolean")
            r.fail("builtins must be true or false");
        config.builtins = top.builtins;
    }
    if (top.writes !== undefined)
        config.writes = r.strings(top.writes, "writes");
    if (top.exclude !== undefined)
        config.exclude = r.strings(top.exclude, "exclude");
    config.pairs = r.list(top.pairs, "pairs").map((value, i) => {
        const path = `pairs[${i}]`;
        const o = r.object(value, path);
        r.keys(o, path, ["write", "read", "read_args", "write_args", "key"]);
        const readArgs = r.args(o.read_args, `${path}.read_args`);
        const writeArgs = r.args(o.write_args, `${path}.write_args`);
        const key = r.optionalString(o.key, `${path}.key`);
        return {
            write: r.string(o.write, `${path}.write`),
            read: r.string(o.read, `${path}.read`),
            ...(readArgs ? { read_args: readArgs } : {}),
            ...(writeArgs ? { write_args: writeArgs } : {}),
            ...(key ? { key } : {}),
        };
    });
    config.relations = r.list(top.relations, "relations").map((value, i) => {
        const path = `relations[${i}]`;
        const o = r.object(value, path);
        r.keys(o, path, ["tool", "param", "values", "expect", "args", "unit", "id"]);
        if (!Array.isArray(o.values) || o.values.length === 0 || !o.values.every((v) => Number.isInteger(v) && v >= 0)) {
            r.fail(`${path}.values must be a non-empty list of non-negative integers`);
        }
        const args = r.args(o.args, `${path}.args`);
        const id = r.optionalString(o.id, `${path}.id`);
        return {
            tool: r.string(o.tool, `${path}.tool`),
            param: r.string(o.param, `${path}.param`),
            values: o.values,
            expect: r.oneOf(o.expect, `${path}.expect`, EXPECTS),
            unit: o.unit === undefined ? "auto" : r.oneOf(o.unit, `${path}.unit`, UNITS),
            ...(args ? { args } : {}),
            ...(id ? { id } : {}),
        };
    });
    config.agreements = r.list(top.agreements, "agreements").map((value, i) => {
        const path = `agreements[${i}]`;
        const o = r.object(value, path);
        r.keys(o, path, ["left", "right", "expect", "field", "id"]);
        const field = r.optionalString(o.field, `${path}.field`);
        const id = r.optionalString(o.id, `${path}.id`);
        return {
            left: call(r, o.left, `${path}.left`),
            right: call(r, o.right, `${path}.right`),
            expect: r.oneOf(o.expect, `${path}.expect`, ["subset", "equal"]),
            ...(field ? { field } : {}),
            ...(id ? { id } : {}),
        };
    });
    config.idempotent = r.list(top.idempotent, "idempotent").map((value, i) => {
        const path = `idempotent[${i}]`;
        if (typeof value === "string")
            return { tool: r.string(value, path) };
        const o = r.object(value, path);
        r.keys(o, path, ["tool", "args", "id"]);
        const args = r.args(o.args, `${path}.args`);
        const id = r.optionalString(o.id, `${path}.id`);
        return { tool: r.string(o.tool, `${path}.tool`), ...(args ? { args } : {}), ...(id ? { id } : {}) };
    });
    return config;
}


/***/ }),

/***/ 1364:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   Q: () => (/* binding */ emptyProbeConfig)
/* harmony export */ });
/** The config that changes nothing. */
function emptyProbeConfig() {
    return { args: { global: {}, perTool: {} }, builtins: true, writes: [], exclude: [], pairs: [], relations: [], agreements: [], idempotent: [] };
}


/***/ })

};
