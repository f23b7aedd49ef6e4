export const id = 225;
export const ids = [225];
export const modules = {

/***/ 3225:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {

// ESM COMPAT FLAG
__webpack_require__.r(__webpack_exports__);

// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  ISSUE_MARKER_PREFIX: () => (/* binding */ ISSUE_MARKER_PREFIX),
  ISSUE_STATE_PREFIX: () => (/* binding */ ISSUE_STATE_PREFIX),
  decideRegressionIssue: () => (/* binding */ decideRegressionIssue),
  findRegressionIssue: () => (/* binding */ findRegressionIssue),
  issueBody: () => (/* binding */ issueBody),
  issueMarker: () => (/* binding */ issueMarker),
  keepRegressionIssue: () => (/* binding */ keepRegressionIssue),
  parseIssueState: () => (/* binding */ parseIssueState),
  readRegressionBaseline: () => (/* binding */ readRegressionBaseline),
  stateLine: () => (/* binding */ stateLine),
  syncRegressionIssue: () => (/* binding */ syncRegressionIssue)
});

// EXTERNAL MODULE: ./src/report/escape.ts
var report_escape = __webpack_require__(6412);
// EXTERNAL MODULE: ./src/report/format.ts
var format = __webpack_require__(2011);
// EXTERNAL MODULE: ./src/report/stable-text.ts
var stable_text = __webpack_require__(4443);
;// CONCATENATED MODULE: ./src/report/regression-issue.ts



/** Most checks listed in a body or comment; the rest are counted. */
const CHECK_ROWS = 15;
/** `MCP Checkup: notes-server 1.2.0 regressed (grade A → C)`, `… no longer starts`: plain text (GitHub escapes titles). */
function regressionTitle(place, checks) {
    const name = (0,stable_text/* stableText */.f)(place.server).replace(/\s+/g, " ").trim().slice(0, 120) || "the server";
    if (checks.some((c) => c.kind === "no-start"))
        return `MCP Checkup: ${name} no longer starts`;
    const grade = checks.find((c) => c.kind === "grade");
    if (grade !== undefined)
        return `MCP Checkup: ${name} regressed (grade ${grade.gradeBefore} → ${grade.gradeAfter})`;
    const news = checks.filter((c) => c.kind === "new-blocking").length;
    return `MCP Checkup: ${name} regressed (${(0,format/* plural */.LS)(news, "new blocking finding")})`;
}
/** One bullet per failing check: the start failure, the grade drop, each new blocking finding with its fix. */
function checkLines(checks) {
    const lines = checks.slice(0, CHECK_ROWS).map((c) => {
        if (c.kind === "grade")
            return `- ❌ **Grade ${c.gradeBefore} → ${c.gradeAfter}**`;
        const f = c.finding;
        const where = f.tool !== undefined ? ` on ${(0,report_escape/* codeSpan */.SS)(f.tool, { limit: 80 })}` : "";
        const what = c.kind === "no-start" ? "**The server no longer starts**" : `**New blocking finding** ${(0,report_escape/* codeSpan */.SS)(f.rule)}${where}`;
        const values = [f.tool, f.parameter];
        return `- ❌ ${what} — ${(0,report_escape/* markdownText */.p7)((0,stable_text/* stableText */.f)(f.message), { limit: 400, serverValues: values })} **Fix:** ${(0,report_escape/* markdownText */.p7)((0,stable_text/* stableText */.f)(f.fix), { limit: 300, serverValues: values })}`;
    });
    if (checks.length > CHECK_ROWS)
        lines.push(`- … and ${(0,format/* plural */.LS)(checks.length - CHECK_ROWS, "more failing check")} (see the run).`);
    return lines;
}
function runText(place) {
    const commit = place.commit ? `commit ${(0,report_escape/* codeSpan */.SS)(place.commit.slice(0, 7))}` : "this commit";
    return place.runUrl ? `${commit} ([workflow run](${place.runUrl}))` : commit;
}
/**
 * The issue's body (below the Action's hidden lines): what fails, what it is compared with, and how the issue is kept
 * (a comment when what fails changes, closed when the server is back at its baseline grade).
 */
function regressionBody(place, checks, baseline) {
    const against = baseline === null || baseline.grade === null
        ? "No earlier result was known (set `badge-branch` so scheduled runs keep a reference report to compare with)."
        : `Compared with grade **${baseline.grade}**${baseline.from ? ` of ${(0,report_escape/* escapeMarkdown */.FV)(baseline.from, { limit: 120 })}` : ""}, the last result before this regression.`;
    const back = baseline?.grade ? `back at grade ${baseline.grade}` : "starting again";
    return [
        `### ${(0,report_escape/* escapeMarkdown */.FV)(regressionTitle(place, checks), { limit: 200 })}`,
        "",
        `The run of ${runText(place)} found:`,
        "",
        ...checkLines(checks),
        "",
        against,
        "",
        `<sub>Kept by MCP Checkup (\`issue-on-regression\`): it gets a comment when what fails changes, and is closed when the server is ${back}.</sub>`,
        "",
    ].join("\n");
}
/** The comment added when the set of failing checks changes. */
function regressionChangeComment(place, checks) {
    return [`What fails changed in the run of ${runText(place)}; now:`, "", ...checkLines(checks), ""].join("\n");
}
/** The comment that closes the issue: the server is back at its baseline grade (or starts again). */
function recoveryComment(place, grade, baseline) {
    const back = baseline?.grade ? `back at grade **${grade}** (it was ${baseline.grade} before the regression)` : `starting again (grade **${grade}**)`;
    return `✅ ${(0,report_escape/* escapeMarkdown */.FV)(place.server, { limit: 120 }) || "The server"} is ${back} in the run of ${runText(place)}, with no new blocking finding: closing.\n`;
}

// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
// EXTERNAL MODULE: ./src/scorecard/blocking.ts
var scorecard_blocking = __webpack_require__(9477);
// EXTERNAL MODULE: ./src/scorecard/grade.ts
var grade = __webpack_require__(2591);
// EXTERNAL MODULE: ./src/scorecard/score.ts
var score = __webpack_require__(110);
// EXTERNAL MODULE: ./src/scorecard/types.ts
var types = __webpack_require__(2513);
;// CONCATENATED MODULE: ./src/scorecard/regression.ts





/** Most blocking identities a baseline keeps (it travels in the issue's hidden state, under GitHub's body limit). */
const BASELINE_FINDINGS = 200;
/** `rule|tool|parameter`: a finding's identity across runs, as `compareResults` reads it (wording may change). */
function findingIdentity(f) {
    return JSON.stringify([f.rule, f.tool ?? null, f.parameter ?? null]);
}
/**
 * The baseline a reference report gives (`ResultSnapshot`, the default branch's last reference run): its grade and
 * its blocking findings' identities (`isBlocking`). Pure.
 */
function baselineOf(reference, from) {
    const blocking = reference.findings.filter((f) => (0,scorecard_blocking/* isBlocking */.Us)({ ...f, fix: "" })).map(findingIdentity);
    return { grade: reference.grade, blocking: [...new Set(blocking)].slice(0, BASELINE_FINDINGS), from };
}
/**
 * What fails now that did not in `baseline` (null: no baseline is known):
 * - the server no longer starts (`server-start-failed`, `tools-list-failed`): that check alone, whatever else;
 * - the grade is worse than the baseline's (one check per baseline grade: a grade that goes from C to D while the
 *   baseline was A is the same failing check);
 * - each blocking finding (`isBlocking`; accepted findings never block) whose identity the baseline did not have.
 * Without a baseline only a start failure is a regression. In report order; pure.
 */
function regressionChecks(current, baseline) {
    const failure = current.findings.find((f) => score/* SERVER_FAILURE_RULES */.fi.includes(f.rule) && f.accepted === undefined);
    if (failure !== undefined)
        return [{ id: "no-start", kind: "no-start", finding: failure }];
    if (baseline === null)
        return [];
    const checks = [];
    if (baseline.grade !== null && !(0,grade/* gradeAtLeast */.qH)(current.grade, baseline.grade)) {
        checks.push({ id: `grade-below:${baseline.grade}`, kind: "grade", gradeBefore: baseline.grade, gradeAfter: current.grade });
    }
    const known = new Set(baseline.blocking);
    const seen = new Set();
    for (const f of current.findings) {
        if (!(0,scorecard_blocking/* isBlocking */.Us)(f))
            continue;
        const identity = findingIdentity(f);
        if (known.has(identity) || seen.has(identity))
            continue;
        seen.add(identity);
        checks.push({ id: `new:${identity}`, kind: "new-blocking", finding: f });
    }
    return checks;
}
/** 12 hex digits of the SHA-256 of the sorted check ids: equal sets of failing checks, equal fingerprints. Pure. */
function checksFingerprint(checks) {
    return (0,external_node_crypto_.createHash)("sha256")
        .update(JSON.stringify(checks.map((c) => c.id).sort()))
        .digest("hex")
        .slice(0, 12);
}
/** Whether a value is a grade letter (for a baseline read back from an issue's hidden state). Pure. */
function isGrade(value) {
    return types/* GRADES */.F.includes(value);
}

// EXTERNAL MODULE: ./src/report/figures.ts
var figures = __webpack_require__(3831);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
// EXTERNAL MODULE: ./src/action/contents-api.ts
var contents_api = __webpack_require__(6831);
// EXTERNAL MODULE: ./src/action/github-errors.ts
var github_errors = __webpack_require__(6767);
// EXTERNAL MODULE: ./src/action/github-client.ts
var github_client = __webpack_require__(9479);
;// CONCATENATED MODULE: ./src/action/issues-api.ts

/**
 * The REST implementation: `GET /repos/{owner}/{repo}/issues?state=open&labels=L` through `octokit.paginate` (pull
 * requests, which the endpoint lists too, are left out), `POST …/issues`, `PATCH …/issues/{n}`, `POST
 * …/issues/{n}/comments`, `GET …/labels/{name}` and `POST …/labels`.
 */
function createIssuesApi(client, repo) {
    return {
        async listOpen(label) {
            const issues = await client.paginate(client.rest.issues.listForRepo, { ...repo, state: "open", labels: label, per_page: 100, sort: "created", direction: "asc" });
            return issues.filter((i) => i.pull_request === undefined).map(toIssue).sort((a, b) => a.number - b.number);
        },
        async create(title, body, labels) {
            const { data } = await client.rest.issues.create({ ...repo, title, body, labels });
            return toIssue(data);
        },
        async updateBody(issueNumber, body) {
            await client.rest.issues.update({ ...repo, issue_number: issueNumber, body });
        },
        async comment(issueNumber, body) {
            await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
        },
        async close(issueNumber) {
            await client.rest.issues.update({ ...repo, issue_number: issueNumber, state: "closed", state_reason: "completed" });
        },
        async ensureLabel(name, description) {
            try {
                await client.rest.issues.getLabel({ ...repo, name });
            }
            catch (error) {
                if ((0,github_client/* httpStatus */.nG)(error) !== 404)
                    throw error;
                await client.rest.issues.createLabel({ ...repo, name, color: "d93f0b", description });
            }
        },
    };
}
function toIssue(data) {
    return {
        number: data.number,
        body: data.body ?? null,
        ...(data.html_url !== undefined ? { html_url: data.html_url } : {}),
        user: (0,github_client/* authorOf */.rM)(data.user),
    };
}

// EXTERNAL MODULE: ./src/action/publishable.ts
var publishable = __webpack_require__(8729);
// EXTERNAL MODULE: ./src/action/reference-report.ts
var reference_report = __webpack_require__(9946);
// EXTERNAL MODULE: ./src/action/sticky-comment.ts
var sticky_comment = __webpack_require__(2751);
;// CONCATENATED MODULE: ./src/action/regression-issue.ts










/**
 * The nightly run's regression issue (issue 16 item 3): one open issue per server, found by a hidden marker on the
 * first line of its body and a label — never by its title, which people edit — opened when the server regresses
 * against its reference, commented on only when the set of failing checks changes, closed when the server is back at
 * its baseline grade. The decision is a pure function ({@link decideRegressionIssue}); {@link syncRegressionIssue}
 * applies it through the {@link IssuesApi} seam.
 */
/** The start of the marker line (`<!-- mcp-checkup:issue key=<key> -->`). */
const ISSUE_MARKER_PREFIX = "<!-- mcp-checkup:issue key=";
/** The start of the hidden state line, the body's second line (`<!-- mcp-checkup:issue-state <base64url JSON> -->`). */
const ISSUE_STATE_PREFIX = "<!-- mcp-checkup:issue-state ";
/** The marker line of one server's issue; the key is percent-encoded, so it cannot close the HTML comment. */
function issueMarker(key) {
    return `${ISSUE_MARKER_PREFIX}${encodeURIComponent(key.trim())} -->`;
}
/** The hidden state line: the state as base64url JSON, so nothing in it can end the HTML comment. */
function stateLine(state) {
    return `${ISSUE_STATE_PREFIX}${Buffer.from(JSON.stringify({ v: 1, ...state }), "utf8").toString("base64url")} -->`;
}
/** The state of an issue body written by {@link stateLine}; null when there is none or it cannot be read. Never throws. */
function parseIssueState(body) {
    const line = body.split("\n").find((l) => l.startsWith(ISSUE_STATE_PREFIX));
    const m = line === undefined ? null : /^<!-- mcp-checkup:issue-state ([A-Za-z0-9_-]+) -->\s*$/.exec(line);
    if (m === null)
        return null;
    try {
        const data = JSON.parse(Buffer.from(m[1], "base64url").toString("utf8"));
        if (data.v !== 1 || typeof data.fingerprint !== "string")
            return null;
        const b = data.baseline;
        if (b === null || b === undefined)
            return { baseline: null, fingerprint: data.fingerprint };
        const blocking = Array.isArray(b.blocking) ? b.blocking.filter((x) => typeof x === "string") : [];
        return {
            baseline: { grade: isGrade(b.grade) ? b.grade : null, blocking, from: typeof b.from === "string" ? b.from : null },
            fingerprint: data.fingerprint,
        };
    }
    catch {
        return null;
    }
}
/**
 * This server's open issue among `issues` (open, carrying the label): the oldest whose body's first line is the
 * marker for `key` — by a bot when there is one (a person pasting the marker into an issue must not capture it).
 */
function findRegressionIssue(issues, key) {
    const ours = issues.filter((i) => typeof i.body === "string" && (0,sticky_comment/* firstLine */.TM)(i.body) === issueMarker(key));
    const byBot = ours.filter((i) => i.user?.type === "Bot");
    return [...(byBot.length > 0 ? byBot : ours)].sort((a, b) => a.number - b.number)[0] ?? null;
}
/**
 * Decides, from this run's scorecard:
 * - an open issue exists: compare with the baseline it remembers (the server's state before it regressed, not the
 *   reference, which the regressed nightly runs have overwritten). Nothing fails any more → close it with a comment;
 *   the same set of failing checks (fingerprint) → leave it; another set → one comment, and its hidden state updated;
 * - none: compare with `reference` (the reference report read before this run wrote its own). Something fails → open
 *   one (marker, state with that baseline, what fails); else nothing.
 * `existing` is the issue `findRegressionIssue` found. Pure.
 */
function decideRegressionIssue(key, existing, scorecard, reference, place) {
    if (existing !== null) {
        const state = parseIssueState(existing.body ?? "") ?? { baseline: reference, fingerprint: "" };
        const checks = regressionChecks(scorecard, state.baseline);
        if (checks.length === 0)
            return { action: "close", issue: existing.number, comment: recoveryComment(place, scorecard.grade, state.baseline) };
        const fingerprint = checksFingerprint(checks);
        if (fingerprint === state.fingerprint)
            return { action: "none", reason: "the same checks fail as when the issue was last updated", issue: existing.number };
        return {
            action: "comment",
            issue: existing.number,
            comment: regressionChangeComment(place, checks),
            body: issueBody(key, { baseline: state.baseline, fingerprint }, place, checks),
            checks,
        };
    }
    const checks = regressionChecks(scorecard, reference);
    if (checks.length === 0)
        return { action: "none", reason: reference === null ? "the server starts (no reference report to compare the grade with)" : "no regression against the reference" };
    return { action: "open", title: regressionTitle(place, checks), body: issueBody(key, { baseline: reference, fingerprint: checksFingerprint(checks) }, place, checks), checks };
}
/** The whole body: the marker line, the hidden state line, then the words (`regressionBody`). */
function issueBody(key, state, place, checks) {
    return `${issueMarker(key)}\n${stateLine(state)}\n${regressionBody(place, checks, state.baseline)}`;
}
/**
 * Finds the server's open issue (label `label`, marker for `key`), decides (`decideRegressionIssue`) and applies it:
 * creates the label when missing and opens the issue with it; comments and rewrites the body's hidden state; or
 * comments and closes. Throws the API's error (the caller names its cause: without `issues: write`, a 403).
 */
async function syncRegressionIssue(api, options, scorecard, reference, place) {
    const existing = findRegressionIssue(await api.listOpen(options.label), options.key);
    const decision = decideRegressionIssue(options.key, existing, scorecard, reference, place);
    const url = existing?.html_url !== undefined ? { url: existing.html_url } : {};
    switch (decision.action) {
        case "none":
            return { action: decision.issue !== undefined ? "unchanged" : "none", ...(decision.issue !== undefined ? { issue: decision.issue } : {}), ...url, reason: decision.reason };
        case "open": {
            await api.ensureLabel(options.label, "MCP Checkup: a server regressed in a scheduled run");
            const issue = await api.create(decision.title, decision.body, [options.label]);
            return { action: "opened", issue: issue.number, ...(issue.html_url !== undefined ? { url: issue.html_url } : {}) };
        }
        case "comment":
            await api.comment(decision.issue, decision.comment);
            await api.updateBody(decision.issue, decision.body);
            return { action: "commented", issue: decision.issue, ...url };
        case "close":
            await api.comment(decision.issue, decision.comment);
            await api.close(decision.issue);
            return { action: "closed", issue: decision.issue, ...url };
    }
}
/**
 * The baseline a run with no open issue compares with: the reference report on `badgeBranch`
 * (`<badge>.report.json`, `referenceFileName`) as the previous reference run left it — read before this run commits
 * its own. Null when there is none yet (or it cannot be read as one). Throws the API's error.
 */
async function readRegressionBaseline(client, repo, badgeBranch, badgePath) {
    const stored = await (0,contents_api/* readRepoFile */.v)(client, repo, badgeBranch, (0,reference_report/* referenceFileName */.Xo)(badgePath));
    const reference = stored === null ? null : (0,reference_report/* parseReferenceReport */.vK)(stored.content);
    if (reference === null)
        return null;
    return baselineOf(reference.result, `${reference.branch}${reference.commit ? ` at ${reference.commit.slice(0, 7)}` : ""}`);
}
/**
 * `issue-on-regression` on a reference run: keeps the server's regression issue (`syncRegressionIssue`, keyed like its
 * comment) and sets `issue-url`. A failure is a warning naming its cause — without `issues: write`, the
 * `permissions:` line to add — never a failed step. Returns what was done, or null when nothing could be.
 */
async function keepRegressionIssue(scorecard, baseline, options, context, deps) {
    const { io, github } = deps;
    if (github === null || context.repo === null) {
        io.warning(`${constants/* Inputs */.G0.IssueOnRegression}: no issue kept because ${deps.noGitHub}.`);
        return null;
    }
    const repo = context.repo;
    const shown = (0,publishable/* publishableScorecard */.G)(scorecard);
    const place = { server: shown.server.name.trim() !== "" ? (0,figures/* serverDisplayName */.T2)(shown) : shown.target, commit: context.sha, runUrl: context.runUrl };
    try {
        const result = await syncRegressionIssue(createIssuesApi(await github(), repo), options, shown, baseline, place);
        if (result.url !== undefined)
            io.setOutput(constants/* Outputs */.tY.IssueUrl, result.url);
        const which = result.issue !== undefined ? ` #${result.issue}` : "";
        io.info(`${constants/* Inputs */.G0.IssueOnRegression}: ${result.action === "none" || result.action === "unchanged" ? `issue${which} left alone (${result.reason})` : `issue${which} ${result.action}`}.`);
        return result;
    }
    catch (error) {
        io.warning(`${constants/* Inputs */.G0.IssueOnRegression}: ${(0,github_errors/* describeGitHubError */.d)(error, { what: "Keeping the regression issue", permission: "issues: write" })}`);
        return null;
    }
}


/***/ })

};
