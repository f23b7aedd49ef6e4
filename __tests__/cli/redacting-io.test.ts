import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { redactingIo, secretsOfFlags } from "../../src/cli/redacting-io.js";
import { Redactor } from "../../src/secrets/redactor.js";

function recording(): CliIo & { out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { out, err, stdout: (t) => void out.push(t), stderr: (t) => void err.push(t), isTTY: false, env: {}, scriptPath: "", stdinStream: new PassThrough(), stdoutStream: new PassThrough() };
}

describe("secretsOfFlags", () => {
  it("takes secret-looking values of --env, --header and --url, and leaves malformed pairs alone", () => {
    // `header` is commander's name for --header, `headers` the options layer's (issue 15 item 1).
    const flags = {
      env: ["API_KEY=sk-live-abcdef123456", "PORT=8080", "no-equals"],
      header: ["Authorization: Bearer tok-9876543210", "bad header"],
      headers: ["Authorization: Bearer tok-9876543210", "bad header"],
      url: "https://bob:hunter2-long-password@example.com/mcp?api_key=qwertyuiop123",
    };
    const secrets = secretsOfFlags(flags);
    expect(secrets).toEqual(expect.arrayContaining(["sk-live-abcdef123456", "tok-9876543210", "hunter2-long-password", "qwertyuiop123"]));
    expect(secrets).not.toContain("8080");
  });

  it("finds nothing without those flags", () => {
    expect(secretsOfFlags({})).toEqual([]);
  });
});

describe("redactingIo", () => {
  it("redacts what goes to stdout, stderr and progress, leaving the raw streams alone", () => {
    const io = recording();
    const redacted = redactingIo(io, new Redactor(["sk-live-abcdef123456"]));
    redacted.stdout("key sk-live-abcdef123456\n");
    redacted.stderr("error: sk-live-abcdef123456 refused\n");
    expect(io.out.join("")).not.toContain("sk-live-abcdef123456");
    expect(io.err.join("")).not.toContain("sk-live-abcdef123456");
    expect(redacted.redact?.("sk-live-abcdef123456")).not.toContain("sk-live-abcdef123456");
    expect(redacted.stdoutStream).toBe(io.stdoutStream);
  });

  it("is the same io when there is nothing to redact", () => {
    const io = recording();
    expect(redactingIo(io, new Redactor([]))).toBe(io);
  });
});
