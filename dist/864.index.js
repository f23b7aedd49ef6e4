export const id = 864;
export const ids = [864];
export const modules = {

/***/ 2864:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   acceptedFormat: () => (/* binding */ acceptedFormat),
/* harmony export */   parseAcceptedFile: () => (/* binding */ parseAcceptedFile),
/* harmony export */   parseExpires: () => (/* binding */ parseExpires),
/* harmony export */   renderAcceptedFile: () => (/* binding */ renderAcceptedFile)
/* harmony export */ });
/* harmony import */ var yaml__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(8815);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(3916);
/* harmony import */ var _accepted_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(465);
/* harmony import */ var _rules_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(7745);
/**
 * The accepted-findings file as text (see `accepted.ts` for what it means): reading it (YAML, or JSON, which YAML
 * reads too), writing it, and the `--expires` date of new entries. Apart from `accepted.ts` so that the YAML parser
 * is loaded only by a run that reads or writes such a file (issue 14: every module the CLI loads before it spawns
 * the server is on the run's critical path).
 */




/** The keys an entry may have; any other key is a mistake worth one line (`expiry:` for `expires:`). */
const ENTRY_KEYS = ["rule", "tool", "parameter", "pointer", "text", "reason", "expires"];
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/**
 * Reads an accepted-findings file (YAML, or JSON, which YAML reads too). Every entry must have a known `rule`, a
 * non-empty `reason`, string identity fields, an `expires` that is a real date written YYYY-MM-DD, and no other keys;
 * no two entries may have the same identity. `flag` is how the user named the file (`--accepted`, `mcp-accepted`).
 * @throws UsageError, one line naming the flag, the file and the entry, and what is expected.
 */
function parseAcceptedFile(text, file, flag) {
    const bad = (what) => {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag}: ${file}: ${what}`);
    };
    let data;
    try {
        data = text.trim() === "" ? {} : (0,yaml__WEBPACK_IMPORTED_MODULE_0__.parse)(text);
    }
    catch (error) {
        return bad(`not valid YAML or JSON (${String(error.message).split("\n")[0]})`);
    }
    if (data === null || typeof data !== "object" || Array.isArray(data))
        return bad('expected an object with "accepted:", a list of entries');
    const top = data;
    for (const key of Object.keys(top))
        if (key !== "version" && key !== "accepted")
            bad(`unknown key '${key}'; expected version and accepted`);
    if (top.version !== undefined && top.version !== 1)
        bad(`version ${JSON.stringify(top.version)} is not supported; expected 1`);
    const list = top.accepted ?? [];
    if (!Array.isArray(list))
        return bad('"accepted" is not a list; expected a list of entries (rule, tool, reason, …)');
    const seen = new Map();
    const entries = list.map((raw, index) => {
        const label = (e) => (0,_accepted_js__WEBPACK_IMPORTED_MODULE_2__/* .entryLabel */ .b4)({ rule: typeof e.rule === "string" ? e.rule : "?", ...(typeof e.tool === "string" ? { tool: e.tool } : {}) }, index);
        if (raw === null || typeof raw !== "object" || Array.isArray(raw))
            return bad(`entry ${index + 1} is not an object; expected rule, tool, reason, …`);
        const e = raw;
        const fail = (what) => bad(`${label(e)}: ${what}`);
        for (const key of Object.keys(e))
            if (!ENTRY_KEYS.includes(key))
                fail(`unknown key '${key}'; expected ${ENTRY_KEYS.join(", ")}`);
        if (typeof e.rule !== "string" || e.rule === "")
            return fail("'rule' is missing; expected a rule id such as description-short");
        if (!(e.rule in _rules_js__WEBPACK_IMPORTED_MODULE_3__/* .RULES */ .y0))
            fail(`'${e.rule}' is not a rule of mcp-checkup (see the README's rule table)`);
        if (_rules_js__WEBPACK_IMPORTED_MODULE_3__/* .RULES */ .y0[e.rule].category === "accepted")
            fail(`'${e.rule}' is about this file itself and cannot be accepted`);
        for (const key of ["tool", "parameter", "pointer", "text"]) {
            if (e[key] !== undefined && typeof e[key] !== "string")
                fail(`'${key}' is not text`);
        }
        if (typeof e.pointer === "string" && e.pointer !== "" && !e.pointer.startsWith("/"))
            fail(`'pointer' ${JSON.stringify(e.pointer)} is not a JSON Pointer; expected one starting with /`);
        if (typeof e.text === "string" && !/^[0-9a-f]{16}$/.test(e.text))
            fail("'text' is not a text hash; expected the 16 hex digits mcp-checkup accept writes");
        if (typeof e.reason !== "string" || e.reason.trim() === "")
            return fail("'reason' is missing; every entry says why the finding is accepted");
        const expires = e.expires instanceof Date ? e.expires.toISOString().slice(0, 10) : e.expires;
        if (expires !== undefined && (typeof expires !== "string" || !isDate(expires)))
            fail(`'expires' ${JSON.stringify(e.expires)} is not a date; expected YYYY-MM-DD`);
        const entry = { rule: e.rule, reason: e.reason.trim() };
        if (typeof e.tool === "string")
            entry.tool = e.tool;
        if (typeof e.parameter === "string")
            entry.parameter = e.parameter;
        if (typeof e.pointer === "string")
            entry.pointer = e.pointer;
        if (typeof e.text === "string")
            entry.text = e.text;
        if (typeof expires === "string")
            entry.expires = expires;
        const key = (0,_accepted_js__WEBPACK_IMPORTED_MODULE_2__/* .entryKey */ .k2)(entry);
        const earlier = seen.get(key);
        if (earlier !== undefined)
            fail(`the same finding as entry ${earlier + 1}; keep one entry per finding`);
        seen.set(key, index);
        return entry;
    });
    return { file, entries };
}
/**
 * The `expires` date a user gave for new entries (`--expires`): a real date written YYYY-MM-DD, not before `today`.
 * @throws UsageError naming `flag`.
 */
function parseExpires(flag, text, today) {
    const date = text.trim();
    if (!isDate(date))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag}: '${text}' is not a date; expected YYYY-MM-DD, e.g. 2027-03-01`);
    if (date < today)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_1__/* .UsageError */ .eb(`${flag}: ${date} is in the past; expected today (${today}) or a later day`);
    return date;
}
/** Whether `text` is a real calendar date written YYYY-MM-DD. */
function isDate(text) {
    const m = DATE.exec(text);
    if (!m)
        return false;
    const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
    return date.toISOString().slice(0, 10) === text;
}
/**
 * The text of an accepted-findings file: JSON (2-space, trailing newline) when `format` is `json`, else YAML with a
 * header saying what the file is and how it is kept. Keys in a fixed order, so an unchanged file is rewritten
 * byte for byte. Pure.
 */
function renderAcceptedFile(entries, format) {
    const ordered = entries.map((e) => {
        const out = {};
        for (const key of ENTRY_KEYS)
            if (e[key] !== undefined)
                out[key] = e[key];
        return out;
    });
    const data = { version: 1, accepted: ordered };
    if (format === "json")
        return `${JSON.stringify(data, null, 2)}\n`;
    const header = [
        "# Findings of mcp-checkup accepted for now: they stay in every report, marked accepted, and cost nothing.",
        "# Written by `mcp-checkup accept`; each entry needs a reason, and may expire (YYYY-MM-DD).",
        "# A finding is its rule, tool, parameter, pointer into the tool's definition and text hash: a changed text is new.",
        "",
    ].join("\n");
    return `${header}${(0,yaml__WEBPACK_IMPORTED_MODULE_0__/* .stringify */ .As)(data, { lineWidth: 0 })}`;
}
/** The format of an accepted-findings file by its name: `.json` is JSON, anything else YAML. */
function acceptedFormat(file) {
    return /\.json$/i.test(file) ? "json" : "yaml";
}


/***/ })

};
