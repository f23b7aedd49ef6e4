import type { Scorecard } from "../scorecard/types.js";
/** The suite holding findings that belong to no tool (server-wide, and the server's instructions). */
export declare const JUNIT_SERVER_SUITE = "server";
/** The suite holding protocol conformance checks and protocol findings. */
export declare const JUNIT_PROTOCOL_SUITE = "protocol";
/**
 * Renders a scorecard as JUnit XML for test-report tools (the Jenkins xunit `junit-10.xsd` dialect, which
 * also carries the Ant attributes readers expect: `tests`, `failures`, `errors`, `skipped`, `time`, `timestamp`).
 *
 * - One `<testsuite>` per advertised tool, in `scorecard.tools` order (then any other tool named by a result),
 *   even when empty; then `protocol` (protocol checks and protocol findings) and `server` (other findings
 *   without a tool, and the `<instructions>`), each only when it has a testcase.
 * - One `<testcase>` per scenario (`classname` = tool, `name` = its description, `time` = its duration) and per
 *   effect probe (`name` = the probe); one per protocol check. Failed ones get `<failure>` whose `message` is
 *   the message of the first finding the result names (its `findings` references, looked up in
 *   `scorecard.findings`) and " Fix: " and its fix (the result's own detail when it names none), `type` the rule
 *   id, and a body with outcome, verdict, detail and arguments. Nothing is matched by guess. Skipped,
 *   refused and blocked calls (which count for nothing) and inconclusive probes get `<skipped>`. A failed
 *   protocol check whose finding is only info passes, with the note in `<system-out>`.
 * - Error- and warning-level findings not shown by any of those (lint, drift, server-wide…) each become a
 *   failed testcase named after the rule (and parameter) in their tool's suite; info findings are left out.
 * - A case whose finding is accepted (`--accepted`) is `<skipped>` with the entry's reason: it costs nothing.
 * Times are seconds with 3 decimals; `errors` is always 0 (every problem is a `failure`). No `hostname` is
 * written (the report does not depend on the machine). All text is escaped; characters XML 1.0 forbids
 * (most C0 controls, lone surrogates, U+FFFE/U+FFFF) are removed, and so are those no report replays
 * (`removeUnsafeChars`), since server text may contain anything.
 */
export declare function renderJunit(scorecard: Scorecard): string;
