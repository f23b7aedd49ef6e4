export const id = 252;
export const ids = [252];
export const modules = {

/***/ 4871:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runNotesServer: () => (/* binding */ runNotesServer)
});

// UNUSED EXPORTS: NotesServer, SAMPLE_SERVER_INFO, SAMPLE_VERSIONS, parseSampleArgs

// EXTERNAL MODULE: external "node:readline"
var external_node_readline_ = __webpack_require__(481);
// EXTERNAL MODULE: ./src/sample/notes-store.ts
var notes_store = __webpack_require__(3063);
;// CONCATENATED MODULE: ./src/sample/notes-tools.ts
/**
 * The sample server's tool definitions (MCP 2025-11-25 server/tools §Tool): names, descriptions that tell a
 * model when to use each tool, closed input schemas with `required` lists, output schemas, and annotations
 * (`readOnlyHint`, `destructiveHint`, `idempotentHint`, `openWorldHint`).
 */
/** The JSON Schema of one note, as every tool returns it. */
const NOTE = {
    type: "object",
    properties: {
        title: { type: "string", description: "Unique title of the note." },
        body: { type: "string", description: "Text of the note." },
        tags: { type: "array", items: { type: "string" }, description: "Labels attached to the note." },
    },
    required: ["title", "body", "tags"],
    additionalProperties: false,
};
const LIMIT = {
    type: "integer",
    minimum: 1,
    maximum: 100,
    description: "Largest number of notes to return (1-100). Without it, every matching note is returned.",
};
const TITLE = {
    type: "string",
    minLength: 1,
    maxLength: 200,
    description: "Exact title of the note (case-sensitive).",
};
/** The sample server's tools, in listing order. */
const NOTES_TOOLS = [
    {
        name: "create_note",
        title: "Create or update a note",
        description: "Save a note. When no note has this title, a new note is created; when one exists, its body and tags are replaced. Returns the stored note and whether it was created.",
        inputSchema: {
            type: "object",
            properties: {
                title: { ...TITLE, description: "Unique title of the note; saving an existing title updates that note." },
                body: { type: "string", maxLength: 10000, description: "Text of the note (plain text, at most 10,000 characters)." },
                tags: { type: "array", items: { type: "string", minLength: 1, maxLength: 50 }, maxItems: 20, description: "Optional labels for finding the note later." },
            },
            required: ["title", "body"],
            additionalProperties: false,
        },
        outputSchema: {
            type: "object",
            properties: { note: NOTE, created: { type: "boolean", description: "True when a new note was created." } },
            required: ["note", "created"],
            additionalProperties: false,
        },
        annotations: { title: "Create or update a note", readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    {
        name: "get_note",
        title: "Get a note",
        description: "Read one note by its exact title. Answers found: false when no note has that title.",
        inputSchema: { type: "object", properties: { title: TITLE }, required: ["title"], additionalProperties: false },
        outputSchema: {
            type: "object",
            properties: { found: { type: "boolean", description: "Whether a note has this title." }, note: NOTE },
            required: ["found"],
            additionalProperties: false,
        },
        annotations: { title: "Get a note", readOnlyHint: true, openWorldHint: false },
    },
    {
        name: "list_notes",
        title: "List notes",
        description: "List stored notes, oldest first. Use limit to return only the first notes.",
        inputSchema: { type: "object", properties: { limit: LIMIT }, required: [], additionalProperties: false },
        outputSchema: {
            type: "object",
            properties: { notes: { type: "array", items: NOTE, description: "The notes, oldest first." } },
            required: ["notes"],
            additionalProperties: false,
        },
        annotations: { title: "List notes", readOnlyHint: true, openWorldHint: false },
    },
    {
        name: "search_notes",
        title: "Search notes",
        description: "Find notes whose title, body or tags contain the query text (case-insensitive), oldest first.",
        inputSchema: {
            type: "object",
            properties: {
                query: { type: "string", minLength: 1, maxLength: 200, description: "Text to look for in titles, bodies and tags." },
                limit: LIMIT,
            },
            required: ["query"],
            additionalProperties: false,
        },
        outputSchema: {
            type: "object",
            properties: { notes: { type: "array", items: NOTE, description: "Matching notes, oldest first." } },
            required: ["notes"],
            additionalProperties: false,
        },
        annotations: { title: "Search notes", readOnlyHint: true, openWorldHint: false },
    },
    {
        name: "delete_note",
        title: "Delete a note",
        description: "Delete the note with this exact title. Answers deleted: false when no note had that title.",
        inputSchema: { type: "object", properties: { title: TITLE }, required: ["title"], additionalProperties: false },
        outputSchema: {
            type: "object",
            properties: { deleted: { type: "boolean", description: "Whether a note was deleted." } },
            required: ["deleted"],
            additionalProperties: false,
        },
        annotations: { title: "Delete a note", readOnlyHint: false, destructiveHint: true, idempotentHint: true, openWorldHint: false },
    },
];
/**
 * Why `value` does not fit `schema`, or undefined when it fits. Covers the keywords the sample's schemas use:
 * type, required, properties, additionalProperties: false, items, minLength/maxLength, minimum/maximum,
 * maxItems. `at` names the value in the message (`title`, `tags[0]`).
 */
function whyInvalid(schema, value, at = "arguments") {
    const kind = value === null ? "null" : Array.isArray(value) ? "array" : Number.isInteger(value) ? "integer" : typeof value;
    const type = schema.type;
    if (typeof type === "string" && type !== kind && !(type === "number" && kind === "integer"))
        return `${at} must be ${type === "integer" ? "an integer" : `a ${type}`}`;
    const num = (k) => (typeof schema[k] === "number" ? schema[k] : undefined);
    if (typeof value === "string") {
        const n = [...value].length;
        if (n < (num("minLength") ?? 0))
            return `${at} must not be empty`;
        if (n > (num("maxLength") ?? Infinity))
            return `${at} must have at most ${num("maxLength")} characters`;
    }
    if (typeof value === "number") {
        if (value < (num("minimum") ?? -Infinity))
            return `${at} must be at least ${num("minimum")}`;
        if (value > (num("maximum") ?? Infinity))
            return `${at} must be at most ${num("maximum")}`;
    }
    if (Array.isArray(value)) {
        if (value.length > (num("maxItems") ?? Infinity))
            return `${at} must have at most ${num("maxItems")} items`;
        const items = schema.items;
        for (const [i, item] of value.entries()) {
            const why = items ? whyInvalid(items, item, `${at}[${i}]`) : undefined;
            if (why)
                return why;
        }
    }
    if (kind === "object") {
        const obj = value;
        const props = (schema.properties ?? {});
        for (const name of (schema.required ?? []))
            if (obj[name] === undefined)
                return `missing required argument '${name}'`;
        for (const [name, v] of Object.entries(obj)) {
            const prop = props[name];
            if (!prop) {
                if (schema.additionalProperties === false)
                    return `unknown argument '${name}'`;
                continue;
            }
            const why = whyInvalid(prop, v, at === "arguments" ? name : `${at}.${name}`);
            if (why)
                return why;
        }
    }
    return undefined;
}

;// CONCATENATED MODULE: ./src/sample/notes-server.ts



/**
 * The bundled sample server (`mcp-checkup sample-server [--bug MODE]`): a small, correct MCP notes server over
 * stdio with no dependencies beyond `node:*`. It speaks the initialize handshake, 2024-11-05 … 2025-11-25
 * (MCP 2025-11-25 basic/lifecycle §Initialization: the requested version when supported, else the newest),
 * answers an unknown tool with JSON-RPC -32602 and invalid arguments with an `isError` result
 * (MCP 2025-11-25 server/tools §Error Handling), and returns `structuredContent` matching each `outputSchema`
 * with the same JSON in a text block (server/tools §Structured Content).
 */
/** Revisions the sample server speaks, newest first. */
const SAMPLE_VERSIONS = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"];
/** The sample server's `serverInfo`. */
const SAMPLE_SERVER_INFO = { name: "mcp-checkup-sample-notes", title: "MCP Checkup sample notes server", version: "1.0.0" };
const INSTRUCTIONS = "A notes server for trying MCP Checkup. Notes live in memory and are lost when the server stops. Use create_note to save, get_note or search_notes to read, delete_note to remove.";
const rpcError = (code, message) => ({ code, message });
/** A tool result carrying `structured` both as `structuredContent` and as JSON text. */
const structured = (value) => ({ content: [{ type: "text", text: JSON.stringify(value) }], structuredContent: value });
/** A tool error the model can act on. */
const toolError = (message) => ({ content: [{ type: "text", text: message }], isError: true });
/** Parses `--bug MODE` from argv. Throws `Error` naming the accepted modes for an unknown one. */
function parseSampleArgs(argv) {
    const at = argv.indexOf("--bug");
    if (at < 0)
        return {};
    const mode = argv[at + 1];
    if (!notes_store/* SAMPLE_BUGS */.v_.includes(mode))
        throw new Error(`--bug must be one of ${notes_store/* SAMPLE_BUGS */.v_.join(", ")}; got ${mode ?? "nothing"}`);
    return { bug: mode };
}
/** The sample server's request handling, without any I/O: one JSON-RPC message in, at most one out. */
class NotesServer {
    store;
    constructor(bug) {
        this.store = new notes_store/* NotesStore */.DM(bug);
    }
    /**
     * Handles one line of input. Returns the response line, or undefined for a notification or a response.
     * Malformed JSON gets -32700 with `id: null`; a message that is not a request gets -32600.
     */
    handleLine(line) {
        let msg;
        try {
            msg = JSON.parse(line);
        }
        catch {
            return JSON.stringify({ jsonrpc: "2.0", id: null, error: rpcError(-32700, "Parse error: the line is not valid JSON") });
        }
        if (msg === null || typeof msg !== "object" || Array.isArray(msg)) {
            return JSON.stringify({ jsonrpc: "2.0", id: null, error: rpcError(-32600, "Invalid request: expected a JSON-RPC object") });
        }
        const m = msg;
        const id = m.id;
        if (typeof m.method !== "string") {
            if ("result" in m || "error" in m)
                return undefined; // a response to nothing we sent
            return JSON.stringify({ jsonrpc: "2.0", id: id ?? null, error: rpcError(-32600, "Invalid request: method is missing") });
        }
        if (id === undefined)
            return undefined; // a notification (notifications/initialized, cancelled …)
        const params = m.params !== null && typeof m.params === "object" && !Array.isArray(m.params) ? m.params : {};
        const answer = this.dispatch(m.method, params);
        return JSON.stringify({ jsonrpc: "2.0", id, ...("code" in answer ? { error: answer } : { result: answer }) });
    }
    dispatch(method, params) {
        switch (method) {
            case "initialize": {
                const asked = params.protocolVersion;
                const version = SAMPLE_VERSIONS.find((v) => v === asked) ?? SAMPLE_VERSIONS[0];
                return { protocolVersion: version, capabilities: { tools: { listChanged: false } }, serverInfo: SAMPLE_SERVER_INFO, instructions: INSTRUCTIONS };
            }
            case "ping":
                return {};
            case "tools/list":
                return { tools: NOTES_TOOLS };
            case "tools/call":
                return this.call(params);
            default:
                return rpcError(-32601, `Method not found: ${method}`);
        }
    }
    call(params) {
        const tool = NOTES_TOOLS.find((t) => t.name === params.name);
        if (!tool)
            return rpcError(-32602, `Unknown tool: ${String(params.name)}. Call tools/list for the available tools.`);
        const args = params.arguments === undefined ? {} : params.arguments;
        if (args === null || typeof args !== "object" || Array.isArray(args))
            return rpcError(-32602, "Invalid params: arguments must be an object");
        const why = whyInvalid(tool.inputSchema, args);
        if (why)
            return toolError(`Invalid arguments for ${tool.name}: ${why}.`);
        const a = args;
        const note = (n) => ({ title: n.title, body: n.body, tags: n.tags });
        switch (tool.name) {
            case "create_note": {
                const saved = this.store.save(a.title, a.body, a.tags ?? []);
                return structured({ note: note(saved.note), created: saved.created });
            }
            case "get_note": {
                const found = this.store.get(a.title);
                return structured(found ? { found: true, note: note(found) } : { found: false });
            }
            case "list_notes":
                return structured({ notes: this.store.list(a.limit).map(note) });
            case "search_notes":
                return structured({ notes: this.store.search(a.query, a.limit).map(note) });
            case "delete_note":
                return structured({ deleted: this.store.delete(a.title) });
        }
    }
}
/**
 * Serves the sample notes server on `stdin`/`stdout` (newline-delimited JSON-RPC, MCP 2025-11-25
 * basic/transports §stdio) until `stdin` ends. `argv` takes `--bug silent-skip|lose-on-write|limit-ignored`.
 * Resolves when the input ends or the client stops reading (a write fails: EPIPE); rejects with `Error` for an
 * unknown `--bug` mode before serving.
 */
async function runNotesServer(argv, stdin, stdout) {
    const server = new NotesServer(parseSampleArgs(argv).bug);
    const lines = (0,external_node_readline_.createInterface)({ input: stdin, crlfDelay: Infinity });
    let gone = false;
    lines.on("line", (line) => {
        if (gone || line.trim().length === 0)
            return;
        const reply = server.handleLine(line);
        if (reply !== undefined)
            stdout.write(`${reply}\n`);
    });
    await new Promise((resolve) => {
        lines.once("close", () => resolve());
        // The client closed its end (EPIPE): nothing can be answered any more, so serving ends quietly, not with a trace.
        stdout.on("error", () => {
            gone = true;
            lines.close();
        });
    });
}


/***/ })

};
