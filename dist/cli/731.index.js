export const id = 731;
export const ids = [731];
export const modules = {

/***/ 5731:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  recordSession: () => (/* binding */ recordSession)
});

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/cross-spawn/index.js
var cross_spawn = __webpack_require__(546);
var cross_spawn_default = /*#__PURE__*/__webpack_require__.n(cross_spawn);
// EXTERNAL MODULE: ./src/errors.ts
var errors = __webpack_require__(3916);
// EXTERNAL MODULE: ./src/mcp/deadline.ts
var deadline = __webpack_require__(3166);
// EXTERNAL MODULE: ./src/mcp/escaped-processes.ts
var escaped_processes = __webpack_require__(4657);
// EXTERNAL MODULE: ./src/mcp/exit-status.ts
var exit_status = __webpack_require__(7285);
// EXTERNAL MODULE: ./src/mcp/process-group.ts
var process_group = __webpack_require__(5887);
// EXTERNAL MODULE: ./src/mcp/target.ts
var mcp_target = __webpack_require__(1983);
// EXTERNAL MODULE: external "node:perf_hooks"
var external_node_perf_hooks_ = __webpack_require__(643);
// EXTERNAL MODULE: external "node:string_decoder"
var external_node_string_decoder_ = __webpack_require__(6193);
// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
// EXTERNAL MODULE: ./src/mcp/line-splitter.ts
var line_splitter = __webpack_require__(1454);
// EXTERNAL MODULE: ./src/mcp/transport.ts
var transport = __webpack_require__(745);
// EXTERNAL MODULE: ./src/mcp/versions.ts
var versions = __webpack_require__(899);
// EXTERNAL MODULE: ./src/version.ts
var version = __webpack_require__(311);
;// CONCATENATED MODULE: ./src/record/trace.ts
/** The version of the trace format this build writes. */
const TRACE_VERSION = 1;

;// CONCATENATED MODULE: ./src/record/recorder.ts
/**
 * The session recorder over given streams (issue: recorder): it sits between an MCP client and a stdio server,
 * relays every byte unchanged in both directions (the chunks are written on before anything is parsed), and reads a
 * copy of each newline-delimited JSON-RPC line (MCP 2025-11-25 basic/transports §stdio) to record every
 * `tools/call` with its outcome. Batches (MCP 2025-03-26) are read member by member.
 */








/** Records one session. Create, `start()`, wait for `finished`, then take `trace()`. */
class SessionRecorder {
    streams;
    /** Resolves once both directions have ended (their readable sides ended, closed or failed). */
    finished;
    recorded = [];
    /** Keyed by the id as sent (a Map keeps 1 and "1" apart). */
    pending = new Map();
    counts = { fromClient: 0, fromServer: 0, nonJsonFromClient: 0, nonJsonFromServer: 0 };
    server = {};
    initializeIds = new Set();
    startedAt = new Date();
    started = false;
    resolveFinished;
    openDirections = 2;
    constructor(streams) {
        this.streams = streams;
        this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
    }
    /** Starts relaying both directions. Idempotent. Write errors on either side are swallowed (a dead peer is not our crash). */
    start() {
        if (this.started)
            return;
        this.started = true;
        const { fromClient, toServer, fromServer, toClient } = this.streams;
        toServer.on("error", () => { });
        toClient.on("error", () => { });
        this.relay(fromClient, toServer, (line) => this.fromClientLine(line), () => (this.counts.nonJsonFromClient += 1));
        this.relay(fromServer, toClient, (line) => this.fromServerLine(line), () => (this.counts.nonJsonFromServer += 1));
    }
    /** Stops relaying (unpipes both directions); what was recorded stays. */
    stop() {
        this.streams.fromClient.unpipe(this.streams.toServer);
        this.streams.fromServer.unpipe(this.streams.toClient);
    }
    /** The calls so far, in the order they were sent; a call without a response yet is `no-response`. */
    calls() {
        return this.recorded.map((call) => ({ ...call }));
    }
    /** The trace of the session so far. `command` describes the server; `exit` is how its process ended. */
    trace(extra = {}) {
        return {
            traceVersion: TRACE_VERSION,
            recorder: { name: "mcp-checkup", version: version/* VERSION */.x },
            server: { ...(extra.command !== undefined ? { command: extra.command } : {}), ...this.server },
            startedAt: this.startedAt.toISOString(),
            endedAt: new Date().toISOString(),
            exit: extra.exit ?? null,
            messages: { ...this.counts },
            calls: this.calls(),
        };
    }
    /** Pipes `from` into `to` unchanged (pipe first, so the bytes go on before we parse) and reads a copy line by line. */
    relay(from, to, line, overflow) {
        from.pipe(to);
        const decoder = new external_node_string_decoder_.StringDecoder("utf8");
        const splitter = new line_splitter/* LineSplitter */.g({ line, overflow });
        let ended = false;
        const end = () => {
            if (ended)
                return;
            ended = true;
            splitter.push(decoder.end());
            splitter.end();
            if (--this.openDirections === 0)
                this.resolveFinished();
        };
        from.on("data", (chunk) => splitter.push(typeof chunk === "string" ? chunk : decoder.write(chunk)));
        from.once("end", end);
        from.once("close", end);
        from.once("error", end);
    }
    fromClientLine(text) {
        if (text.trim() === "")
            return;
        const messages = (0,transport/* parseFrame */.fH)(text);
        if (!messages) {
            this.counts.nonJsonFromClient += 1;
            return;
        }
        for (const message of messages) {
            this.counts.fromClient += 1;
            if (!("method" in message) || !("id" in message) || (typeof message.id !== "string" && typeof message.id !== "number"))
                continue;
            const params = (0,json_object/* isJsonObject */.O)(message.params) ? message.params : {};
            const meta = (0,json_object/* isJsonObject */.O)(params._meta) ? params._meta : {};
            if (typeof meta[versions/* META */.Ge.protocolVersion] === "string")
                this.server.protocolVersion = meta[versions/* META */.Ge.protocolVersion];
            if (message.method === "initialize")
                this.initializeIds.add(message.id);
            if (message.method !== "tools/call")
                continue;
            const call = {
                id: message.id,
                tool: typeof params.name === "string" ? params.name : null,
                ...("arguments" in params ? { arguments: params.arguments } : {}),
                startedAt: new Date().toISOString(),
                endedAt: null,
                durationMs: null,
                status: "no-response",
                result: null,
                error: null,
                isError: false,
            };
            this.recorded.push(call);
            this.pending.set(message.id, { call, started: external_node_perf_hooks_.performance.now() });
        }
    }
    fromServerLine(text) {
        if (text.trim() === "")
            return;
        const messages = (0,transport/* parseFrame */.fH)(text);
        if (!messages) {
            this.counts.nonJsonFromServer += 1;
            return;
        }
        for (const message of messages) {
            this.counts.fromServer += 1;
            if ("method" in message || (typeof message.id !== "string" && typeof message.id !== "number"))
                continue;
            const key = message.id;
            this.learnServer(message, this.initializeIds.delete(key));
            const entry = this.pending.get(key);
            if (!entry)
                continue;
            this.pending.delete(key);
            const { call } = entry;
            call.endedAt = new Date().toISOString();
            call.durationMs = Math.round((external_node_perf_hooks_.performance.now() - entry.started) * 10) / 10;
            if (message.error !== undefined) {
                call.status = "error";
                call.error = message.error;
            }
            else {
                call.status = "result";
                call.result = message.result ?? null;
                call.isError = (0,json_object/* isJsonObject */.O)(message.result) && message.result.isError === true;
            }
        }
    }
    /** Server name, version and protocol version from an initialize result, or serverInfo from a modern result's `_meta`. */
    learnServer(message, isInitialize) {
        const result = "result" in message && (0,json_object/* isJsonObject */.O)(message.result) ? message.result : undefined;
        if (!result)
            return;
        const meta = (0,json_object/* isJsonObject */.O)(result._meta) ? result._meta : {};
        const info = isInitialize ? result.serverInfo : meta[versions/* META */.Ge.serverInfo];
        if ((0,json_object/* isJsonObject */.O)(info)) {
            if (typeof info.name === "string")
                this.server.name = info.name;
            if (typeof info.version === "string")
                this.server.version = info.version;
        }
        if (isInitialize && typeof result.protocolVersion === "string")
            this.server.protocolVersion = result.protocolVersion;
    }
}

// EXTERNAL MODULE: ./src/files/safe-write.ts
var safe_write = __webpack_require__(8196);
;// CONCATENATED MODULE: ./src/record/trace-file.ts
/** Writing a session trace atomically: an exclusive temporary file beside the target, then a rename over it. */

/**
 * Writes `trace` as pretty JSON to `path` atomically and without following links (`writeFileAtomic`): readers see
 * the old file or the whole new one, never a part. Throws the file system's error (ENOENT for a missing folder,
 * EACCES); the temporary file is removed then.
 */
function writeTraceFile(path, trace) {
    (0,safe_write/* writeFileAtomic */.Zf)(path, `${JSON.stringify(trace, null, 2)}\n`);
}

;// CONCATENATED MODULE: ./src/record/run-record.ts
/**
 * `mcp-checkup record`: put where an MCP client starts the server, it starts the server, relays every byte between
 * the client (our stdin/stdout) and the server unchanged, and writes the session trace when the session ends —
 * the server exited, the client went away (stdin ended or stdout broke), or we got SIGINT/SIGTERM/SIGHUP — even with
 * zero calls. Our own lines go to stderr only (stdout belongs to the protocol); the server's stderr is relayed to
 * ours unchanged. Shutdown follows MCP 2025-11-25 basic/lifecycle §Shutdown (stdio): close the server's stdin, wait,
 * then SIGTERM and SIGKILL its whole process group, and kill what left the group (`escaped-processes.ts`). The trace
 * has the target's secrets redacted (the relay itself is left byte for byte).
 */











/** Signals that end a session gracefully: the server is stopped and the trace written before we return. */
const STOP_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"];
/**
 * Runs one recorded session and resolves with the exit code to pass on: the server's exit code, 128 + signal
 * number when it was killed by a signal, 127 when its command was not found and 126 when it could not be executed;
 * when we were interrupted (SIGINT, SIGTERM, SIGHUP), 128 + that signal's number (130, 143, 129) whatever the server
 * did then. The trace is written in every case. Throws `UsageError` for a target that is not stdio and for an
 * output path whose folder does not exist, before anything starts.
 */
async function recordSession(options) {
    const { target, output, stdin, stdout, stderr } = options;
    if (target.kind !== "stdio")
        throw new errors/* UsageError */.eb("record: the server must be a command (after --) or a --config entry with a command, not a URL");
    const folder = (0,external_node_path_.dirname)((0,external_node_path_.resolve)(output));
    if (!(0,external_node_fs_.existsSync)(folder) || !(0,external_node_fs_.statSync)(folder).isDirectory())
        throw new errors/* UsageError */.eb(`-o, --output: folder '${folder}' does not exist`);
    const redactor = (0,mcp_target/* redactorFor */.sD)(target);
    const log = (text) => stderr(`mcp-checkup record: ${redactor.text(text)}\n`);
    const command = (0,mcp_target/* describeTarget */.ff)(target);
    const write = (trace) => writeTraceFile(output, redactor.json(trace));
    const tag = (0,escaped_processes/* newProcessTag */.CL)();
    const child = cross_spawn_default()(target.command, target.args, {
        cwd: target.cwd,
        env: { ...process.env, ...target.env, [escaped_processes/* TAG_VARIABLE */.iA]: tag },
        stdio: ["pipe", "pipe", "pipe"],
        detached: process.platform !== "win32",
        windowsHide: true,
    });
    const spawnError = await new Promise((resolveSpawn) => {
        child.once("spawn", () => resolveSpawn(undefined));
        child.once("error", (error) => resolveSpawn(error));
    });
    const recorder = new SessionRecorder({ fromClient: stdin, toServer: child.stdin, fromServer: child.stdout, toClient: stdout });
    if (spawnError) {
        log(`could not start '${command}': ${spawnError.code === "ENOENT" ? "command not found" : spawnError.message}`);
        write(recorder.trace({ command, exit: null }));
        return spawnError.code === "ENOENT" ? 127 : 126;
    }
    child.on("error", () => { });
    const pid = child.pid;
    const killNow = () => {
        try {
            process.kill(process.platform === "win32" ? pid : -pid, "SIGKILL");
        }
        catch {
            // already gone
        }
        (0,escaped_processes/* killTaggedProcesses */.YC)(tag);
    };
    process.on("exit", killNow); // if we die first, the server must not outlive us
    const exited = new Promise((resolveExit) => child.once("exit", (code, signal) => resolveExit({ code, signal })));
    let stopping;
    const stop = (why, graceMs) => {
        stopping ??= (async () => {
            log(why);
            child.stdin?.end();
            const done = await (0,deadline/* settlesWithin */.o)(exited, graceMs);
            if (!done)
                await (0,process_group/* killGroup */.i0)(pid);
        })();
    };
    let interrupted;
    const onSignal = (signal) => {
        interrupted ??= signal;
        stop(`got ${signal}; stopping the server`, 0);
    };
    const unsubscribe = options.onSignal?.(onSignal);
    const processSignals = unsubscribe ? ["SIGHUP"] : STOP_SIGNALS;
    for (const signal of processSignals)
        process.on(signal, onSignal);
    stdin.once("end", () => stop("the client closed stdin; waiting for the server to exit", options.graceMs ?? 2000));
    stdout.once("error", () => stop("the client stopped reading (stdout broke); stopping the server", 0));
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text) => stderr(text));
    recorder.start();
    const exit = await exited;
    // What the server wrote just before exiting still reaches the client; then the process group goes.
    await (0,deadline/* settlesWithin */.o)(recorder.finished, 200);
    await (0,process_group/* killGroup */.i0)(pid, 500);
    const escaped = await (0,escaped_processes/* endTaggedProcesses */.$M)(tag);
    if (escaped.length > 0)
        log(`killed ${escaped.length} process(es) the server left running outside its process group (${escaped.map((p) => p.command).join(", ")})`);
    for (const signal of processSignals)
        process.removeListener(signal, onSignal);
    unsubscribe?.();
    process.removeListener("exit", killNow);
    recorder.stop();
    stdin.pause();
    try {
        write(recorder.trace({ command, exit }));
        log(`${recorder.calls().length} tools/call recorded to ${output}`);
    }
    catch (error) {
        log(`could not write ${output}: ${error.message}`);
    }
    if (interrupted !== undefined)
        return (0,exit_status/* signalExitCode */.c)(interrupted);
    return exit.signal ? (0,exit_status/* signalExitCode */.c)(exit.signal) : (exit.code ?? 1);
}


/***/ })

};
