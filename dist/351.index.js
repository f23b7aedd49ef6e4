export const id = 351;
export const ids = [351];
export const modules = {

/***/ 2351:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

__webpack_require__.r(__webpack_exports__);
/* harmony export */ __webpack_require__.d(__webpack_exports__, {
/* harmony export */   connectHttp: () => (/* binding */ connectHttp)
/* harmony export */ });
/* harmony import */ var _errors_js__WEBPACK_IMPORTED_MODULE_0__ = __webpack_require__(3916);
/* harmony import */ var _connect_transport_js__WEBPACK_IMPORTED_MODULE_1__ = __webpack_require__(140);
/* harmony import */ var _http_exchange_js__WEBPACK_IMPORTED_MODULE_2__ = __webpack_require__(9518);
/* harmony import */ var _http_transport_js__WEBPACK_IMPORTED_MODULE_3__ = __webpack_require__(8582);
/* harmony import */ var _target_js__WEBPACK_IMPORTED_MODULE_4__ = __webpack_require__(1983);
/* harmony import */ var _target_transport_js__WEBPACK_IMPORTED_MODULE_5__ = __webpack_require__(9783);
/* harmony import */ var _versions_js__WEBPACK_IMPORTED_MODULE_6__ = __webpack_require__(899);
/**
 * Connecting to an `http` target: Streamable HTTP first, then the deprecated HTTP+SSE transport when the server
 * answered every POST with 400, 404 or 405 and no JSON-RPC body (MCP 2026-07-28 basic/transports/streamable-http
 * §Backward Compatibility, "HTTP+SSE Transport (2024-11-05)"; MCP 2025-03-26 basic/transports §Backwards
 * Compatibility). A pinned modern revision never falls back: HTTP+SSE is a legacy-only transport.
 */







/**
 * Completes the handshake with an `http` target and resolves with the connection. With `target.launch`, the
 * command is started first and stopped when the connection closes (and when connecting fails). Throws
 * `ServerStartError` when neither transport works (both reasons in its message), `UsageError` for a URL that does
 * not parse or whose port fetch refuses (a new user's server on port 6000 was graded F for it), or an invalid
 * `options.protocol`.
 */
async function connectHttp(target, options) {
    (0,_target_js__WEBPACK_IMPORTED_MODULE_4__/* .checkHttpUrl */ .Om)(target.url);
    const startTimeoutMs = options.startTimeoutMs ?? options.timeoutMs;
    const made = [];
    const streamable = (0,_target_transport_js__WEBPACK_IMPORTED_MODULE_5__/* .transportFactory */ .S)(target, { kind: "streamable-http", startTimeoutMs });
    try {
        return await (0,_connect_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .connectTransport */ .g)(() => {
            const transport = streamable();
            made.push(transport);
            return transport;
        }, options);
    }
    catch (error) {
        // Nothing listening there is a finding about the server; a port fetch will not use is the URL we were given.
        if (error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4 && error.message.includes(_http_exchange_js__WEBPACK_IMPORTED_MODULE_2__/* .BLOCKED_PORT */ .Fv))
            throw blockedPortError(target.url);
        const pinnedModern = options.protocol !== "auto" && options.protocol !== "legacy" && (0,_versions_js__WEBPACK_IMPORTED_MODULE_6__/* .isModernVersion */ .mX)(options.protocol);
        if (!(error instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4) || pinnedModern || !made.some((t) => t.suggestsSseFallback()))
            throw error;
        try {
            return await (0,_connect_transport_js__WEBPACK_IMPORTED_MODULE_1__/* .connectTransport */ .g)((0,_target_transport_js__WEBPACK_IMPORTED_MODULE_5__/* .transportFactory */ .S)(target, { kind: "http+sse", startTimeoutMs }), options);
        }
        catch (sseError) {
            if (!(sseError instanceof _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4))
                throw sseError;
            throw new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .ServerStartError */ .K4(`${error.message}\nThe deprecated HTTP+SSE transport did not work either: ${sseError.message}`, sseError.stderrTail || error.stderrTail);
        }
    }
}
/** The `UsageError` for a URL whose port `fetch` will not connect to ({@link BLOCKED_PORT}). */
function blockedPortError(url) {
    const port = new URL(url).port;
    return new _errors_js__WEBPACK_IMPORTED_MODULE_0__/* .OptionError */ .eR("url", (say) => `${say("url")}: '${(0,_target_js__WEBPACK_IMPORTED_MODULE_4__/* .urlForMessage */ .Og)(url)}' uses port ${port}, which fetch refuses to connect to (the Fetch standard blocks it); serve the MCP endpoint on another port`);
}


/***/ })

};
