/**
 * The hostile-server suite over Streamable HTTP (issue 12): one test per attack against the loopback fixture
 * `__tests__/fixtures/hostile/http-server.mjs`, launched by the built CLI as a user would (`--url` with a command).
 * Each run must end within a bound derived from `--timeout`, stay under 300 MB peak RSS of our process, write its
 * report, leave no process behind, and repeat no planted secret anywhere (see `attacks.ts`). Huge payloads are the
 * real sizes (a 2 GiB body, a 4 GiB gzip bomb): the client stops reading at the 10 MiB limit of one message, so they
 * cost seconds, not gigabytes. Needs `npm run build`; skipped without it.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort } from "../mcp/http-helpers.js";
import { check, FAST_BOUND_MS, httpAttack, planted, reportArgs, runs, T } from "./attacks.js";
import { built, HTTP_SERVER, killLeftovers, runFolder, runHostile } from "./hostile-run.js";

afterEach(() => {
  for (const run of runs.splice(0)) killLeftovers(run.runId);
});

describe.skipIf(!built)("hostile HTTP servers against the built CLI", { timeout: 60_000 }, () => {
  it("stops reading a 2 GiB HTTP body at the message limit and reports response-too-large", async () => {
    const { rules, report, run } = await httpAttack("huge-body", ["--mb", "2048"]);
    expect(run.code).toBe(0);
    expect(rules).toContain("response-too-large");
    expect(report.findings.find((f) => f.rule === "response-too-large")!.message).toContain("more than 10 MiB");
  });

  it("decodes a gzip bomb (4 GiB of zeros) only up to the message limit", async () => {
    const { rules } = await httpAttack("gzip-bomb", ["--mb", "4096"]);
    expect(rules).toContain("response-too-large");
  });

  it("decodes a deflate stream only up to the message limit", async () => {
    const { rules } = await httpAttack("deflate-bomb", ["--mb", "1024"]);
    expect(rules).toContain("response-too-large");
  });

  it("gives up an SSE stream of non-message events after one message's worth, with http-invalid-json", async () => {
    const { rules } = await httpAttack("sse-flood");
    expect(rules).toContain("http-invalid-json");
    expect(rules).not.toContain("call-timeout");
  });

  it("stops an SSE line that never ends at the message limit", async () => {
    const { rules } = await httpAttack("sse-endless-line");
    expect(rules).toContain("response-too-large");
  });

  it("does not follow a 307 to another origin, sends no header there, and names the target in http-redirect", async () => {
    const dir = runFolder();
    const log = join(dir, "other-origin.log");
    const other = await freePort();
    const { report, rules } = await httpAttack("redirect-cross", ["--other-port", String(other), "--log", log]);
    expect(existsSync(log)).toBe(false); // the other origin got no request at all, so no X-Api-Key either
    expect(rules).toContain("http-redirect");
    expect(report.findings.find((f) => f.rule === "http-redirect")!.message).toContain(`http://127.0.0.1:${other}/mcp`);
    expect(report.grade).toBe("F");
  });

  it("follows a same-origin redirect and grades the server behind it", async () => {
    const { rules, report } = await httpAttack("redirect-same");
    expect(rules).not.toContain("http-redirect");
    expect(report.grade).toBe("A");
  });

  it("reports a redirect loop as http-redirect, not as a server that died", async () => {
    const { report, rules } = await httpAttack("redirect-loop");
    expect(rules).toContain("http-redirect");
    expect(report.findings.find((f) => f.rule === "http-redirect")!.message).toContain("redirect loop");
    expect(JSON.stringify(report)).not.toMatch(/server died|process exited/);
  });

  it("names a 401 http-auth-required with its WWW-Authenticate scheme, never likely synthetic input", async () => {
    const { report, rules } = await httpAttack("auth-401-call");
    expect(rules).toContain("http-auth-required");
    expect(report.findings.find((f) => f.rule === "http-auth-required")!.message).toContain("Bearer");
    expect(report.scenarios.some((s) => s.synthetic_input)).toBe(false);
    expect(JSON.stringify(report.findings)).not.toContain("likely synthetic input");
  });

  it("explains a server that refuses every request with 401", async () => {
    const { rules } = await httpAttack("auth-401");
    expect(rules).toEqual(expect.arrayContaining(["server-start-failed", "http-auth-required"]));
  });

  it("fails a call answered with truncated JSON at once, with http-invalid-json", async () => {
    const { rules, run } = await httpAttack("invalid-json");
    expect(rules).toContain("http-invalid-json");
    expect(rules).not.toContain("call-timeout");
    expect(run.wallMs).toBeLessThan(T * 1000 + 8000);
  });

  it("fails a call answered with broken chunked encoding at once, with http-invalid-json", async () => {
    const { rules, report } = await httpAttack("chunked-garbage");
    expect(rules).toContain("http-invalid-json");
    expect(report.findings.find((f) => f.rule === "http-invalid-json")!.message).toContain("could not be read");
    expect(rules).not.toContain("call-timeout");
  });

  it("reports a JSON answer sent as text/plain with http-bad-content-type", async () => {
    const { rules, report } = await httpAttack("bad-content-type");
    expect(rules).toContain("http-bad-content-type");
    expect(report.findings.find((f) => f.rule === "http-bad-content-type")!.message).toContain("text/plain");
  });

  it("reports a JSON answer without a Content-Type with http-bad-content-type", async () => {
    const { rules, report } = await httpAttack("no-content-type");
    expect(report.findings.find((f) => f.rule === "http-bad-content-type")!.message).toContain("without a Content-Type");
    expect(rules).toContain("http-bad-content-type");
  });

  it("keeps header values, URL credentials and key-like query values echoed over HTTP out of every output", async () => {
    const dir = runFolder();
    const port = await freePort();
    const [header, password, key] = [planted(), planted(), planted()];
    const run = await runHostile(
      ["test", "--timeout", String(T), "--cases", "1", "--header", `X-Api-Key: ${header}`, "--url", `http://someone:${password}@127.0.0.1:${port}/mcp?api_key=${key}`,
        ...reportArgs(dir), "--", "node", HTTP_SERVER, "--port", String(port), "--attack", "echo-secrets"],
      dir,
    );
    runs.push(run);
    const { report } = await check(run, [header, password, key, Buffer.from(`someone:${password}`).toString("base64")], FAST_BOUND_MS);
    expect(JSON.stringify(report)).toContain("[redacted]");
  });

  it("never quotes URL credentials when the server cannot be reached", async () => {
    const dir = runFolder();
    const password = planted();
    const run = await runHostile(["test", "--timeout", String(T), "--url", `http://u:${password}@127.0.0.1:4/mcp?token=${password}`, ...reportArgs(dir)], dir);
    runs.push(run);
    const { rules } = await check(run, [password], FAST_BOUND_MS);
    expect(rules).toContain("server-start-failed");
  });
});
