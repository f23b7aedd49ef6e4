import { describe, expect, it } from "vitest";
import { processIo } from "../../src/cli/io.js";

describe("processIo", () => {
  it("is this process's streams, environment and script", () => {
    const io = processIo();
    expect(io.env).toBe(process.env);
    expect(io.stdinStream).toBe(process.stdin);
    expect(io.stdoutStream).toBe(process.stdout);
    expect(io.isTTY).toBe(Boolean(process.stdout.isTTY));
    expect(io.scriptPath).toBe(process.argv[1] ?? "");
    expect(io.stderrTerminal === undefined).toBe(!process.stderr.isTTY);
  });

  it("passes SIGINT and SIGTERM to the listener until it unsubscribes, leaving no handler behind", () => {
    const io = processIo();
    const before = { int: process.listenerCount("SIGINT"), term: process.listenerCount("SIGTERM") };
    const seen: string[] = [];
    const stop = io.onSignal!((signal) => seen.push(signal));
    process.emit("SIGTERM", "SIGTERM");
    expect(seen).toEqual(["SIGTERM"]);
    stop();
    expect({ int: process.listenerCount("SIGINT"), term: process.listenerCount("SIGTERM") }).toEqual(before);
  });
});
