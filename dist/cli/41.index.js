export const id = 41;
export const ids = [41];
export const modules = {

/***/ 7041:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  CHECK: () => (/* reexport */ CHECK),
  MAX_CHECK_TIMEOUT_MS: () => (/* reexport */ MAX_CHECK_TIMEOUT_MS),
  UNKNOWN_VERSION: () => (/* reexport */ versions/* UNKNOWN_VERSION */.uX),
  runProtocolChecks: () => (/* binding */ runProtocolChecks),
  startFreshChecks: () => (/* reexport */ startFreshChecks)
});

// EXTERNAL MODULE: ./src/mcp/json-object.ts
var json_object = __webpack_require__(8714);
;// CONCATENATED MODULE: ./src/protocol/check-names.ts
/**
 * The names of the protocol checks as they appear in the report's `protocol_checks` (STYLE.md: names as
 * constants). Each says what a conformant server does.
 */
const CHECK = {
    unknownMethod: "unknown method answered with -32601",
    parseError: "malformed JSON answered with -32700",
    ping: "ping answered with {}",
    responseId: "response carries the request id",
    toolsCapability: "tools capability declared",
    declaredCapabilities: "declared capabilities answer",
    modernVersionError: "unknown version answered with -32022",
    modernMetaMissing: "request missing required _meta fields refused with -32602",
    discoverFields: "server/discover lists supportedVersions and capabilities",
    resultType: "results carry resultType",
    httpOrigin: "foreign Origin rejected with 403",
    httpProtocolVersion: "invalid MCP-Protocol-Version rejected with 400",
    httpStaleSession: "unknown Mcp-Session-Id answered with 404",
    httpMethods: "GET and DELETE answered with 405",
    httpBinding: "port not reachable on non-loopback addresses",
    versionNegotiation: "version negotiation",
};
/** The check name of one `initialize` offer: "version negotiation: offering 2025-06-18". */
function versionOfferCheck(offered, unknown) {
    return `${CHECK.versionNegotiation}: offering ${offered}${unknown ? " (no such revision)" : ""}`;
}

// EXTERNAL MODULE: ./src/mcp/exit-status.ts
var exit_status = __webpack_require__(7285);
;// CONCATENATED MODULE: ./src/protocol/outcome-text.ts
/** Short clauses describing request outcomes and JSON-RPC errors, for check details and finding messages. */

/** `error -32603 "boom"` (the message cut at 80 characters). */
function describeError(error) {
    const text = typeof error.message === "string" ? error.message.replace(/\s+/g, " ").trim() : "";
    return `error ${String(error.code)}${text ? ` "${text.length > 80 ? `${text.slice(0, 79)}…` : text}"` : ""}`;
}
/** One clause for an outcome: `a result`, `error -32601 "…"`, `no answer within 2000 ms`, `the server process exited with code 1`. */
function describeOutcome(outcome) {
    switch (outcome.kind) {
        case "result":
            return "a result";
        case "error":
            return describeError(outcome.error);
        case "timeout":
            return `no answer within ${Math.round(outcome.durationMs)} ms`;
        case "closed":
            return outcome.exit ? `the server process ${(0,exit_status/* describeExit */.K)(outcome.exit)}` : outcome.reason;
    }
}

// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/mcp/deadline.ts
var deadline = __webpack_require__(3166);
;// CONCATENATED MODULE: ./src/protocol/step.ts
/**
 * One protocol check as its own step (issue: protocol checks): it gets the live connection from the handle (or a
 * fresh one, `fresh-checks.ts`), runs with a deadline, and when the server dies during it the check fails with a
 * finding under the check's own rule that names the check, and the server is restarted (through the handle) for
 * the checks that follow.
 */



/** Extra time a step gets beyond its requests' own timeouts before it is abandoned, milliseconds. */
const STEP_SLACK_MS = 1000;
/** Shorthands for step results. */
const passed = (detail) => ({ status: "passed", detail });
const skipped = (detail) => ({ status: "skipped", detail });
const failed = (detail, message, extra = {}) => ({
    status: "failed",
    detail,
    problem: { message, ...extra },
});
/** Runs one step on the handle's connection (or takes its fresh record) and records its check and finding. Never throws. */
async function runStep(ctx, spec) {
    const recorded = spec.fresh === true ? ctx.fresh?.get(spec.name) : undefined;
    if (recorded)
        return keep(ctx, recorded);
    let connection;
    try {
        connection = await ctx.handle.connection();
    }
    catch (error) {
        ctx.checks.push({ check: spec.name, status: "skipped", detail: `the server could not be (re)started: ${firstLine(error)}` });
        return;
    }
    const record = await runOn(spec, connection, stepBudgetMs(ctx.checkTimeoutMs));
    keep(ctx, record);
    if (record.died) {
        try {
            await ctx.handle.connection();
        }
        catch {
            // the next step reports that the server could not be restarted
        }
    }
}
function keep(ctx, record) {
    ctx.checks.push(record.check);
    if (record.finding)
        ctx.findings.push(record.finding);
}
/**
 * Runs `spec` on `connection` within `budgetMs` milliseconds and returns what it recorded: a check that gets no
 * answer in time fails, one that throws (our bug) is skipped, and when the connection ended during it the check
 * fails with an error-severity finding naming it. Does not close the connection. Never throws.
 */
async function runOn(spec, connection, budgetMs) {
    let result;
    try {
        result =
            (await (0,deadline/* withDeadline */.N)(spec.run(connection), budgetMs)) ??
                failed("the check did not finish in time", `The protocol check "${spec.name}" got no answer in time.`);
    }
    catch (error) {
        result = skipped(`the check could not run: ${firstLine(error)}`);
    }
    if (!connection.alive)
        return deathRecord(spec, connection);
    const check = { check: spec.name, status: result.status, detail: result.detail };
    if (result.status !== "failed" || !result.problem)
        return { check };
    const { message, severity, evidence } = result.problem;
    return raising({ check }, (0,finding/* finding */.gk)(spec.rule, { message, fix: spec.fix, ...(severity ? { severity } : {}), ...(evidence ? { evidence } : {}) }));
}
/** `record` with its finding, which its check then names (`rules`, `findings`). Pure. */
function raising(record, made) {
    return { ...record, check: { ...record.check, rules: [made.rule], findings: [(0,finding/* refTo */.zI)(made)] }, finding: made };
}
/** How long one step may run in all: a few requests' worth (`checkTimeoutMs` is one request's), milliseconds. */
function stepBudgetMs(checkTimeoutMs) {
    return checkTimeoutMs * 2 + STEP_SLACK_MS;
}
/** The server died during a step: a failed check and an error-severity finding naming the check. */
function deathRecord(spec, connection) {
    const exit = connection.exitStatus();
    const how = exit ? `the server process ${(0,exit_status/* describeExit */.K)(exit)}` : "the connection to the server broke";
    const tail = connection.stderrTail(1000).trim();
    return raising({ check: { check: spec.name, status: "failed", detail: `${how} during this check; it was restarted` }, died: true }, (0,finding/* finding */.gk)(spec.rule, {
        severity: "error",
        message: `${(0,finding/* capitalise */.sK)(how)} during the protocol check "${spec.name}" and had to be restarted.`,
        fix: `${spec.fix} Whatever a client sends, answer with an error instead of exiting.`,
        ...(tail ? { evidence: { excerpt: tail } } : {}),
    }));
}
/** The first line of an error's message. */
function firstLine(error) {
    return (error instanceof Error ? error.message : String(error)).split("\n")[0];
}

;// CONCATENATED MODULE: ./src/protocol/capability-checks.ts




/** Declared capabilities that have a list method, and the result member that method returns. */
const LISTED_CAPABILITIES = [
    { capability: "prompts", method: "prompts/list", member: "prompts" },
    { capability: "resources", method: "resources/list", member: "resources" },
];
function declares(connection, capability) {
    return connection.capabilities[capability] !== undefined && connection.capabilities[capability] !== null;
}
/** Tools served (one `tools/list` page has any) but `capabilities.tools` not declared. */
function toolsCapabilityCheck({ timeoutMs }) {
    return {
        name: CHECK.toolsCapability,
        rule: "protocol-capability-missing",
        fix: 'Declare "tools": {} in the server\'s capabilities (the initialize result, or server/discover in 2026-07-28); clients that honour capabilities never list the tools otherwise.',
        async run(connection) {
            const declared = declares(connection, "tools");
            const outcome = await connection.request("tools/list", {}, { timeoutMs });
            const tools = outcome.kind === "result" && (0,json_object/* isJsonObject */.O)(outcome.result) && Array.isArray(outcome.result.tools) ? outcome.result.tools.length : undefined;
            if (declared)
                return passed("declared");
            if (tools === undefined)
                return skipped(`not declared, and tools/list gave ${describeOutcome(outcome)}`);
            if (tools === 0)
                return passed("not declared, and no tools are served");
            return failed(`not declared, but tools/list returns ${tools} tool(s)`, `The server serves ${tools} tool(s) through tools/list but does not declare the tools capability, so clients that honour capabilities never see them.`, { evidence: { response: { capabilities: connection.capabilities } } });
        },
    };
}
/** Each declared `prompts` / `resources` capability answers its list method with a list. */
function declaredCapabilitiesCheck({ timeoutMs }) {
    return {
        name: CHECK.declaredCapabilities,
        rule: "protocol-capability-broken",
        fix: "Either implement the list method of every capability the server declares (prompts/list, resources/list), or stop declaring the capability.",
        async run(connection) {
            const wanted = LISTED_CAPABILITIES.filter((c) => declares(connection, c.capability));
            if (wanted.length === 0)
                return skipped("no prompts or resources capability declared");
            const broken = [];
            for (const { method, member } of wanted) {
                const outcome = await connection.request(method, {}, { timeoutMs });
                const ok = outcome.kind === "result" && (0,json_object/* isJsonObject */.O)(outcome.result) && Array.isArray(outcome.result[member]);
                if (!ok)
                    broken.push(`${method} gave ${outcome.kind === "result" ? `a result without a ${member} array` : describeOutcome(outcome)}`);
                if (!connection.alive)
                    break;
            }
            const names = wanted.map((c) => c.capability).join(" and ");
            if (broken.length === 0)
                return passed(`${names} answer`);
            return failed(broken.join("; "), `The server declares ${names} but ${broken.join("; ")}.`);
        },
    };
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/mcp/http-exchange.ts + 1 modules
var http_exchange = __webpack_require__(9518);
// EXTERNAL MODULE: ./src/mcp/versions.ts
var versions = __webpack_require__(899);
// EXTERNAL MODULE: external "node:net"
var external_node_net_ = __webpack_require__(7030);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(8161);
// EXTERNAL MODULE: ./src/mcp/launched-server.ts
var launched_server = __webpack_require__(2821);
;// CONCATENATED MODULE: ./src/protocol/binding.ts
/**
 * Is a local HTTP server's port reachable from other machines? MCP 2025-11-25 basic/transports §Security Warning
 * (and 2026-07-28 streamable-http §Security & Endpoint): when running locally, servers SHOULD bind only to
 * localhost (127.0.0.1), not to all interfaces. We try a TCP connection to the port on each non-loopback address of
 * THIS machine (`os.networkInterfaces()`); no other host is ever contacted, and nothing is sent.
 */



/** How long one connection attempt may take, milliseconds. */
const CONNECT_TIMEOUT_MS = 500;
/** True for `localhost`, `127.0.0.0/8`, `::1` and `::ffff:127.x` (URL hostnames, brackets allowed). */
function isLoopbackHost(hostname) {
    const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (host === "localhost" || host.endsWith(".localhost"))
        return true;
    if ((0,external_node_net_.isIP)(host) === 4)
        return host.startsWith("127.");
    return host === "::1" || host.startsWith("::ffff:127.");
}
/**
 * This machine's non-loopback addresses that a connection can be tried on: every non-internal IPv4 address and
 * every non-internal IPv6 address except link-local ones (`fe80::/10`, which need a scope to be dialled).
 */
function localNonLoopbackAddresses() {
    const out = [];
    for (const entries of Object.values((0,external_node_os_.networkInterfaces)())) {
        for (const entry of entries ?? []) {
            if (entry.internal || isLoopbackHost(entry.address))
                continue;
            if (entry.family === "IPv6" && /^fe[89ab]/i.test(entry.address))
                continue;
            out.push(entry.address);
        }
    }
    return [...new Set(out)];
}
/** Which of `addresses` (this machine's own) accept a TCP connection on `port`, tried concurrently. Never throws. */
async function reachableOn(addresses, port) {
    const answers = await Promise.all(addresses.map(async (address) => ((await (0,launched_server/* portAnswers */.f)(address, port, CONNECT_TIMEOUT_MS)) ? address : undefined)));
    return answers.filter((a) => a !== undefined);
}

// EXTERNAL MODULE: ./src/mcp/session.ts
var mcp_session = __webpack_require__(8903);
;// CONCATENATED MODULE: ./src/protocol/fresh-sessions.ts
/** Opens, tracks and closes the fresh sessions of one run. */
class FreshSessions {
    lane;
    open = new Set();
    stopped = false;
    /** `lane`: where the time a fresh session is open goes (the run's extra-server lane). */
    constructor(lane) {
        this.lane = lane;
    }
    /**
     * Opens a session with `open`, runs `use` on it and closes it, whatever happens. Throws what `open` throws
     * (nothing is left open then) and what `use` throws. After {@link stop}, a session is closed as soon as it is
     * opened, so `use` sees it closed (its requests resolve `closed` at once).
     */
    async with(open, use) {
        const end = this.lane?.begin();
        try {
            const session = await open();
            this.open.add(session);
            try {
                if (this.stopped)
                    await session.close();
                return await use(session);
            }
            finally {
                this.open.delete(session);
                await session.close().catch(() => undefined);
            }
        }
        finally {
            end?.();
        }
    }
    /** Closes every open session now and every later one as soon as it opens (an interrupted run). */
    stop() {
        this.stopped = true;
        for (const session of this.open)
            void session.close().catch(() => undefined);
    }
    /** True after {@link stop}. */
    get isStopped() {
        return this.stopped;
    }
}

// EXTERNAL MODULE: ./src/mcp/target-transport.ts + 1 modules
var target_transport = __webpack_require__(9783);
;// CONCATENATED MODULE: ./src/protocol/version-negotiation.ts
/**
 * Legacy version negotiation (MCP 2025-11-25 basic/lifecycle §Version Negotiation; reference/mcp-spec-notes.md §1.7
 * and §6.2.1): `initialize` is offered each legacy revision and one that does not exist, each as the first
 * `initialize` of a fresh session (a fresh process for stdio, shared by the offers where that cannot change a check's
 * verdict: see {@link offerVersions}; a fresh HTTP session against the same server). A server that supports the offered
 * version MUST answer with it; otherwise it MUST answer with another version it supports (SHOULD be its latest).
 * - answering a made-up revision with that same revision is `version-negotiation-echo` (the server echoes
 *   whatever it is asked; the real bug this rule generalises);
 * - refusing an offer with an error, dying on it or never answering it is `version-negotiation-refused`;
 * - answering with another (older or newer) version is correct.
 * The handshake's own `initialize` attempts are reused for the revisions they offered; the checkup's handshake
 * offers the unknown revision first (`ConnectOptions.firstOffer`), so over stdio the process under test answers
 * it, and the known revisions are offered again on that process at the end of the run (`OfferOptions.reofferOn`).
 */










/** The `initialize` params of one offer. */
function offerParams(offered) {
    return { protocolVersion: offered, capabilities: {}, clientInfo: { ...versions/* CLIENT_INFO */.JR } };
}
/**
 * Offers every known legacy revision and {@link UNKNOWN_VERSION} to `initialize`, each as the first `initialize` of a
 * server session, and resolves with one offer per revision in the order `KNOWN_LEGACY_VERSIONS`, then the unknown
 * one. The handshake's own attempts are reused. Every session is closed before this resolves. Never throws.
 *
 * A session costs a server process for stdio, so there the offers share one (issue 14: one fresh process per
 * distinct server state): the unknown revision is offered first — the first interaction of a new process, exactly
 * as on a session of its own — and each other revision is then offered again on that process. An answer naming
 * exactly the revision offered is kept (the server says it speaks it); any other answer (another version, an
 * error, silence past a ping sent behind it, a death) is not trusted from a second `initialize`, and that revision
 * is offered again on a process of its own, which decides its check as before. A server built on the official SDKs
 * answers every known revision with itself, so it costs one process instead of four. Over HTTP (an `http` target's
 * launch command is not run again) every offer gets a session of its own on the same server, concurrently.
 */
async function offerVersions(target, connection, options) {
    const offers = [...versions/* KNOWN_LEGACY_VERSIONS */.E_, versions/* UNKNOWN_VERSION */.uX];
    const fromHandshake = new Map();
    for (const attempt of options.made ?? connection.handshake.initialize) {
        if (!fromHandshake.has(attempt.offered))
            fromHandshake.set(attempt.offered, attempt.outcome);
    }
    const fresh = target.kind === "http" ? { kind: "http", url: target.url, ...(target.headers ? { headers: target.headers } : {}) } : target;
    const createTransport = (0,target_transport/* transportFactory */.S)(fresh, {
        kind: connection.transportKind,
        startTimeoutMs: options.timeoutMs,
    });
    const sessions = options.sessions ?? new FreshSessions();
    const openSession = async () => {
        const session = new mcp_session/* JsonRpcSession */.Gz(createTransport(), { timeoutMs: options.timeoutMs });
        try {
            await session.start();
        }
        catch (error) {
            await session.close();
            throw error;
        }
        return session;
    };
    const unknownOf = (offered) => offered === versions/* UNKNOWN_VERSION */.uX;
    const ownSession = (offered) => sessions
        .with(openSession, async (session) => ({ offered, unknown: unknownOf(offered), fresh: true, outcome: await session.request("initialize", offerParams(offered)) }))
        .catch((error) => ({ offered, unknown: unknownOf(offered), fresh: true, outcome: { kind: "not-started", reason: firstLine(error) } }));
    const pending = offers.filter((o) => !fromHandshake.has(o));
    let shared = new Map();
    if (options.reofferOn !== undefined && target.kind === "stdio") {
        await reoffer(options.reofferOn, pending, options.checkTimeoutMs ?? options.timeoutMs, false, shared);
    }
    else if (target.kind === "stdio" && pending.length > 1) {
        shared = await offerInTurn(sessions, openSession, [...pending].sort((a, b) => Number(unknownOf(b)) - Number(unknownOf(a))), options);
    }
    const own = new Map((await Promise.all(pending.filter((o) => !shared.has(o)).map(ownSession))).map((offer) => [offer.offered, offer]));
    return offers.map((offered) => {
        const known = fromHandshake.get(offered);
        return known ? { offered, unknown: unknownOf(offered), fresh: false, outcome: known } : (shared.get(offered) ?? own.get(offered));
    });
}
/**
 * Makes `order`'s offers one after another on one new session (see {@link offerVersions}): the first is kept
 * whatever its outcome, except a failure to start; each later one only when answered with a result naming the
 * revision offered. Resolves with the offers kept, by revision; the session is closed.
 */
async function offerInTurn(sessions, open, order, options) {
    const kept = new Map();
    const again = options.checkTimeoutMs ?? options.timeoutMs;
    try {
        await sessions.with(open, async (session) => {
            const [first, ...rest] = order;
            const outcome = await session.request("initialize", offerParams(first));
            kept.set(first, { offered: first, unknown: first === versions/* UNKNOWN_VERSION */.uX, fresh: true, outcome });
            if (outcome.kind !== "result" && outcome.kind !== "error")
                return;
            await reoffer(session, rest, again, true, kept);
        });
    }
    catch {
        // it did not start: every offer tries a session of its own
    }
    return kept;
}
/**
 * Offers each of `offers` in turn on `on`, an initialized session, and adds to `kept` each answered with a result
 * naming the revision offered (`fresh`: whether `on` is a fresh session). Stops when `on` dies. Never throws.
 */
async function reoffer(on, offers, timeoutMs, fresh, kept) {
    for (const offered of offers) {
        if (!on.alive)
            return;
        const answer = await answeredBeforePing(on, "initialize", offerParams(offered), timeoutMs);
        const named = answer?.kind === "result" && (0,json_object/* isJsonObject */.O)(answer.result) ? answer.result.protocolVersion : undefined;
        if (named === offered)
            kept.set(offered, { offered, unknown: offered === versions/* UNKNOWN_VERSION */.uX, fresh, outcome: answer });
    }
}
/**
 * Sends a request and a `ping` right behind it, and resolves with the request's outcome when it comes before the
 * answer to a second `ping` sent once the first was answered, or with undefined: a server that answers pings but
 * not the request ignores it, and this costs two round trips instead of the request's timeout. A server that
 * answers neither costs `timeoutMs`.
 */
async function answeredBeforePing(session, method, params, timeoutMs) {
    const answer = session.request(method, params, { timeoutMs }).then((outcome) => ({ outcome }));
    for (let round = 0; round < 2; round++) {
        const ping = session.request("ping", undefined, { timeoutMs }).then(() => undefined);
        const first = await Promise.race([answer, ping]);
        if (first)
            return first.outcome;
    }
    return undefined;
}
/**
 * The checks (one per offer) and the findings (at most one per rule) of a set of offers. Not judged (skipped):
 * an offer whose fresh session could not start or got no answer in time, and every fresh offer when all of them
 * died (a server that allows one instance at a time, say, rather than one that dies on a version).
 */
function judgeOffers(offers) {
    const checks = [];
    const findings = [];
    const refused = [];
    const supportedNamed = new Set();
    const fresh = offers.filter((o) => o.fresh);
    const allFreshDied = fresh.length > 0 && fresh.every((o) => o.outcome.kind === "closed");
    for (const { offered, unknown, outcome, fresh: isFresh } of offers) {
        const check = versionOfferCheck(offered, unknown);
        if (outcome.kind === "not-started") {
            checks.push({ check, status: "skipped", detail: `no fresh session could be started: ${outcome.reason}` });
            continue;
        }
        if (outcome.kind === "timeout") {
            checks.push({ check, status: "skipped", detail: `${describeOutcome(outcome)}; not judged` });
            continue;
        }
        if (outcome.kind === "closed" && isFresh && allFreshDied) {
            checks.push({ check, status: "skipped", detail: `every fresh server process ended (${describeOutcome(outcome)}); it may allow only one instance` });
            continue;
        }
        if (outcome.kind !== "result") {
            if (outcome.kind === "error" && (0,json_object/* isJsonObject */.O)(outcome.error.data) && Array.isArray(outcome.error.data.supported)) {
                for (const v of outcome.error.data.supported)
                    if (typeof v === "string")
                        supportedNamed.add(v);
            }
            refused.push(`${offered} (${describeOutcome(outcome)})`);
            // Every refused offer names the one version-negotiation-refused finding made after the loop.
            checks.push({ check, status: "failed", detail: `refused: ${describeOutcome(outcome)}`, rules: ["version-negotiation-refused"], findings: [{ rule: "version-negotiation-refused" }] });
            continue;
        }
        const answered = (0,json_object/* isJsonObject */.O)(outcome.result) ? outcome.result.protocolVersion : undefined;
        if (typeof answered !== "string") {
            checks.push({ check, status: "failed", detail: "the initialize result has no protocolVersion" });
        }
        else if (answered === offered && unknown) {
            const echo = (0,finding/* finding */.gk)("version-negotiation-echo", {
                message: `initialize offering protocol version ${offered}, a revision that does not exist, was answered with ${offered}: the server echoes whatever version a client asks for instead of negotiating.`,
                fix: "Answer initialize with the requested protocolVersion only when the server supports it; otherwise answer with the latest version it does support (MCP 2025-11-25 basic/lifecycle §Version Negotiation).",
                evidence: { request: { method: "initialize", params: { protocolVersion: offered } }, response: { protocolVersion: answered } },
            });
            checks.push({ check, status: "failed", detail: `echoed ${offered} back`, rules: [echo.rule], findings: [(0,finding/* refTo */.zI)(echo)] });
            findings.push(echo);
        }
        else {
            checks.push({ check, status: "passed", detail: answered === offered ? "supported" : `answered with ${answered}` });
        }
    }
    if (refused.length > 0) {
        const supported = supportedNamed.size > 0 ? ` (it names ${[...supportedNamed].join(", ")} as supported)` : "";
        findings.push((0,finding/* finding */.gk)("version-negotiation-refused", {
            message: `initialize was refused instead of answered with a version the server supports when offered ${refused.join("; ")}${supported}.`,
            fix: "When the requested protocolVersion is not supported, answer initialize with a version the server does support (its latest) instead of an error; the client then decides whether it can use it (MCP 2025-11-25 basic/lifecycle §Version Negotiation).",
        }));
    }
    return { checks, findings };
}

;// CONCATENATED MODULE: ./src/protocol/http-checks.ts
/**
 * HTTP-only checks (reference/mcp-spec-notes.md §3.2–§3.4, §6.5), each over its own raw exchanges so that the
 * status codes themselves are what is judged:
 * - a foreign `Origin` gets 403 (MCP 2025-11-25 basic/transports §Security Warning, DNS-rebinding protection;
 *   before 2025-11-25 the Origin MUST be validated but the status is not fixed, so any 4xx passes);
 * - an invalid `MCP-Protocol-Version` gets 400 (MCP 2025-06-18 and later §Protocol Version Header; 2026-07-28
 *   §Request Metadata);
 * - an unknown `Mcp-Session-Id` gets 404 (MCP 2025-03-26 … 2025-11-25 §Session Management; legacy only);
 * - GET and DELETE on a modern endpoint get 405 (MCP 2026-07-28 streamable-http §Earlier Streamable HTTP Revisions);
 * - the port is not reachable on a non-loopback address (§Security Warning: bind to 127.0.0.1; see `binding.ts`).
 * Header values given by the user are sent with every exchange and never recorded.
 */








/** The Origin of a web page that is not the server's (the conformance suite's DNS-rebinding scenario uses such a value). */
const FOREIGN_ORIGIN = "http://evil.example";
/** The id of the raw requests these checks send. */
const CHECK_ID = "mcp-checkup-http-check";
/** The revision of a connection as a string that orders by date (`2025-11-25`). */
function revisionOf(connection) {
    return connection.protocolVersion;
}
/** POSTs one message to the endpoint with the user's headers, the MCP Accept header and `extra`. */
function post(target, message, extra, timeoutMs) {
    const headers = (0,http_exchange/* mergeHeaders */.lF)(target.headers ?? {}, { "content-type": "application/json", accept: http_exchange/* ACCEPT_JSON_AND_SSE */.oh }, extra);
    const id = "id" in message ? message.id : undefined;
    return (0,http_exchange/* httpExchange */.ai)({ method: "POST", url: target.url, headers, body: JSON.stringify(message), timeoutMs, ...(id !== undefined ? { untilResponseId: id } : {}) });
}
function initializeRequest(version) {
    return { jsonrpc: "2.0", id: CHECK_ID, method: "initialize", params: { protocolVersion: version, capabilities: {}, clientInfo: { ...versions/* CLIENT_INFO */.JR } } };
}
function discoverRequest(version) {
    return { jsonrpc: "2.0", id: CHECK_ID, method: "server/discover", params: { _meta: (0,versions/* modernMeta */.HE)(version) } };
}
/** `initialize` + `notifications/initialized` over raw POSTs. Returns a one-clause failure when initialize got no result. */
async function openSession(target, version, timeoutMs) {
    const reply = await post(target, initializeRequest(version), {}, timeoutMs);
    const answer = reply.messages.find((m) => !("method" in m) && "id" in m && m.id === CHECK_ID);
    const result = answer && "result" in answer && (0,json_object/* isJsonObject */.O)(answer.result) ? answer.result : undefined;
    if (!result)
        return reply.status === 0 ? (reply.error ?? "no answer") : `initialize got HTTP ${reply.status} without a result`;
    const negotiated = typeof result.protocolVersion === "string" ? result.protocolVersion : version;
    const sessionId = reply.headers["mcp-session-id"];
    const session = { version: negotiated, ...(sessionId ? { sessionId } : {}) };
    await post(target, { jsonrpc: "2.0", method: "notifications/initialized" }, sessionHeaders(session), timeoutMs);
    return session;
}
function sessionHeaders(session) {
    return { "mcp-protocol-version": session.version, ...(session.sessionId ? { "mcp-session-id": session.sessionId } : {}) };
}
/** Ends a session of ours (DELETE, best effort). */
async function closeSession(target, sessionId, version, timeoutMs) {
    if (!sessionId)
        return;
    const headers = (0,http_exchange/* mergeHeaders */.lF)(target.headers ?? {}, { "mcp-session-id": sessionId, "mcp-protocol-version": version });
    await (0,http_exchange/* httpExchange */.ai)({ method: "DELETE", url: target.url, headers, timeoutMs });
}
/**
 * Opens a session of our own, POSTs one `ping` with the headers `headers(session)` gives, and ends the session: the
 * reply, or (as a string) why the check must be skipped — no session came, or `requireSessionId` and the server
 * minted no Mcp-Session-Id.
 */
async function pingOnOwnSession(target, version, timeoutMs, headers, requireSessionId = false) {
    const session = await openSession(target, version, timeoutMs);
    if (typeof session === "string")
        return `no session of our own: ${session}`;
    if (requireSessionId && !session.sessionId)
        return "the server issues no Mcp-Session-Id";
    try {
        return await post(target, { jsonrpc: "2.0", id: CHECK_ID, method: "ping" }, headers(session), timeoutMs);
    }
    finally {
        await closeSession(target, session.sessionId, session.version, timeoutMs);
    }
}
function statusText(reply) {
    return reply.status === 0 ? (reply.error ?? "no answer") : `HTTP ${reply.status}`;
}
/** A foreign `Origin` is refused with 403 before anything is served. */
function originCheck(target, { timeoutMs }) {
    return {
        name: CHECK.httpOrigin,
        rule: "http-origin-not-rejected",
        fix: "Validate the Origin header of every request and answer an Origin the server does not expect with 403 Forbidden (MCP 2025-11-25 basic/transports §Security Warning), e.g. allow only http://localhost and http://127.0.0.1 origins; the TypeScript SDK offers this as DNS-rebinding protection with allowedOrigins.",
        async run(connection) {
            const origin = { origin: FOREIGN_ORIGIN };
            let reply;
            if (connection.transportKind === "http+sse") {
                const headers = (0,http_exchange/* mergeHeaders */.lF)(target.headers ?? {}, { accept: "text/event-stream" }, origin);
                reply = await (0,http_exchange/* httpExchange */.ai)({ method: "GET", url: target.url, headers, timeoutMs, headersOnly: true });
            }
            else if (connection.era === "modern") {
                const request = discoverRequest(revisionOf(connection));
                reply = await post(target, request, { ...(0,http_exchange/* modernHeaders */.C_)(request), ...origin }, timeoutMs);
            }
            else {
                reply = await post(target, initializeRequest(revisionOf(connection)), origin, timeoutMs);
                await closeSession(target, reply.status < 300 ? reply.headers["mcp-session-id"] : undefined, revisionOf(connection), timeoutMs);
            }
            if (reply.status === 0)
                return skipped(`the request got ${statusText(reply)}`);
            if (reply.status === 403)
                return passed("403");
            const strict = connection.era === "modern" || revisionOf(connection) >= "2025-11-25";
            if (!strict && reply.status >= 400 && reply.status < 500)
                return passed(`rejected with ${reply.status} (403 is required from 2025-11-25)`);
            const what = connection.transportKind === "http+sse" ? "opening the SSE stream" : "a request";
            return failed(`HTTP ${reply.status} for Origin ${FOREIGN_ORIGIN}`, `${what === "a request" ? "A request" : "Opening the SSE stream"} with the foreign Origin ${FOREIGN_ORIGIN} was answered with HTTP ${reply.status} instead of 403 Forbidden, so a web page the user visits could drive this server (DNS rebinding).`, { evidence: { request: { origin: FOREIGN_ORIGIN }, response: { status: reply.status } } });
        },
    };
}
/** An `MCP-Protocol-Version` header naming a version that does not exist is refused with 400. */
function protocolVersionHeaderCheck(target, { timeoutMs }) {
    return {
        name: CHECK.httpProtocolVersion,
        rule: "http-protocol-version-not-rejected",
        fix: "Answer a request whose MCP-Protocol-Version header names a version the server does not support with 400 Bad Request (MCP 2025-06-18 and later basic/transports §Protocol Version Header).",
        async run(connection) {
            if (connection.transportKind === "http+sse")
                return skipped("the HTTP+SSE transport has no MCP-Protocol-Version header");
            const header = { "mcp-protocol-version": versions/* UNKNOWN_VERSION */.uX };
            let reply;
            if (connection.era === "modern") {
                const request = discoverRequest(revisionOf(connection));
                reply = await post(target, request, { ...(0,http_exchange/* modernHeaders */.C_)(request), ...header }, timeoutMs);
            }
            else {
                if (revisionOf(connection) < "2025-06-18")
                    return skipped(`MCP ${revisionOf(connection)} has no MCP-Protocol-Version header`);
                const answered = await pingOnOwnSession(target, revisionOf(connection), timeoutMs, (session) => ({ ...sessionHeaders(session), ...header }));
                if (typeof answered === "string")
                    return skipped(answered);
                reply = answered;
            }
            if (reply.status === 0)
                return skipped(`the request got ${statusText(reply)}`);
            if (reply.status === 400)
                return passed("400");
            return failed(`HTTP ${reply.status}`, `A request with the header MCP-Protocol-Version: ${versions/* UNKNOWN_VERSION */.uX} was answered with HTTP ${reply.status} instead of 400 Bad Request.`, {
                evidence: { request: header, response: { status: reply.status } },
            });
        },
    };
}
/** A session id the server never issued is answered with 404 (legacy revisions that use sessions). */
function staleSessionCheck(target, { timeoutMs }) {
    return {
        name: CHECK.httpStaleSession,
        rule: "http-stale-session-accepted",
        fix: "Answer a request carrying an Mcp-Session-Id the server does not know (never issued, expired or deleted) with 404 Not Found, so the client starts a new session (MCP 2025-11-25 basic/transports §Session Management).",
        async run(connection) {
            if (connection.transportKind === "http+sse")
                return skipped("the HTTP+SSE transport has no Mcp-Session-Id");
            if (connection.era === "modern")
                return skipped("MCP 2026-07-28 has no sessions");
            const stale = `mcp-checkup-unknown-${(0,external_node_crypto_.randomUUID)()}`;
            const reply = await pingOnOwnSession(target, revisionOf(connection), timeoutMs, (session) => ({ ...sessionHeaders(session), "mcp-session-id": stale }), true);
            if (typeof reply === "string")
                return skipped(reply);
            if (reply.status === 0)
                return skipped(`the request got ${statusText(reply)}`);
            if (reply.status === 404)
                return passed("404");
            return failed(`HTTP ${reply.status}`, `A request with an Mcp-Session-Id the server never issued was answered with HTTP ${reply.status} instead of 404 Not Found, so a client whose session expired cannot tell that it must start a new one.`, {
                evidence: { response: { status: reply.status } },
            });
        },
    };
}
/** GET and DELETE on a modern-only endpoint are answered 405 (there is no GET stream and no session to delete). */
function methodsCheck(target, { timeoutMs }) {
    return {
        name: CHECK.httpMethods,
        rule: "http-method-not-rejected",
        fix: "Answer GET and DELETE on the MCP endpoint with 405 Method Not Allowed: MCP 2026-07-28 has no GET stream and no sessions (streamable-http §Backward Compatibility).",
        async run(connection) {
            if (connection.era !== "modern")
                return skipped("only for MCP 2026-07-28 servers");
            const get = await (0,http_exchange/* httpExchange */.ai)({ method: "GET", url: target.url, headers: (0,http_exchange/* mergeHeaders */.lF)(target.headers ?? {}, { accept: "text/event-stream" }), timeoutMs, headersOnly: true });
            const del = await (0,http_exchange/* httpExchange */.ai)({ method: "DELETE", url: target.url, headers: (0,http_exchange/* mergeHeaders */.lF)(target.headers ?? {}), timeoutMs, headersOnly: true });
            const wrong = [
                get.status === 405 ? undefined : `GET got ${statusText(get)}`,
                del.status === 405 ? undefined : `DELETE got ${statusText(del)}`,
            ].filter((w) => w !== undefined);
            if (wrong.length === 0)
                return passed("405, 405");
            return failed(wrong.join(", "), `On the modern MCP endpoint ${wrong.join(" and ")} instead of 405 Method Not Allowed.`);
        },
    };
}
/** The port of a loopback URL is not reachable on this machine's other addresses. */
function bindingCheck(target) {
    return {
        name: CHECK.httpBinding,
        rule: "http-bound-publicly",
        fix: "Bind the HTTP server to 127.0.0.1 (or ::1) when it runs locally, not to every interface (0.0.0.0 or ::), so other machines cannot reach it (MCP 2025-11-25 basic/transports §Security Warning).",
        async run() {
            const url = new URL(target.url);
            if (!isLoopbackHost(url.hostname))
                return skipped("the URL is not a loopback address; where the server listens is the deployment's choice");
            const addresses = localNonLoopbackAddresses();
            if (addresses.length === 0)
                return skipped("this machine has no non-loopback address to try");
            const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
            const reachable = await reachableOn(addresses, port);
            if (reachable.length === 0)
                return passed(`not reachable on ${addresses.join(", ")}`);
            return failed(`reachable on ${reachable.join(", ")}`, `The server's port ${port} also accepts connections on ${reachable.join(", ")} (non-loopback addresses of this machine), so other machines on the network can reach it.`);
        },
    };
}
/** The HTTP-only checks for a connection to `target` (none for stdio targets), in order. */
function httpChecks(target, timing) {
    if (target.kind !== "http")
        return [];
    return [
        originCheck(target, timing),
        protocolVersionHeaderCheck(target, timing),
        staleSessionCheck(target, timing),
        methodsCheck(target, timing),
        bindingCheck(target),
    ];
}

;// CONCATENATED MODULE: ./src/protocol/json-rpc-checks.ts






/** The method no server has. */
const UNKNOWN_METHOD = "mcp-checkup/no-such-method";
/** A line that is not JSON (a request cut short). */
const MALFORMED_LINE = '{"jsonrpc": "2.0", "id": "mcp-checkup-parse", "method": "ping", "params": {';
/** The string id of the response-id check (JSON-RPC 2.0 §4: an id is a string or a number). */
const STRING_ID = "mcp-checkup-id-check";
/** Responses that answer no pending request, as they arrive (subscribe before sending). */
function collectResponses(connection) {
    const seen = [];
    let wake;
    const off = connection.onObservation((observation) => {
        if (observation.kind === "null-id-response" || observation.kind === "unmatched-response") {
            seen.push(observation.message);
            wake?.();
        }
    });
    return {
        seen,
        async next(ms) {
            if (seen.length > 0)
                return;
            await (0,deadline/* withDeadline */.N)(new Promise((resolve) => (wake = resolve)), ms);
        },
        stop: off,
    };
}
/** `-32601` for a method the server does not have (JSON-RPC 2.0 §5.1; MCP 2026-07-28 HTTP: with 404). */
function unknownMethodCheck({ timeoutMs }) {
    return {
        name: CHECK.unknownMethod,
        rule: "protocol-unknown-method",
        fix: "Answer requests for methods the server does not implement with JSON-RPC error -32601 (Method not found).",
        async run(connection) {
            const outcome = await connection.request(UNKNOWN_METHOD, {}, { timeoutMs });
            if (outcome.kind === "error" && outcome.error.code === -32601)
                return passed("-32601");
            const got = outcome.kind === "result" ? "a success result" : describeOutcome(outcome);
            return failed(got, `A request for the unknown method ${UNKNOWN_METHOD} was answered with ${got} instead of JSON-RPC error -32601.`, {
                evidence: { request: { method: UNKNOWN_METHOD }, response: outcome },
            });
        },
    };
}
/**
 * A malformed line: `-32700` with `id: null` (JSON-RPC 2.0 §5.1). A request sent right behind it tells when the
 * server has read the line, so a silent server costs no timeout (and no fixed wait: a second round trip). Silence is reported at `info` (clients cope); any
 * other error code is a warning; dying on it is an error (recorded by the step).
 */
function parseErrorCheck({ timeoutMs }) {
    return {
        name: CHECK.parseError,
        rule: "protocol-parse-error",
        fix: "Answer a line that is not valid JSON with a JSON-RPC error -32700 (Parse error) and id null, and keep serving.",
        async run(connection) {
            const responses = collectResponses(connection);
            try {
                await connection.sendRaw(MALFORMED_LINE);
                const followUp = () => (connection.era === "modern" ? connection.request("server/discover", {}, { timeoutMs }) : connection.request("ping", undefined, { timeoutMs }));
                const answered = await followUp();
                // A -32700 written after the follow-up's answer (a server that answers out of order, an HTTP body read
                // later) gets one more round trip rather than a fixed wait.
                if (responses.seen.length === 0 && (answered.kind === "result" || answered.kind === "error") && connection.alive)
                    await followUp();
                const reply = responses.seen.find((r) => r.error);
                if (reply?.error?.code === -32700)
                    return passed("-32700");
                if (reply?.error) {
                    return failed(describeError(reply.error), `A malformed JSON line was answered with ${describeError(reply.error)} instead of -32700 (Parse error).`, {
                        evidence: { request: MALFORMED_LINE, response: reply },
                    });
                }
                if (answered.kind === "timeout") {
                    return failed("no reply, and the next request got none either", "After a malformed JSON line the server stopped answering requests.", {
                        severity: "error",
                        evidence: { request: MALFORMED_LINE },
                    });
                }
                return failed("no reply (the server kept working)", "A malformed JSON line got no reply; JSON-RPC 2.0 asks for error -32700 (Parse error).", {
                    severity: "info",
                    evidence: { request: MALFORMED_LINE },
                });
            }
            finally {
                responses.stop();
            }
        },
    };
}
/** `ping` answered promptly with an empty result (MCP 2025-11-25 basic/utilities/ping; legacy revisions only). */
function pingCheck({ timeoutMs }) {
    return {
        name: CHECK.ping,
        rule: "protocol-ping",
        fix: "Answer ping with an empty result {} (MCP 2025-11-25 basic/utilities/ping), also before initialization completes.",
        async run(connection) {
            const outcome = await connection.request("ping", undefined, { timeoutMs });
            const empty = outcome.kind === "result" && (0,json_object/* isJsonObject */.O)(outcome.result) && Object.keys(outcome.result).every((k) => k === "_meta");
            if (empty)
                return passed("{}");
            const got = outcome.kind === "result" ? `the result ${JSON.stringify(outcome.result)?.slice(0, 80)}` : describeOutcome(outcome);
            return failed(got, `ping was answered with ${got} instead of an empty result {}.`, { evidence: { request: { method: "ping" }, response: outcome } });
        },
    };
}
/**
 * A request with a string id must get a response with that same id (JSON-RPC 2.0 §5; MCP basic §Responses: the
 * response carries the request's id). Responses seen earlier whose id matched no request of ours count too.
 */
function responseIdCheck({ timeoutMs }) {
    return {
        name: CHECK.responseId,
        rule: "protocol-response-id",
        fix: 'Copy the request\'s id, exactly as sent (a string stays a string), into its response; never answer with another id or with null.',
        async run(connection) {
            const strays = connection.observations().flatMap((o) => (o.kind === "unmatched-response" && !o.ours ? [o.message] : []));
            const modern = connection.era === "modern";
            const request = {
                jsonrpc: "2.0",
                id: STRING_ID,
                method: modern ? "server/discover" : "ping",
                ...(modern ? { params: { _meta: (0,versions/* modernMeta */.HE)(connection.protocolVersion) } } : {}),
            };
            const responses = collectResponses(connection);
            try {
                await connection.sendRaw(JSON.stringify(request));
                await responses.next(timeoutMs);
                const reply = responses.seen[0];
                if (reply?.id === STRING_ID && strays.length === 0)
                    return passed(`"${STRING_ID}" came back`);
                if (reply?.id === STRING_ID) {
                    const ids = strays.map((m) => JSON.stringify(m.id)).slice(0, 5).join(", ");
                    return failed(`earlier responses carried ids no request had: ${ids}`, `The server sent responses whose ids match no request (${ids}).`, {
                        evidence: { response: strays[0] },
                    });
                }
                if (reply) {
                    return failed(`answered with id ${JSON.stringify(reply.id)}`, `A request with id "${STRING_ID}" was answered with id ${JSON.stringify(reply.id)}.`, {
                        evidence: { request, response: reply },
                    });
                }
                return failed("no answer", `A ${request.method} request with the string id "${STRING_ID}" got no answer within ${timeoutMs} ms (numeric ids were answered).`, {
                    evidence: { request },
                });
            }
            finally {
                responses.stop();
            }
        },
    };
}

;// CONCATENATED MODULE: ./src/protocol/modern-checks.ts






/** `HeaderMismatch` (MCP 2026-07-28 basic/transports/streamable-http §Server Validation). */
const HEADER_MISMATCH = -32020;
/** The unknown version in `_meta` of `server/discover` is refused with `-32022 {supported, requested}` (MCP 2026-07-28 basic/versioning). */
function modernVersionErrorCheck({ timeoutMs }) {
    return {
        name: CHECK.modernVersionError,
        rule: "protocol-modern-version-error",
        fresh: true,
        fix: `Answer a request whose _meta protocol version the server does not support with error -32022 and data { supported: [its versions], requested: "<the version asked for>" } (MCP 2026-07-28 basic/versioning; HTTP 400).`,
        async run(connection) {
            const request = { _meta: (0,versions/* modernMeta */.HE)(versions/* UNKNOWN_VERSION */.uX) };
            const outcome = await connection.request("server/discover", request, { timeoutMs, raw: true });
            if (outcome.kind === "error" && outcome.error.code === versions/* UNSUPPORTED_PROTOCOL_VERSION */.qv) {
                const data = (0,json_object/* isJsonObject */.O)(outcome.error.data) ? outcome.error.data : {};
                const supportedOk = Array.isArray(data.supported) && data.supported.length > 0 && data.supported.every((v) => typeof v === "string");
                const requestedOk = data.requested === versions/* UNKNOWN_VERSION */.uX;
                if (supportedOk && requestedOk)
                    return passed(`-32022, supported ${data.supported.join(", ")}`);
                const missing = [supportedOk ? undefined : "data.supported (a non-empty array)", requestedOk ? undefined : `data.requested ("${versions/* UNKNOWN_VERSION */.uX}")`].filter(Boolean).join(" and ");
                return failed(`-32022 without ${missing}`, `The -32022 error for protocol version ${versions/* UNKNOWN_VERSION */.uX} lacks ${missing}, so a client cannot pick a version to retry with.`, {
                    evidence: { response: outcome.error },
                });
            }
            const got = outcome.kind === "result" ? "a success result" : describeOutcome(outcome);
            return failed(got, `A request for protocol version ${versions/* UNKNOWN_VERSION */.uX} was answered with ${got} instead of error -32022 (UnsupportedProtocolVersion).`, {
                evidence: { request: { method: "server/discover", params: request }, response: outcome },
            });
        },
    };
}
/**
 * A modern request whose `_meta` lacks the required `clientCapabilities` is malformed: `-32602` (MCP 2026-07-28
 * basic/index §`_meta`: both the protocol version and the client capabilities are required; HTTP 400). The
 * request keeps the protocol version, so it claims the modern era: a dual-era server cannot take it for legacy
 * traffic, which it may serve. This is the one check that sends a request without the full envelope.
 */
function modernMetaMissingCheck({ timeoutMs }) {
    return {
        name: CHECK.modernMetaMissing,
        rule: "protocol-modern-meta-missing",
        fresh: true,
        fix: "Reject a request whose _meta lacks io.modelcontextprotocol/protocolVersion or io.modelcontextprotocol/clientCapabilities with error -32602 (HTTP 400) instead of serving it (MCP 2026-07-28 basic/index §_meta).",
        async run(connection) {
            const params = { _meta: { [versions/* META */.Ge.protocolVersion]: connection.protocolVersion } };
            const outcome = await connection.request("tools/list", params, { timeoutMs, raw: true });
            const http = connection.transportKind !== "stdio";
            if (outcome.kind === "error" && (outcome.error.code === -32602 || (http && outcome.error.code === HEADER_MISMATCH))) {
                return passed(describeError(outcome.error));
            }
            if (outcome.kind === "result") {
                return failed("served without clientCapabilities", "tools/list whose _meta lacks the required client capabilities was served as if it were valid.", {
                    evidence: { request: { method: "tools/list", params } },
                });
            }
            const got = describeOutcome(outcome);
            return failed(got, `tools/list whose _meta lacks the required client capabilities was answered with ${got} instead of error -32602.`, { severity: "warning" });
        },
    };
}
/** `server/discover` has `supportedVersions` (non-empty, with the version in use) and `capabilities` (MCP 2026-07-28 server/discover). */
function discoverFieldsCheck({ timeoutMs }) {
    return {
        name: CHECK.discoverFields,
        rule: "protocol-discover-fields",
        fresh: true,
        fix: "Return supportedVersions (every version the server accepts) and capabilities in the server/discover result (MCP 2026-07-28 server/discover).",
        async run(connection) {
            const outcome = await connection.request("server/discover", {}, { timeoutMs });
            if (outcome.kind !== "result") {
                const got = describeOutcome(outcome);
                return failed(got, `server/discover, which every 2026-07-28 server MUST implement, was answered with ${got}.`);
            }
            const result = (0,json_object/* isJsonObject */.O)(outcome.result) ? outcome.result : {};
            const versions = Array.isArray(result.supportedVersions) ? result.supportedVersions : undefined;
            const problems = [
                versions && versions.length > 0 ? undefined : "no supportedVersions list",
                versions && versions.length > 0 && !versions.includes(connection.protocolVersion) ? `supportedVersions without ${connection.protocolVersion}, the version it serves` : undefined,
                (0,json_object/* isJsonObject */.O)(result.capabilities) ? undefined : "no capabilities object",
            ].filter((p) => p !== undefined);
            if (problems.length === 0)
                return passed(`supportedVersions ${versions.join(", ")}`);
            return failed(problems.join("; "), `The server/discover result has ${problems.join(" and ")}.`, { evidence: { response: outcome.result } });
        },
    };
}
/** Every result of a 2026-07-28 server carries `resultType` (MCP 2026-07-28 basic/index; schema `Result`). */
function resultTypeCheck({ timeoutMs }) {
    return {
        name: CHECK.resultType,
        rule: "protocol-result-type",
        fresh: true,
        fix: 'Put resultType: "complete" on every result (and "input_required" on an InputRequiredResult), as MCP 2026-07-28 requires.',
        async run(connection) {
            const methods = ["server/discover", "tools/list"];
            const missing = [];
            let results = 0;
            for (const method of methods) {
                const outcome = await connection.request(method, {}, { timeoutMs });
                if (outcome.kind !== "result")
                    continue;
                results += 1;
                if (!(0,json_object/* isJsonObject */.O)(outcome.result) || typeof outcome.result.resultType !== "string")
                    missing.push(method);
                if (!connection.alive)
                    break;
            }
            if (results === 0)
                return skipped("no result to look at");
            if (missing.length === 0)
                return passed(`present on ${methods.join(", ")}`);
            return failed(`missing on ${missing.join(", ")}`, `The ${missing.join(" and ")} result(s) lack resultType, which every 2026-07-28 result must carry.`);
        },
    };
}
/** Checks for a connection in the modern era, in order. */
function modernChecks(connection, timing) {
    if (connection.era !== "modern")
        return [];
    return [discoverFieldsCheck(timing), resultTypeCheck(timing), modernVersionErrorCheck(timing), modernMetaMissingCheck(timing)];
}

// EXTERNAL MODULE: ./src/mcp/connect.ts
var connect = __webpack_require__(558);
;// CONCATENATED MODULE: ./src/protocol/fresh-checks.ts







/** Longest wait for one check request, milliseconds: checks must be quick even when `--timeout` is long. */
const MAX_CHECK_TIMEOUT_MS = 5000;
/** The order the modern checks run in on the shared connection (see the module note). */
const MODERN_RUN_ORDER = [CHECK.discoverFields, CHECK.modernVersionError, CHECK.modernMetaMissing, CHECK.resultType];
/** The version checks of a modern server: nothing to negotiate. */
const MODERN_VERSIONS = {
    checks: [{ check: CHECK.versionNegotiation, status: "skipped", detail: "MCP 2026-07-28 has no initialize handshake; the -32022 check covers versions" }],
    findings: [],
};
/**
 * Starts the fresh checks for the server behind `connection` (its era decides which) and `target` (the same
 * server: a new process for stdio; for HTTP a new session against the same server, whose launch command is not
 * run again). Never throws.
 */
function startFreshChecks(connection, target, options) {
    const sessions = new FreshSessions(options.waitLane);
    const checkTimeoutMs = Math.min(MAX_CHECK_TIMEOUT_MS, options.timeoutMs);
    const run = async () => {
        if (connection.era === "modern") {
            const rank = (spec) => MODERN_RUN_ORDER.indexOf(spec.name);
            const specs = [...modernChecks(connection, { timeoutMs: checkTimeoutMs })].sort((a, b) => rank(a) - rank(b));
            return { versions: MODERN_VERSIONS, steps: await runOneAfterAnother(specs, connection, target, sessions, options.timeoutMs, checkTimeoutMs) };
        }
        const made = connection.handshake.initialize;
        if (target.kind === "stdio" && made[0]?.offered === versions/* UNKNOWN_VERSION */.uX)
            return { steps: new Map(), deferredOffers: [...made] };
        const offers = await offerVersions(target, connection, { timeoutMs: options.timeoutMs, checkTimeoutMs, sessions });
        return { versions: judgeOffers(offers), steps: new Map() };
    };
    const done = run().catch((error) => ({
        versions: { checks: [{ check: CHECK.versionNegotiation, status: "skipped", detail: `the check could not run: ${firstLine(error)}` }], findings: [] },
        steps: new Map(),
    }));
    return { done, stop: () => sessions.stop() };
}
/** Runs `specs` in order on one fresh connection while each passes, then each of the rest on one of its own (see the module note). */
async function runOneAfterAnother(specs, connection, target, sessions, timeoutMs, checkTimeoutMs) {
    const fresh = target.kind === "http" ? { kind: "http", url: target.url, ...(target.headers ? { headers: target.headers } : {}) } : target;
    const open = () => (0,connect/* connect */.N)(fresh, { protocol: connection.protocolVersion, timeoutMs });
    const budgetMs = stepBudgetMs(checkTimeoutMs);
    const records = new Map();
    const rest = [...specs];
    try {
        await sessions.with(open, async (shared) => {
            while (rest.length > 0) {
                const spec = rest.shift();
                const record = await runOn(spec, shared, budgetMs);
                records.set(spec.name, record);
                if (record.check.status !== "passed" || !shared.alive)
                    return;
            }
        });
    }
    catch {
        // the shared connection did not start: each check tries one of its own, and says why it could not run
    }
    for (const spec of rest) {
        const record = await sessions
            .with(open, (own) => runOn(spec, own, budgetMs))
            .catch((error) => ({ check: { check: spec.name, status: "skipped", detail: `a fresh server session could not be started: ${firstLine(error)}` } }));
        records.set(spec.name, record);
    }
    return records;
}

;// CONCATENATED MODULE: ./src/protocol/index.ts











/** The steps for a live connection, in the order they run. */
function stepsFor(connection, target, timing) {
    return [
        unknownMethodCheck(timing),
        ...(connection.era === "legacy" ? [pingCheck(timing)] : []),
        responseIdCheck(timing),
        toolsCapabilityCheck(timing),
        declaredCapabilitiesCheck(timing),
        ...modernChecks(connection, timing),
        parseErrorCheck(timing),
        ...httpChecks(target, timing),
    ];
}
/**
 * Runs every protocol check that applies to the server behind `handle` (started or restarted as needed) and
 * `target` (the same server, for fresh sessions and HTTP checks). The handle's server is left running (restarted
 * if a check killed it); every fresh session is closed before this resolves. Never throws: a server that cannot be
 * started yields one skipped check.
 */
async function runProtocolChecks(handle, target, options) {
    const checkTimeoutMs = Math.min(MAX_CHECK_TIMEOUT_MS, options.timeoutMs);
    let connection;
    try {
        connection = await handle.connection();
    }
    catch (error) {
        await options.fresh?.done;
        return { checks: [{ check: "protocol checks", status: "skipped", detail: `the server could not be started: ${firstLine(error)}` }], findings: [] };
    }
    const fresh = options.fresh ?? startFreshChecks(connection, target, { timeoutMs: options.timeoutMs, ...(options.waitLane ? { waitLane: options.waitLane } : {}) });
    const steps = stepsFor(connection, target, { timeoutMs: checkTimeoutMs });
    // The fresh steps' records are needed when the first of them comes; the steps before it run meanwhile.
    const ctx = { handle, target, checkTimeoutMs, checks: [], findings: [] };
    for (const step of steps) {
        if (step.fresh === true && ctx.fresh === undefined)
            ctx.fresh = (await fresh.done).steps;
        await runStep(ctx, step);
    }
    const done = await fresh.done;
    const versions = done.versions ?? (await deferredVersions(handle, connection, target, done.deferredOffers ?? [], { ...options, checkTimeoutMs }));
    return { checks: [...versions.checks, ...ctx.checks], findings: [...versions.findings, ...ctx.findings] };
}
/**
 * The version checks whose offers were left for the end (`FreshCheckResults.deferredOffers`): the revisions not
 * offered yet are offered again on the process under test (restarted if a check killed it), the last use of it,
 * and only those it does not answer with themselves get a fresh process each.
 */
async function deferredVersions(handle, first, target, made, options) {
    const current = await handle.connection().catch(() => undefined);
    const offers = await offerVersions(target, current ?? first, {
        timeoutMs: options.timeoutMs,
        checkTimeoutMs: options.checkTimeoutMs,
        sessions: new FreshSessions(options.waitLane),
        made,
        ...(current ? { reofferOn: current } : {}),
    });
    return judgeOffers(offers);
}


/***/ })

};
