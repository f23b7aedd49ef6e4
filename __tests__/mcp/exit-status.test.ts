import { describe, expect, it } from "vitest";
import { describeExit, signalExitCode } from "../../src/mcp/exit-status.js";

describe("describeExit", () => {
  it("names the exit code, or the signal when a signal ended the process", () => {
    expect(describeExit({ code: 3, signal: null })).toBe("exited with code 3");
    expect(describeExit({ code: null, signal: "SIGKILL" })).toBe("was killed by SIGKILL");
    expect(describeExit({ code: null, signal: null })).toBe("exited with code unknown");
  });
});

describe("signalExitCode", () => {
  it("is 128 plus the signal's number, as a shell reports it", () => {
    expect(signalExitCode("SIGINT")).toBe(130);
    expect(signalExitCode("SIGTERM")).toBe(143);
    expect(signalExitCode("SIGKILL")).toBe(137);
  });
});
