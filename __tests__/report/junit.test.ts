import { describe, expect, it } from "vitest";
import { INSTRUCTIONS_OWNER } from "../../src/findings/finding.js";
import { renderJunit } from "../../src/report/junit.js";
import { check, issue, probe, scenario, scorecard } from "./scorecard-builder.js";
import { parseXml, type XmlElement } from "./xml-tree.js";

const HOSTILE = 'bad ]]> & <tag> "quoted" \u0000\u0001\u000B\uFFFE\uD800\u202E\u0085 end\r\nnext\tline';
const HOSTILE_CLEAN = 'bad ]]> & <tag> "quoted"  end\r\nnext\tline';

const card = scorecard({
  scenarios: [
    scenario({ tool: "search", description: "happy path #1", duration_ms: 12 }),
    scenario({ tool: "search", description: "happy path #2", verdict: "tool-error", passed: false, duration_ms: 30, detail: "TypeError: no such index", arguments: { query: "x" }, rules: ["happy-call-failed"], findings: [{ rule: "happy-call-failed", tool: "search" }] }),
    scenario({ tool: "search", kind: "edge", description: "edge: missing required 'query'", verdict: "crash", passed: false, duration_ms: 1500, detail: "exit 1", arguments: {}, rules: ["edge-crash"], findings: [{ rule: "edge-crash", tool: "search", parameter: "query" }] }),
    scenario({ tool: "create", description: "happy path #1", verdict: "skipped", passed: false, duration_ms: 0, detail: "skipped: --read-only" }),
    scenario({ tool: "create", description: "happy path #2", verdict: "tool-error", outcome: "refused", duration_ms: 4, detail: "Note abc not found" }),
  ],
  probes: [
    probe({ tool: "create", probe: "probe-silent-noop", status: "failed", detail: "second write changed nothing", rules: ["probe-silent-noop"], findings: [{ rule: "probe-silent-noop", tool: "create" }] }),
    probe({ tool: "create", probe: "probe-write-not-observable", status: "inconclusive", confidence: "low", detail: "no reader found" }),
  ],
  protocol_checks: [check({ check: "protocol-ping" }), check({ check: "version-negotiation-echo", status: "failed", detail: "echoed 1999-01-01", rules: ["version-negotiation-echo"], findings: [{ rule: "version-negotiation-echo" }] })],
  findings: [
    issue({ rule: "happy-call-failed", tool: "search", message: HOSTILE, fix: "Fix the index." }),
    issue({ rule: "edge-crash", tool: "search", parameter: "query", message: "search died without 'query'.", fix: "Validate arguments." }),
    issue({ rule: "probe-silent-noop", tool: "create", confidence: "high" }),
    issue({ rule: "version-negotiation-echo" }),
    issue({ rule: "description-short", severity: "warning", tool: "create" }),
    issue({ rule: "drift-tool-added", severity: "info", tool: "export" }),
    issue({ rule: "stdout-pollution" }),
    issue({ rule: "poisoning-override", tool: INSTRUCTIONS_OWNER }),
  ],
});

const root = parseXml(renderJunit(card));
const suites = root.children;
const suite = (name: string) => suites.find((s) => s.attributes.name === name)!;
const cases = (s: XmlElement) => s.children.filter((c) => c.name === "testcase");
const child = (e: XmlElement, name: string) => e.children.find((c) => c.name === name);

describe("renderJunit", () => {
  it("writes one suite per tool, then protocol and server", () => {
    expect(root.name).toBe("testsuites");
    expect(suites.map((s) => [s.name, s.attributes.name])).toEqual([
      ["testsuite", "search"],
      ["testsuite", "create"],
      ["testsuite", "protocol"],
      ["testsuite", "server"],
    ]);
  });

  it("writes one testcase per scenario and probe, named by the scenario description and the probe", () => {
    expect(cases(suite("search")).map((c) => [c.attributes.classname, c.attributes.name, c.attributes.time])).toEqual([
      ["search", "happy path #1", "0.012"],
      ["search", "happy path #2", "0.030"],
      ["search", "edge: missing required 'query'", "1.500"],
    ]);
    expect(cases(suite("create")).map((c) => c.attributes.name)).toEqual(["happy path #1", "happy path #2", "probe-silent-noop", "probe-write-not-observable", "description-short"]);
  });

  it("gives a failed scenario the matching finding's message and fix", () => {
    const crash = cases(suite("search"))[2]!;
    const failure = child(crash, "failure")!;
    expect(failure.attributes).toEqual({ message: "search died without 'query'. Fix: Validate arguments.", type: "edge-crash" });
    expect(failure.text).toBe("search died without 'query'.\nFix: Validate arguments.\nOutcome: failed; verdict: crash\nDetail: exit 1\nArguments: {}");
  });

  it("marks skipped and refused scenarios and inconclusive probes as skipped", () => {
    const [skippedScenario, refused, , inconclusive] = cases(suite("create"));
    expect(child(skippedScenario!, "skipped")?.attributes.message).toBe("skipped: --read-only");
    expect(child(refused!, "skipped")?.attributes.message).toBe("refused: Note abc not found");
    expect(child(inconclusive!, "skipped")?.attributes.message).toBe("inconclusive: no reader found");
  });

  it("fails a probe with its finding and a protocol check with its finding", () => {
    expect(child(cases(suite("create"))[2]!, "failure")?.attributes.type).toBe("probe-silent-noop");
    const [ping, echo] = cases(suite("protocol"));
    expect(ping!.children).toEqual([]);
    expect(child(echo!, "failure")?.attributes.type).toBe("version-negotiation-echo");
  });

  it("adds error and warning findings no result shows as failed testcases, and leaves info findings out", () => {
    expect(child(cases(suite("create"))[4]!, "failure")?.attributes.type).toBe("description-short");
    expect(cases(suite("server")).map((c) => [c.attributes.classname, c.attributes.name])).toEqual([
      ["server", "stdout-pollution"],
      ["server", `poisoning-override (${INSTRUCTIONS_OWNER})`],
    ]);
    expect(suites.some((s) => s.attributes.name === "export")).toBe(false);
  });

  it("counts tests, failures and skips on every suite and on the root, with times in seconds", () => {
    expect(suite("search").attributes).toMatchObject({ tests: "3", failures: "2", errors: "0", skipped: "0", time: "1.542", timestamp: "2026-03-01T12:00:00" });
    expect(suite("create").attributes).toMatchObject({ tests: "5", failures: "2", skipped: "3", time: "0.004" });
    expect(root.attributes).toMatchObject({ name: "mcp-checkup: notes 1.2.0", tests: "12", failures: "7", errors: "0", skipped: "3", time: "1.234" });
  });

  it("has every attribute the Jenkins and Ant JUnit schemas require", () => {
    for (const s of suites) {
      for (const a of ["name", "tests", "failures", "errors", "time", "timestamp"]) expect(s.attributes, `${s.attributes.name} ${a}`).toHaveProperty(a);
      for (const c of s.children) {
        expect(c.name).toBe("testcase");
        for (const a of ["classname", "name", "time"]) expect(c.attributes).toHaveProperty(a);
        for (const f of c.children.filter((x) => x.name === "failure")) expect(Object.keys(f.attributes).sort()).toEqual(["message", "type"]);
      }
    }
  });

  it("escapes hostile server text and drops the characters XML forbids and no report replays", () => {
    const failure = child(cases(suite("search"))[1]!, "failure")!;
    expect(failure.attributes.message).toBe(`${HOSTILE_CLEAN} Fix: Fix the index.`);
    expect(failure.text.startsWith(`${HOSTILE_CLEAN}\nFix: Fix the index.`)).toBe(true);
    const xml = renderJunit(card);
    expect(xml).not.toContain("]]>");
    expect(xml).not.toMatch(/[\u0000\u0001\u000B\uFFFE\u202E\u0085]/);
  });

  it("writes a well-formed document for a scorecard with nothing in it", () => {
    const empty = parseXml(renderJunit(scorecard({ tools: [] })));
    expect(empty.attributes).toMatchObject({ tests: "0", failures: "0" });
    expect(empty.children).toEqual([]);
  });
});

describe("renderJunit and info-only protocol findings", () => {
  it("passes a failed protocol check whose finding is only info, keeping the note in system-out", () => {
    const xml = renderJunit(
      scorecard({
        protocol_checks: [check({ check: "malformed JSON line", status: "failed", detail: "no answer", rules: ["protocol-parse-error"], findings: [{ rule: "protocol-parse-error" }] })],
        findings: [issue({ rule: "protocol-parse-error", severity: "info", message: "A malformed line got no answer." })],
      }),
    );
    expect(xml).not.toContain("<failure");
    expect(xml).toContain("<system-out>Note: A malformed line got no answer.");
    expect(xml).toMatch(/failures="0"/);
  });
});

describe("renderJunit and the findings results name", () => {
  const twoRefused = scorecard({
    tools: [],
    protocol_checks: [
      check({ check: "version 1999-01-01", status: "failed", detail: "refused: -32602", rules: ["version-negotiation-refused"], findings: [{ rule: "version-negotiation-refused" }] }),
      check({ check: "version 2025-06-18", status: "failed", detail: "refused: -32602", rules: ["version-negotiation-refused"], findings: [{ rule: "version-negotiation-refused" }] }),
    ],
    findings: [issue({ rule: "protocol-ping", message: "Ping got no answer." }), issue({ rule: "version-negotiation-refused", message: "initialize was refused." })],
  });
  const protocolCases = (card: ReturnType<typeof scorecard>) => cases(parseXml(renderJunit(card)).children.find((s) => s.attributes.name === "protocol")!);

  it("gives every check that names one finding that finding, however many checks name it", () => {
    expect(protocolCases(twoRefused).slice(0, 2).map((c) => child(c, "failure")?.attributes.type)).toEqual(["version-negotiation-refused", "version-negotiation-refused"]);
  });

  it("lists a finding no result names as its own failed testcase", () => {
    expect(protocolCases(twoRefused)[2]?.attributes.name).toBe("protocol-ping");
  });

  it("fails a check that names no finding with its own detail, taking no other finding for it", () => {
    const card = scorecard({ tools: [], protocol_checks: [check({ check: "version 1999-01-01", status: "failed", detail: "the initialize result has no protocolVersion" })], findings: [issue({ rule: "protocol-ping" })] });
    expect(child(protocolCases(card)[0]!, "failure")?.attributes).toEqual({ message: "the initialize result has no protocolVersion", type: "version 1999-01-01" });
  });

  it("fails a scenario that names no finding with its description, outcome and detail", () => {
    const card = scorecard({
      scenarios: [scenario({ tool: "search", description: "happy path #1", verdict: "timeout", passed: false, detail: "timeout", rules: ["call-timeout"] })],
      findings: [issue({ rule: "call-timeout", tool: "search" })],
    });
    const failure = child(cases(parseXml(renderJunit(card)).children[0]!)[0]!, "failure");
    expect(failure?.attributes).toEqual({ message: "happy path #1: failed: timeout", type: "call-timeout" });
  });
});
