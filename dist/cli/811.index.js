export const id = 811;
export const ids = [811];
export const modules = {

/***/ 2811:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readServerConfig: () => (/* binding */ readServerConfig)
/* harmony export */ });
/* unused harmony exports CONFIG_VARIABLES, workspaceFolderOf */
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(8161);
/* harmony import */ var node_os__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(node_os__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(6760);
/* harmony import */ var node_path__WEBPACK_IMPORTED_MODULE_2___default = /*#__PURE__*/__webpack_require__.n(node_path__WEBPACK_IMPORTED_MODULE_2__);
/* harmony import */ var _secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(6892);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1928);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_4___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_4__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(3916);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(8714);
/**
 * Reads a server target from an MCP client config file (DESIGN.md "Targets"): Claude Desktop and Cursor style
 * (`{"mcpServers": {NAME: entry}}`), VS Code style (`{"servers": {NAME: entry}}`, also nested as
 * `{"mcp": {"servers": …}}` in settings.json). An entry is a stdio server (`command`, `args`, `env`, `cwd`) or
 * an HTTP one (`url`, `headers`, or `type: "http" | "sse"`). The variables VS Code and Cursor fill in these files
 * are filled the same way (see `expandVariables`); any other `${…}` is refused.
 */







/**
 * The target named `serverName` in the config file at `path` (or its only server when no name is given), its
 * variables filled (`expandVariables`). A relative `cwd` is resolved against the file's folder. Throws
 * `UsageError` with a one-line message naming the file when it is missing or unreadable, is not valid JSON (with
 * the position when known), has no servers section, does not have the named server (the known names are listed),
 * has several servers and no name was given, has an entry without `command` or `url` or with fields of the wrong
 * type, or uses a variable that cannot be filled.
 */
function readServerConfig(path, serverName, sources = {}) {
    const config = parseConfig(path, readConfig(path));
    const servers = serversSection(config);
    if (!servers)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" has no "mcpServers" or "servers" section.`);
    const names = Object.keys(servers);
    const name = pickName(path, names, serverName);
    return expandVariables(toTarget(path, name, servers[name]), path, sources);
}
/** The variables {@link expandVariables} fills, as its error message lists them. */
const CONFIG_VARIABLES = "${workspaceFolder}, ${workspaceFolderBasename}, ${userHome}, ${env:NAME}, ${pathSeparator} and ${/}";
/**
 * The folder `${workspaceFolder}` names for a config file: the parent of the file's folder when that folder is
 * `.vscode` or `.cursor` (a workspace's `.vscode/mcp.json`, `.cursor/mcp.json`), else the file's own folder (a
 * Claude Desktop or user-level file: the nearest thing to a workspace it has). Absolute. Pure.
 */
function workspaceFolderOf(configPath) {
    const folder = (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)(configPath));
    return [".vscode", ".cursor"].includes((0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(folder)) ? (0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(folder) : folder;
}
/**
 * `target` with the variables VS Code and Cursor fill in MCP config files filled in `command`, `args`, `env`
 * values, `cwd`, `url` and `headers` values (issue 15: `${workspaceFolder}` reached the server literally and it
 * failed to start): `${workspaceFolder}` ({@link workspaceFolderOf}: from where the file is, never from `--cwd` or
 * the shell's working directory), `${workspaceFolderBasename}`, `${userHome}`, `${env:NAME}` (this process's
 * environment with the `--env` values over it), `${pathSeparator}` and `${/}`; a relative `cwd` is then resolved
 * against the file's folder. An `env` entry that `overrides`
 * replaces is left alone. Values that `${env:NAME}` put in are secrets when their name or shape says so
 * (`secretsOfNamedValue`): they go in the target's `secrets`, so reports redact them wherever they land.
 * Throws `UsageError` (one line naming the server, the field and the variable, and what is accepted) for any other
 * `${…}` — `${input:…}` prompts the user, which a checkup cannot — and for `${env:NAME}` with NAME unset.
 */
function expandVariables(target, path, sources = {}) {
    const overrides = sources.overrides ?? {};
    const env = { ...(sources.env ?? process.env), ...overrides };
    const workspace = workspaceFolderOf(path);
    const secrets = new Set();
    const where = `Server "${target.name ?? ""}" in config file "${path}"`;
    const fill = (value, field, envName) => value.replace(/\$\{([^}]*)\}/g, (whole, name) => {
        if (name === "workspaceFolder")
            return workspace;
        if (name === "workspaceFolderBasename")
            return (0,node_path__WEBPACK_IMPORTED_MODULE_2__.basename)(workspace);
        if (name === "userHome")
            return sources.home ?? (0,node_os__WEBPACK_IMPORTED_MODULE_1__.homedir)();
        if (name === "pathSeparator" || name === "/")
            return node_path__WEBPACK_IMPORTED_MODULE_2__.sep;
        const variable = /^env:(.+)$/.exec(name)?.[1];
        if (variable !== undefined) {
            const filled = env[variable];
            if (filled === undefined)
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OptionError */ .eR("env", (say) => `${where}: ${whole} in ${field}: ${variable} is not set; set it or pass ${say("env", `${variable}=VALUE`)}`);
            for (const secret of (0,_secrets_secret_values_js__WEBPACK_IMPORTED_MODULE_3__/* .secretsOfNamedValue */ .xc)(variable, filled))
                secrets.add(secret);
            return filled;
        }
        const problem = `${where}: ${whole} in ${field} cannot be filled (mcp-checkup fills ${CONFIG_VARIABLES}); `;
        if (envName === undefined)
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${problem}write the value into the file`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OptionError */ .eR("env", (say) => `${problem}pass the value with ${say("env", `${envName}=VALUE`)}`);
    });
    const map = (values, field, isEnv) => values === undefined
        ? undefined
        : Object.fromEntries(Object.entries(values).map(([k, v]) => [k, isEnv && k in overrides ? v : fill(v, `${field}.${k}`, isEnv ? k : undefined)]));
    let filled;
    if (target.kind === "http") {
        const headers = map(target.headers, "headers", false);
        filled = { ...target, url: fill(target.url, "url"), ...(headers ? { headers } : {}) };
    }
    else {
        const envValues = map(target.env, "env", true);
        filled = {
            ...target,
            command: fill(target.command, "command"),
            args: target.args.map((a, i) => fill(a, `args[${i}]`)),
            ...(envValues ? { env: envValues } : {}),
            ...(target.cwd !== undefined ? { cwd: (0,node_path__WEBPACK_IMPORTED_MODULE_2__.resolve)((0,node_path__WEBPACK_IMPORTED_MODULE_2__.dirname)(path), fill(target.cwd, "cwd")) } : {}),
        };
    }
    return secrets.size > 0 ? { ...filled, secrets: [...(filled.secrets ?? []), ...secrets] } : filled;
}
function readConfig(path) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, "utf8");
    }
    catch (error) {
        const code = error.code;
        if (code === "ENOENT")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" does not exist.`);
        if (code === "EISDIR")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" is a folder, not a file.`);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" cannot be read (${code ?? error.message}).`);
    }
}
/**
 * Parses a config file as JSON with comments and trailing commas allowed (JSONC, what VS Code's `mcp.json` and
 * Cursor's files may hold), through jsonc-parser. Throws `UsageError` naming the file, line and column.
 */
function parseConfig(path, text) {
    const errors = [];
    const value = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_4__.parse)(text.replace(/^\uFEFF/, ""), errors, { allowTrailingComma: true, disallowComments: false });
    const first = errors[0];
    if (first) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" is not valid JSON at line ${lineColumn(text, first.offset)}: ${words((0,jsonc_parser__WEBPACK_IMPORTED_MODULE_4__.printParseErrorCode)(first.error))}.`);
    }
    return value;
}
/** `CommaExpected` → `comma expected` (jsonc-parser's error names, as a reader says them). */
function words(code) {
    return code.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}
/** "3, column 5" for a character offset in `text` (1-based line and column). */
function lineColumn(text, offset) {
    const before = text.slice(0, offset).split("\n");
    return `${before.length}, column ${before.at(-1).length + 1}`;
}
function serversSection(config) {
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .O)(config))
        return undefined;
    const nested = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .O)(config.mcp) ? config.mcp.servers : undefined;
    const section = config.mcpServers ?? config.servers ?? nested;
    return (0,_json_object_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .O)(section) ? section : undefined;
}
function pickName(path, names, serverName) {
    const known = names.map((n) => `"${n}"`).join(", ");
    if (serverName !== undefined) {
        if (names.includes(serverName))
            return serverName;
        const listed = names.length ? `; it has ${known}` : "; it defines no servers";
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" has no server named "${serverName}"${listed}.`);
    }
    if (names.length === 1)
        return names[0];
    if (names.length === 0)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`Config file "${path}" defines no servers.`);
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .OptionError */ .eR("server", (say) => `Config file "${path}" defines several servers (${known}); pass ${say("server", "NAME")} to choose one.`);
}
function toTarget(path, name, entry) {
    const where = `Server "${name}" in config file "${path}"`;
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .O)(entry))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${where} is not an object.`);
    const type = entry.type;
    if (typeof entry.url === "string" || type === "http" || type === "sse" || type === "streamable-http") {
        if (typeof entry.url !== "string" || entry.url === "")
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${where} is an HTTP server but has no "url".`);
        const headers = stringMap(entry.headers, `${where}: "headers"`);
        return { kind: "http", url: entry.url, name, ...(headers ? { headers } : {}) };
    }
    if (typeof entry.command !== "string" || entry.command === "")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${where} has neither "command" nor "url".`);
    const args = entry.args ?? [];
    if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${where}: "args" must be a list of strings.`);
    }
    const env = stringMap(entry.env, `${where}: "env"`);
    if (entry.cwd !== undefined && typeof entry.cwd !== "string")
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${where}: "cwd" must be a string.`);
    return {
        kind: "stdio",
        command: entry.command,
        args,
        name,
        ...(env ? { env } : {}),
        ...(entry.cwd !== undefined ? { cwd: entry.cwd } : {}), // resolved once its variables are filled
    };
}
/** A `{name: string}` map; numbers and booleans are turned into strings (as editors do for env values). */
function stringMap(value, what) {
    if (value === undefined || value === null)
        return undefined;
    if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_6__/* .isJsonObject */ .O)(value))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${what} must be an object of names to strings.`);
    const out = {};
    for (const [key, v] of Object.entries(value)) {
        if (typeof v === "string" || typeof v === "number" || typeof v === "boolean")
            out[key] = String(v);
        else
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_5__/* .UsageError */ .eb(`${what}: the value of "${key}" must be a string.`);
    }
    return out;
}


/***/ })

};
