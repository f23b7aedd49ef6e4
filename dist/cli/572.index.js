export const id = 572;
export const ids = [572];
export const modules = {

/***/ 572:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   readServerJson: () => (/* binding */ readServerJson)
/* harmony export */ });
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3024);
/* harmony import */ var node_fs__WEBPACK_IMPORTED_MODULE_0___default = /*#__PURE__*/__webpack_require__.n(node_fs__WEBPACK_IMPORTED_MODULE_0__);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(1928);
/* harmony import */ var jsonc_parser__WEBPACK_IMPORTED_MODULE_1___default = /*#__PURE__*/__webpack_require__.n(jsonc_parser__WEBPACK_IMPORTED_MODULE_1__);
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(3916);
/* harmony import */ var _json_object_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(8714);
/* harmony import */ var _server_json_limits_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(1817);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(1983);
/**
 * The MCP Registry's `server.json` as a server target (issue 17 §3; reference/registry-server-json.md §4): the file's
 * first npm package is
 * launched the way a client installs it — `npx -y <identifier>@<version>` as an argv, never through a shell
 * (the schema's own warning on `Argument`) — with its runtime and package arguments and environment variables;
 * a file without an npm package is reached at its first remote over Streamable HTTP (or SSE). Other registry
 * types get a one-line "not supported yet" with the command the user can give instead.
 */







function readText(path, inputName) {
    try {
        return (0,node_fs__WEBPACK_IMPORTED_MODULE_0__.readFileSync)(path, "utf8");
    }
    catch (error) {
        const code = error.code;
        const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a folder, not a file" : (code ?? error.message);
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputName}: cannot read '${path}' (${why}); expected a server.json file`);
    }
}
const str = (v) => (typeof v === "string" ? v : undefined);
const list = (v) => (Array.isArray(v) ? v : []);
/** `{name}` in `text` replaced from `values`; names not there are left as written (the schema says so). */
function substitute(text, values) {
    return text.replace(/\{([A-Za-z0-9_.-]+)\}/g, (whole, name) => values.get(name) ?? whole);
}
/** The value of an `Input`: its `value` (variables substituted from its `variables` map), else its `default`. */
function inputValue(input) {
    const own = str(input.value) ?? str(input.default);
    if (own === undefined)
        return undefined;
    const vars = new Map();
    if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(input.variables)) {
        for (const [name, v] of Object.entries(input.variables)) {
            if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(v)) {
                const value = str(v.value) ?? str(v.default);
                if (value !== undefined)
                    vars.set(name, value);
            }
        }
    }
    return substitute(own, vars);
}
/**
 * The argv words of server.json `Argument`s: a positional argument gives its value, a named one its `name` then its
 * value (two words, which both `--flag value` parsers and short flags such as `-e` read). An argument without a
 * value or default is left out unless `isRequired`, which needs the user: `UsageError` naming it.
 * `found` collects each resolved value by `valueHint` and `name`, for `{var}` in a transport URL.
 */
function argumentWords(args, where, inputs, found, launch) {
    const words = [];
    for (const raw of list(args)) {
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(raw))
            continue;
        const value = inputValue(raw);
        const label = str(raw.name) ?? str(raw.valueHint) ?? "an argument";
        if (value === undefined) {
            if (raw.isRequired === true && !(raw.type === "named" && raw.format === "boolean")) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: ${where} needs a value for ${label}${str(raw.description) ? ` (${str(raw.description)})` : ""}, which has no default; test it with: ${inputs.commandHint([...launch, "…"])}`);
            }
            if (raw.type === "named" && raw.isRequired === true && typeof raw.name === "string")
                words.push(raw.name);
            continue;
        }
        if (raw.type === "named" && typeof raw.name === "string")
            words.push(raw.name);
        words.push(value);
        if (typeof raw.valueHint === "string")
            found.set(raw.valueHint, value);
        if (typeof raw.name === "string")
            found.set(raw.name.replace(/^-+/, ""), value);
    }
    return words;
}
/** The environment a package declares, resolved: the user's values win, then server.json's `value`, then its `default`. */
function packageEnv(pkg, inputs) {
    const env = {};
    const required = [];
    for (const raw of list(pkg.environmentVariables)) {
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(raw) || typeof raw.name !== "string")
            continue;
        const name = raw.name;
        if (raw.isRequired === true)
            required.push(name);
        const value = inputs.env[name] ?? inputValue(raw);
        if (value !== undefined)
            env[name] = value;
        else if (raw.isRequired === true && inputs.processEnv[name] === undefined) {
            const secret = raw.isSecret === true ? " (a secret)" : "";
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: server.json requires the environment variable ${name}${secret}; give it with ${inputs.envInput} ${name}=…`);
        }
    }
    for (const [name, value] of Object.entries(inputs.env))
        env[name] = value;
    return { env, required };
}
/** What to run instead for a registry type we do not launch, as an argv. */
function alternative(pkg) {
    const type = str(pkg.registryType) ?? "(no registryType)";
    const id = str(pkg.identifier) ?? "<identifier>";
    const version = str(pkg.version);
    switch (type) {
        case "pypi":
            return { type, argv: ["uvx", version ? `${id}==${version}` : id] };
        case "nuget":
            return { type, argv: ["dnx", version ? `${id}@${version}` : id, "--yes"] };
        case "oci":
            return { type, argv: ["docker", "run", "-i", "--rm", version && !id.includes(":") && !id.includes("@") ? `${id}:${version}` : id] };
        default:
            return { type, argv: undefined };
    }
}
/**
 * Reads the server.json at `path` and resolves the target a client would start. Schema validation comes later,
 * with the checks (`serverJsonProblems`): its problems are findings, and a server whose entry still launches is
 * still tested.
 * Throws `UsageError` with one line naming `inputs.inputName` when the file cannot be read or parsed, has neither an
 * npm package nor a remote (other registry types: "not supported yet" with the command to give instead), or needs
 * a value the user did not give (a required variable, header or argument); secret values are never printed.
 */
function readServerJson(path, inputs) {
    const text = readText(path, inputs.inputName);
    const errors = [];
    const doc = (0,jsonc_parser__WEBPACK_IMPORTED_MODULE_1__.parse)(text.replace(/^\uFEFF/, ""), errors, { allowTrailingComma: false, disallowComments: true });
    if (errors.length > 0 || !(0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(doc)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: '${path}' is not a JSON object; expected a server.json (https://static.modelcontextprotocol.io/schemas/${_server_json_limits_js__WEBPACK_IMPORTED_MODULE_5__/* .SERVER_JSON_SCHEMA_VERSION */ .Q}/server.schema.json)`);
    }
    const base = {
        path,
        ...(str(doc.name) !== undefined ? { name: str(doc.name) } : {}),
        ...(str(doc.version) !== undefined ? { version: str(doc.version) } : {}),
        ...(str(doc.description) !== undefined ? { description: str(doc.description) } : {}),
        document: doc,
    };
    const name = str(doc.name);
    const packages = list(doc.packages).filter(_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O);
    const npm = packages.find((p) => p.registryType === "npm");
    if (npm)
        return launchNpm(npm, base, name, inputs);
    const remote = list(doc.remotes).find(_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O);
    if (remote)
        return reachRemote(remote, base, name, inputs);
    if (packages.length === 0) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: '${path}' has neither packages nor remotes, so there is nothing to launch or reach`);
    }
    const alt = alternative(packages[0]);
    const instead = alt.argv ? `; test it with: ${inputs.commandHint(alt.argv)} (with ${inputs.envInput} for its variables)` : "; give the command that starts it instead";
    throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: launching ${alt.type} packages is not supported yet (only npm packages and remotes)${instead}`);
}
function launchNpm(pkg, base, name, inputs) {
    const identifier = str(pkg.identifier);
    const version = str(pkg.version);
    if (!identifier)
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: the npm package in server.json has no identifier`);
    const spec = version ? `${identifier}@${version}` : identifier;
    const found = new Map();
    const runtime = argumentWords(pkg.runtimeArguments, "the package's runtimeArguments", inputs, found, ["npx", "-y", spec]);
    const launch = ["-y", ...runtime, spec];
    const packageArgs = argumentWords(pkg.packageArguments, "the package's packageArguments", inputs, found, ["npx", ...launch]);
    const { env, required } = packageEnv(pkg, inputs);
    const registry = str(pkg.registryBaseUrl);
    if (registry && !/^https:\/\/registry\.npmjs\.org\/?$/.test(registry) && env.npm_config_registry === undefined && inputs.processEnv.npm_config_registry === undefined) {
        env.npm_config_registry = registry;
    }
    for (const [k, v] of Object.entries(env))
        if (!found.has(k))
            found.set(k, v);
    const transport = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(pkg.transport) ? pkg.transport : {};
    const kind = transport.type === "streamable-http" || transport.type === "sse" ? transport.type : "stdio";
    const command = { command: "npx", args: [...launch, ...packageArgs], ...(Object.keys(env).length > 0 ? { env } : {}) };
    const declared = { ...base, entry: { kind: "npm", identifier, version: version ?? "", transport: kind }, requiredEnv: required };
    if (kind === "stdio")
        return { target: { kind: "stdio", ...command, ...(name ? { name } : {}) }, declared };
    const url = substitute(str(transport.url) ?? "", found);
    if (!(0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .isHttpUrl */ .q$)(url) || /[{}]/.test(url)) {
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: the npm package's ${kind} transport URL '${str(transport.url) ?? ""}' does not resolve to an http(s) URL from its arguments and variables`);
    }
    return { target: { kind: "http", url, launch: command, ...(name ? { name } : {}) }, declared };
}
function reachRemote(remote, base, name, inputs) {
    const transport = remote.type === "sse" ? "sse" : "streamable-http";
    const vars = new Map();
    if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(remote.variables)) {
        for (const [key, v] of Object.entries(remote.variables)) {
            const value = (0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(v) ? inputValue(v) : undefined;
            if (value !== undefined)
                vars.set(key, value);
            else if ((0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(v) && v.isRequired === true) {
                throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: the remote's URL needs the variable ${key}, which has no value or default in server.json`);
            }
        }
    }
    const url = substitute(str(remote.url) ?? "", vars);
    if (!(0,_target_js__WEBPACK_IMPORTED_MODULE_3__/* .isHttpUrl */ .q$)(url) || /[{}]/.test(url))
        throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: the remote URL '${str(remote.url) ?? ""}' is not an http(s) URL once its variables are filled`);
    const headers = {};
    for (const raw of list(remote.headers)) {
        if (!(0,_json_object_js__WEBPACK_IMPORTED_MODULE_4__/* .isJsonObject */ .O)(raw) || typeof raw.name !== "string")
            continue;
        const given = Object.entries(inputs.headers).find(([k]) => k.toLowerCase() === String(raw.name).toLowerCase())?.[1];
        const value = given ?? inputValue(raw);
        if (value !== undefined)
            headers[raw.name] = value;
        else if (raw.isRequired === true) {
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_2__/* .UsageError */ .eb(`${inputs.inputName}: the remote requires the header ${raw.name}${raw.isSecret === true ? " (a secret)" : ""}; give it with ${inputs.headerInput} "${raw.name}: …"`);
        }
    }
    for (const [k, v] of Object.entries(inputs.headers))
        if (!Object.keys(headers).some((h) => h.toLowerCase() === k.toLowerCase()))
            headers[k] = v;
    return {
        target: { kind: "http", url, ...(Object.keys(headers).length > 0 ? { headers } : {}), ...(name ? { name } : {}) },
        declared: { ...base, entry: { kind: "remote", url, transport }, requiredEnv: [] },
    };
}


/***/ })

};
