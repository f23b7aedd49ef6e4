export const id = 163;
export const ids = [163];
export const modules = {

/***/ 9163:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  runAggregateMode: () => (/* binding */ runAggregateMode)
});

// UNUSED EXPORTS: expandReportPaths, shouldCreateAggregateComment

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(3024);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./node_modules/tinyglobby/dist/index.mjs + 1 modules
var dist = __webpack_require__(3382);
// EXTERNAL MODULE: ./src/checkup/saved-reports.ts
var saved_reports = __webpack_require__(1240);
// EXTERNAL MODULE: ./src/findings/finding.ts
var finding = __webpack_require__(4879);
// EXTERNAL MODULE: ./src/scorecard/types.ts
var types = __webpack_require__(2513);
// EXTERNAL MODULE: ./src/scorecard/top-issues.ts
var top_issues = __webpack_require__(5371);
;// CONCATENATED MODULE: ./src/scorecard/aggregate.ts



/**
 * Aggregates reports (already read and checked: `loadReports`) into one {@link AggregateReport}: each server's
 * grade, change, coverage, first issue and context tokens, its gate failures by `gate`, the worst grade, and the
 * tool-name collisions between servers (`toolNameCollisions`). Reports of one server (same name, e.g. two legs with
 * other options) are rows of their own but do not collide with each other. Pure.
 */
function aggregateReports(inputs, gate, refused = []) {
    const labels = uniqueLabels(inputs);
    const rows = inputs.map((input, i) => {
        const s = input.scorecard;
        const counted = s.findings.filter((f) => f.accepted === undefined);
        return {
            label: labels[i],
            source: input.source,
            scorecard: s,
            change: input.change ?? null,
            topIssue: (0,top_issues/* topIssues */.X)(s)[0] ?? null,
            errors: counted.filter((f) => f.severity === "error").length,
            warnings: counted.filter((f) => f.severity === "warning").length,
            gateFailures: gate(s),
        };
    });
    const failing = (r) => (r.gateFailures.length > 0 ? 0 : 1);
    rows.sort((a, b) => failing(a) - failing(b) || types/* GRADES */.F.indexOf(b.scorecard.grade) - types/* GRADES */.F.indexOf(a.scorecard.grade) || (0,finding/* compareCodeUnits */.UF)(a.label, b.label));
    const worst = rows.reduce((w, r) => (w === null || types/* GRADES */.F.indexOf(r.scorecard.grade) > types/* GRADES */.F.indexOf(w) ? r.scorecard.grade : w), null);
    return {
        rows,
        findings: toolNameCollisions(rows.map((r) => ({ label: r.label, server: r.scorecard.server.name, tools: r.scorecard.tools.map((t) => t.name) }))),
        refused: [...refused],
        worstGrade: worst,
        failing: rows.filter((r) => r.gateFailures.length > 0).map((r) => r.label),
    };
}
/** Labels for the rows: the server's name and version, else the fallback; a repeated label gets `(source folder)`. */
function uniqueLabels(inputs) {
    const base = inputs.map((i) => {
        const name = i.scorecard.server.name.trim();
        const version = i.scorecard.server.version.trim();
        return name === "" ? i.fallbackLabel : version === "" ? name : `${name} ${version}`;
    });
    const count = new Map();
    for (const label of base)
        count.set(label, (count.get(label) ?? 0) + 1);
    return base.map((label, i) => ((count.get(label) ?? 0) > 1 && label !== inputs[i].fallbackLabel ? `${label} (${inputs[i].fallbackLabel})` : label));
}
/**
 * `tool-name-collision`: one finding per tool name that two or more servers of the set offer. MCP makes names unique
 * per server only (server/tools § Tool Names: aggregators SHOULD disambiguate), and clients that load several servers
 * silently drop, overwrite or refuse duplicates (CopilotKit/CopilotKit#2409, MoonshotAI/kimi-code#575; Cursor runs the
 * first, Amp refuses: Govcraft/rust-docs-mcp-server#9). Names are compared as clients do, exactly. Reports with the
 * same server name are one server (two legs grading it with other options). The finding's `tool` is the name; its
 * message lists the servers. Pure.
 */
function toolNameCollisions(servers) {
    const byTool = new Map();
    for (const s of servers) {
        const identity = s.server.trim() === "" ? `label:${s.label}` : `name:${s.server.trim()}`;
        for (const tool of new Set(s.tools)) {
            let entry = byTool.get(tool);
            if (!entry)
                byTool.set(tool, (entry = { servers: new Set(), labels: [] }));
            if (entry.servers.has(identity))
                continue;
            entry.servers.add(identity);
            entry.labels.push(s.label);
        }
    }
    const out = [];
    for (const [tool, { labels }] of [...byTool].sort(([a], [b]) => (0,finding/* compareCodeUnits */.UF)(a, b))) {
        if (labels.length < 2)
            continue;
        const names = labels.map((l) => `"${l}"`);
        const list = names.length === 2 ? names.join(" and ") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
        out.push((0,finding/* finding */.gk)("tool-name-collision", {
            tool,
            message: `${labels.length} servers offer a tool named "${tool}": ${list}; a client that loads them together drops, overwrites or refuses all but one.`,
            fix: `Give each server's "${tool}" a name that says whose it is (e.g. a prefix such as github_${tool}), or have the client or gateway namespace the servers' tools.`,
        }));
    }
    return out;
}

// EXTERNAL MODULE: ./src/scorecard/compare.ts
var compare = __webpack_require__(1235);
// EXTERNAL MODULE: ./src/report/aggregate.ts + 1 modules
var aggregate = __webpack_require__(6720);
// EXTERNAL MODULE: ./src/action/comment-body.ts + 1 modules
var comment_body = __webpack_require__(1210);
// EXTERNAL MODULE: ./src/action/comments-api.ts
var comments_api = __webpack_require__(2411);
// EXTERNAL MODULE: ./src/action/constants.ts
var constants = __webpack_require__(915);
// EXTERNAL MODULE: ./src/action/contents-api.ts
var contents_api = __webpack_require__(6831);
// EXTERNAL MODULE: ./src/checkup/gate.ts
var gate = __webpack_require__(3342);
// EXTERNAL MODULE: ./src/action/github-errors.ts
var github_errors = __webpack_require__(6767);
// EXTERNAL MODULE: ./src/action/pr-comment.ts
var pr_comment = __webpack_require__(9413);
// EXTERNAL MODULE: ./src/action/publishable.ts
var publishable = __webpack_require__(8729);
// EXTERNAL MODULE: ./src/action/publish.ts + 5 modules
var publish = __webpack_require__(2956);
// EXTERNAL MODULE: ./src/action/reference-report.ts
var reference_report = __webpack_require__(9946);
;// CONCATENATED MODULE: ./src/action/aggregate-mode.ts

















/**
 * Aggregate mode (`report-paths`): publishes the JSON reports of several servers — a matrix's legs, downloaded as
 * artifacts by one job that `needs:` them (reference/fleet-notes.md §2.2) — as one, starting no server:
 * 1. finds the reports (`report-paths` glob patterns, or folders, relative to the workspace; `expandReportPaths`) and
 *    reads each as publish-only mode does (`loadReports`: its shape, and a grade that follows from its own results;
 *    a JSON file that is no report, such as a badge's endpoint JSON, is skipped);
 * 2. on a pull request with `badge-branch`: each server's reference report, named after the badge beside its report
 *    (`<badge>.report.json`, as the leg's `badge-path` wrote it on reference runs), for the Change column;
 * 3. the outputs — `mcp-grade` and `mcp-worst-grade` (the worst grade), `mcp-failing-servers` (a JSON list of the
 *    servers failing the gate), `mcp-servers` (a JSON list, one object per server) — before any API call;
 * 4. the job summary (every server, details folded);
 * 5. one sticky comment for the set (`buildAggregateCommentBody`, keyed by `comment-tag` or the patterns, never by a
 *    server's name), as `comment-mode` says, on `pr-number` or the event's PR; on a `workflow_run` only when the PR's
 *    head is the commit the scoring run built (the fork recipe: the PR number comes from an artifact);
 * 6. the gate: the step fails when a server fails `mcp-fail-under`, `mcp-min-coverage` or `mcp-ci` (or its token
 *    budget), when a report was refused, or when no report was found.
 * A failure to publish is a warning (`describeGitHubError`), never a failed step. Never throws.
 */
async function runAggregateMode(inputs, patterns, context, deps) {
    const { io, github } = deps;
    const outcome = { report: null, comment: null, failures: [], warnings: [] };
    const warn = (message) => {
        outcome.warnings.push(message);
        io.warning(message);
    };
    const attempt = async (task, step) => {
        try {
            await step();
        }
        catch (error) {
            warn((0,github_errors/* describeGitHubError */.d)(error, task));
        }
    };
    const found = await expandReportPaths(patterns, deps.cwd);
    if (found.files.length === 0) {
        outcome.failures.push(`${constants/* Inputs */.G0.ReportPaths}: no file matches ${patterns.join(", ")} (relative to ${deps.cwd}); did the legs upload their reports, and did this job download them?`);
        return outcome;
    }
    const loaded = (0,saved_reports/* loadReports */.yc)(found);
    for (const skipped of loaded.skipped)
        io.info(`${constants/* Inputs */.G0.ReportPaths}: skipped ${skipped} (not an mcp-checkup report).`);
    if (loaded.inputs.length === 0 && loaded.refused.length === 0) {
        outcome.failures.push(`${constants/* Inputs */.G0.ReportPaths}: none of the ${found.files.length} JSON files matched is an mcp-checkup report`);
        return outcome;
    }
    io.info(`Aggregate mode: ${loaded.inputs.length} report(s) from ${patterns.join(", ")} (no server is started).`);
    const repo = context.repo;
    const prNumber = inputs.prNumber ?? context.prNumber;
    const inputsWithChange = [];
    for (const input of loaded.inputs) {
        const badge = prNumber !== null && inputs.badgeBranch !== "" ? badgeBeside(input.source) : null;
        let change = null;
        if (badge !== null && github !== null && repo !== null) {
            const file = badge.replace(/\.svg$/, ".report.json");
            await attempt({ what: `Reading the reference report ${file} from branch ${inputs.badgeBranch}`, permission: "contents: read" }, async () => {
                const stored = await (0,contents_api/* readRepoFile */.v)(await github(), repo, inputs.badgeBranch, file);
                const reference = stored === null ? null : (0,reference_report/* parseReferenceReport */.vK)(stored.content);
                if (reference !== null)
                    change = (0,compare/* compareResults */.e)(reference.result, (0,reference_report/* resultSnapshot */.cT)((0,publishable/* publishableScorecard */.G)(input.scorecard)));
            });
        }
        inputsWithChange.push({ ...input, change });
    }
    const report = aggregateReports(inputsWithChange.map((i) => ({ ...i, scorecard: (0,publishable/* publishableScorecard */.G)(i.scorecard) })), (s) => (0,gate/* gateFailures */.XN)(s, inputs.gate, "action"), loaded.refused);
    outcome.report = report;
    const servers = (0,aggregate/* aggregateServersJson */.iD)(report);
    io.setOutput(constants/* Outputs */.tY.Grade, report.worstGrade ?? "");
    io.setOutput(constants/* Outputs */.tY.WorstGrade, report.worstGrade ?? "");
    io.setOutput(constants/* Outputs */.tY.FailingServers, JSON.stringify(report.failing));
    io.setOutput(constants/* Outputs */.tY.Servers, JSON.stringify(servers));
    if (inputs.jobSummary && !io.appendSummary((0,comment_body/* buildAggregateSummary */.Yq)(report)))
        io.info("GITHUB_STEP_SUMMARY is not set: no job summary written.");
    if (prNumber !== null && inputs.commentMode !== "off") {
        if (github === null || repo === null) {
            warn(`No PR comment: ${repo === null ? "GITHUB_REPOSITORY is not set" : `${constants/* Inputs */.G0.GithubToken} is empty`}. The table is in the job summary.`);
        }
        else {
            const task = { what: `Commenting on PR #${prNumber}`, permission: "pull-requests: write", readOnlyPullRequest: context.readOnlyPullRequest, prNumber };
            await attempt(task, async () => {
                const api = (0,comments_api/* createCommentsApi */.H)(await github(), repo);
                if (context.workflowRunHeadSha !== null && (await api.pullRequestHeadSha(prNumber)) !== context.workflowRunHeadSha) {
                    warn(`No PR comment: PR #${prNumber}'s head is not the commit the workflow_run built (${context.workflowRunHeadSha}); a newer run will publish.`);
                    return;
                }
                const key = inputs.commentKey ?? "aggregate";
                const body = (0,comment_body/* buildAggregateCommentBody */.Nz)(report, { key, footer: (0,publish/* provenance */.aH)(context), runUrl: context.runUrl });
                const result = await (0,pr_comment/* syncStickyComment */.I)(api, prNumber, { key, legacyTags: [] }, body, { create: shouldCreateAggregateComment(inputs.commentMode, report) });
                outcome.comment = result;
                if (result.action === "not-needed") {
                    io.info(`PR #${prNumber}: no comment (${constants/* Inputs */.G0.CommentMode}: ${inputs.commentMode}, and this result does not call for one).`);
                    return;
                }
                io.setOutput(constants/* Outputs */.tY.CommentId, String(result.id));
                if (result.url !== undefined)
                    io.setOutput(constants/* Outputs */.tY.CommentUrl, result.url);
                io.info(`PR #${prNumber}: the comment for ${report.rows.length} servers ${result.action}${result.url ? ` (${result.url})` : ""}.`);
            });
        }
    }
    for (const r of report.refused) {
        outcome.failures.push(`${constants/* Inputs */.G0.ReportPaths}: refused ${r.source}: ${r.reason}; it was not published`);
    }
    for (const row of report.rows) {
        if (row.gateFailures.length > 0)
            outcome.failures.push(`${row.label}: ${row.gateFailures.join("; ")}`);
    }
    return outcome;
}
/**
 * Whether `comment-mode` asks for a new comment on the set (an existing one is always kept current): `always`;
 * `changes` when a server's result differs from its reference, or one has no reference to tell; `failures` when a
 * server fails the gate or has errors, or a report was refused; `off` never.
 */
function shouldCreateAggregateComment(mode, report) {
    if (mode === "always")
        return true;
    if (mode === "changes")
        return report.rows.some((r) => r.change === null || r.change.changed);
    if (mode === "failures")
        return report.failing.length > 0 || report.refused.length > 0 || report.rows.some((r) => r.errors > 0);
    return false;
}
/**
 * The files `report-paths` names: each line a glob pattern (tinyglobby, dot files included) or a folder or file,
 * relative to `cwd` or absolute. Files matched by a pattern or found in a folder are candidates: one that is not a
 * report is skipped. Sorted, each once.
 */
async function expandReportPaths(patterns, cwd) {
    const files = new Set();
    const folders = [];
    for (const pattern of patterns) {
        const path = (0,external_node_path_.isAbsolute)(pattern) ? pattern : (0,external_node_path_.resolve)(cwd, pattern);
        if (!(0,dist/* isDynamicPattern */.ey)(pattern) && isFolder(path)) {
            folders.push(path);
            continue;
        }
        for (const file of await (0,dist/* glob */.TI)(pattern, { cwd, absolute: true, dot: true, onlyFiles: true, followSymbolicLinks: false }))
            files.add(file);
    }
    if (folders.length > 0)
        for (const file of (0,saved_reports/* findReportFiles */.jU)(folders, constants/* Inputs */.G0.ReportPaths).files)
            files.add(file);
    return { files: [...files].sort(), explicit: new Set() };
}
function isFolder(path) {
    try {
        return (0,external_node_fs_.statSync)(path).isDirectory();
    }
    catch {
        return false;
    }
}
/** The one `.svg` beside a report (the leg's badge, `badge-path`), or null when there is none or several. */
function badgeBeside(report) {
    try {
        const svgs = (0,external_node_fs_.readdirSync)((0,external_node_path_.dirname)(report)).filter((name) => name.endsWith(".svg"));
        return svgs.length === 1 ? svgs[0] : null;
    }
    catch {
        return null;
    }
}


/***/ })

};
