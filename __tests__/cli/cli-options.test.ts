import { describe, expect, it } from "vitest";
import { readCliOptions, type CliCommand } from "../../src/cli/cli-options.js";
import { splitServerArgv } from "../../src/cli/main.js";
import { buildProgram, type ParsedCommand } from "../../src/cli/program.js";
import { UsageError } from "../../src/errors.js";

/** The typed options of a command line (the words after `mcp-checkup`). */
async function typed(argv: string[]): Promise<CliCommand> {
  const { head, serverArgv } = splitServerArgv(argv);
  let parsed: Omit<ParsedCommand, "serverArgv"> | undefined;
  const program = buildProgram("0.0.0", (p) => void (parsed = p));
  program.exitOverride();
  await program.parseAsync(head, { from: "user" });
  return readCliOptions(serverArgv === undefined ? parsed! : { ...parsed!, serverArgv });
}

describe("readCliOptions", () => {
  it("reads the server command after -- as an argv, exactly as given", async () => {
    expect((await typed(["test", "--", "node", "a b.js"])).options.target.command).toEqual({ argv: ["node", "a b.js"] });
  });

  it("reads one positional string as a line to split like a shell", async () => {
    expect((await typed(["list", "node s.js --x"])).options.target.command).toEqual({ line: "node s.js --x" });
  });

  it("keeps the timeout as the seconds given (the engine converts it once) and commander's defaults as texts", async () => {
    const { checkup } = (await typed(["test", "--timeout", "2.5", "--", "node"])).options;
    expect(checkup).toMatchObject({ timeout: "2.5", protocol: "auto", cases: "3", seed: "1", edgeCases: true, probeGradeCap: true });
  });

  it("reads repeatable flags as lists and --no- switches as false", async () => {
    const { options } = await typed(["test", "--arg", "a=1", "--arg", "t:b=2", "--env", "K=v", "--no-edge-cases", "--", "node"]);
    expect(options.checkup.args).toEqual(["a=1", "t:b=2"]);
    expect(options.target.env).toEqual(["K=v"]);
    expect(options.checkup.edgeCases).toBe(false);
  });

  it("reads the gate flags as texts and switches", async () => {
    expect((await typed(["test", "--fail-under", "B", "--ci", "--", "node"])).options.gate).toEqual({ failUnder: "B", ci: true, allowDrift: false });
  });

  it("reads snapshot's -o as a path and test's --output flags as report pairings", async () => {
    expect((await typed(["snapshot", "-o", "tools.json", "--", "node"])).options.outputPath).toBe("tools.json");
    expect((await typed(["test", "--report", "json", "--output", "r.json", "--", "node"])).options.reports).toEqual({ report: ["json"], output: [{ path: "r.json", afterReports: 1 }] });
  });

  it("refuses a command both as a string and after --", async () => {
    await expect(typed(["test", "node s.js", "--", "node", "t.js"])).rejects.toThrow(UsageError);
  });
});
