import { PassThrough, Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import type { CliIo } from "../../src/cli/io.js";
import { elapsedText, phaseText, progressMode, RunProgress } from "../../src/cli/progress.js";

/** A terminal as ora drives one: it records what is written, cursor moves and line clears as their escape codes. */
class FakeTerminal extends Writable {
  isTTY = true;
  text = "";
  constructor(readonly columns = 80) {
    super();
  }
  override _write(chunk: Buffer | string, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
  cursorTo(x: number): boolean {
    return this.write(`\u001B[${x + 1}G`);
  }
  moveCursor(_dx: number, dy: number): boolean {
    return this.write(dy < 0 ? `\u001B[${-dy}A` : "");
  }
  clearLine(): boolean {
    return this.write("\u001B[2K");
  }
}

function io(fields: Partial<CliIo> = {}): CliIo & { err: string[] } {
  const err: string[] = [];
  return {
    stdout: () => undefined,
    stderr: (text) => void err.push(text),
    isTTY: false,
    env: {},
    scriptPath: "",
    stdinStream: new PassThrough(),
    stdoutStream: new PassThrough(),
    ...fields,
    err,
  };
}

describe("progressMode", () => {
  const terminal = new FakeTerminal();
  it("draws a spinner when stderr is a terminal", () => {
    expect(progressMode({ stderrTerminal: terminal, env: {} }, false)).toBe("spinner");
  });

  it("writes one line per phase when stderr is not a terminal", () => {
    expect(progressMode({ env: {} }, false)).toBe("lines");
  });

  it("writes lines in CI and on a dumb terminal, even on a terminal", () => {
    expect(progressMode({ stderrTerminal: terminal, env: { CI: "true" } }, false)).toBe("lines");
    expect(progressMode({ stderrTerminal: terminal, env: { TERM: "dumb" } }, false)).toBe("lines");
  });

  it("shows nothing with --quiet", () => {
    expect(progressMode({ stderrTerminal: terminal, env: {} }, true)).toBe("off");
  });
});

describe("progress texts", () => {
  it("names each phase with the engine's detail", () => {
    expect(phaseText("connect", "node server.js")).toBe("starting the server (node server.js)");
    expect(phaseText("scenarios", "13 tools")).toBe("calling tools (13 tools)");
    expect(phaseText("probes", "read-only")).toBe("effect probes (read-only)");
    expect(phaseText("done")).toBeUndefined();
  });

  it("makes the detail terminal-safe and short", () => {
    expect(phaseText("connect", `\u001B[2J${"x".repeat(100)}`)).toBe(`starting the server (${"x".repeat(59)}…)`);
  });

  it("says the elapsed time in seconds, then minutes", () => {
    expect(elapsedText(8_400)).toBe("8 s");
    expect(elapsedText(65_000)).toBe("1 min 05 s");
  });
});

describe("RunProgress without a terminal", () => {
  it("writes one line per phase to stderr and nothing for the calls", () => {
    const out = io();
    const events = new RunProgress(out, { quiet: false, color: false }).events();
    events.onPhase!("connect", "node s.js");
    events.onPhase!("list");
    events.onPhase!("scenarios", "2 tools");
    events.onProgress?.({ calls: { done: 1, total: 4 }, tools: { done: 1, total: 2 } });
    events.onPhase!("done");
    expect(out.err).toEqual(["mcp-checkup: starting the server (node s.js)\n", "mcp-checkup: listing tools\n", "mcp-checkup: calling tools (2 tools)\n"]);
  });

  it("writes nothing with --quiet", () => {
    const out = io();
    const progress = new RunProgress(out, { quiet: true, color: false });
    progress.events().onPhase?.("connect", "node s.js");
    progress.phase("listing tools");
    expect(out.err).toEqual([]);
  });
});

describe("RunProgress on a terminal", () => {
  it("draws the phase, tools done of total, calls made and the time so far on one line", async () => {
    const terminal = new FakeTerminal();
    let now = 0;
    const progress = new RunProgress(io({ stderrTerminal: terminal }), { quiet: false, color: false, now: () => now });
    await progress.ready;
    const events = progress.events();
    events.onPhase!("scenarios", "2 tools");
    now = 3_000;
    events.onProgress!({ calls: { done: 2, total: 4 }, tools: { done: 1, total: 2 } });
    expect(terminal.text).toContain("Calling tools · 1/2 tools · 2 calls · 3 s");
    progress.stop();
  });

  it("erases its line and shows the cursor again when stopped", async () => {
    const terminal = new FakeTerminal();
    const progress = new RunProgress(io({ stderrTerminal: terminal }), { quiet: false, color: false });
    progress.phase("listing tools");
    await progress.ready;
    expect(terminal.text).toContain("\u001B[?25l");
    progress.stop();
    const after = terminal.text.slice(terminal.text.lastIndexOf("Listing tools"));
    expect(after).toContain("\u001B[2K");
    expect(after.endsWith("\u001B[?25h")).toBe(true);
  });

  it("keeps its line within the terminal's width", async () => {
    const terminal = new FakeTerminal(30);
    const progress = new RunProgress(io({ stderrTerminal: terminal }), { quiet: false, color: false });
    progress.phase(`starting the server (${"x".repeat(60)})`);
    await progress.ready;
    progress.stop();
    const drawn = terminal.text.split(/\u001B\[[0-9;?]*[A-Za-z]/).filter((part) => part.includes("Starting"));
    expect(Math.max(...drawn.map((part) => part.length))).toBeLessThanOrEqual(29);
  });

  it("redacts the secrets of the run from what it draws", async () => {
    const terminal = new FakeTerminal();
    const progress = new RunProgress(io({ stderrTerminal: terminal, redact: (text) => text.replaceAll("hunter2-secret", "***") }), { quiet: false, color: false });
    progress.phase("starting the server (node s.js --token hunter2-secret)");
    await progress.ready;
    progress.stop();
    expect(terminal.text).not.toContain("hunter2-secret");
    expect(terminal.text).toContain("--token ***");
  });
});

describe("RunProgress stopped before it could draw", () => {
  it("draws nothing at all", async () => {
    const terminal = new FakeTerminal();
    const progress = new RunProgress(io({ stderrTerminal: terminal }), { quiet: false, color: false });
    progress.phase("starting the server (node s.js)");
    progress.stop();
    await progress.ready;
    expect(terminal.text).toBe("");
  });
});
