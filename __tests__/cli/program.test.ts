import { describe, expect, it } from "vitest";
import { AGGREGATE_FORMATS, buildProgram, REPORT_FORMATS, type ParsedCommand } from "../../src/cli/program.js";

/** Parses `argv` (after the binary name) and returns what the program hands on. */
async function parse(argv: string[]): Promise<Omit<ParsedCommand, "serverArgv">> {
  let parsed: Omit<ParsedCommand, "serverArgv"> | undefined;
  const program = buildProgram("9.9.9", (p) => (parsed = p));
  program.exitOverride();
  for (const sub of program.commands) sub.exitOverride().configureOutput({ writeErr: () => undefined, writeOut: () => undefined });
  await program.parseAsync(argv, { from: "user" });
  if (!parsed) throw new Error("nothing parsed");
  return parsed;
}

describe("buildProgram", () => {
  it("hands on the subcommand, its positionals and its options with their defaults", async () => {
    const { name, positionals, options } = await parse(["test", "node server.js", "--cases", "5", "--arg", "a=1", "--arg", "t:b=2"]);
    expect(name).toBe("test");
    expect(positionals).toEqual(["node server.js"]);
    expect(options).toMatchObject({ cases: "5", arg: ["a=1", "t:b=2"], protocol: "auto", edgeCases: true, protocolChecks: true });
  });

  it("records each old --output with how many --report values came before it", async () => {
    const { options } = await parse(["test", "x", "--report", "console", "--report", "json", "--output", "r.json", "--report", "sarif", "--output", "r.sarif"]);
    expect(options.report).toEqual(["console", "json", "sarif"]);
    expect(options.output).toEqual([
      { path: "r.json", afterReports: 2 },
      { path: "r.sarif", afterReports: 3 },
    ]);
  });

  it("reads aggregate's paths as positionals", async () => {
    expect(await parse(["aggregate", "a.json", "reports/"])).toMatchObject({ name: "aggregate", positionals: ["a.json", "reports/"] });
  });

  it("requires -o for snapshot and record", async () => {
    await expect(parse(["snapshot", "node s.js"])).rejects.toThrow(/required option '-o, --output <path>' not specified/);
    await expect(parse(["record", "--", "node"])).rejects.toThrow(/required option/);
  });

  it("refuses an unknown flag", async () => {
    await expect(parse(["list", "--frobnicate"])).rejects.toThrow(/unknown option '--frobnicate'/);
  });

  it("offers every report format to test and the aggregate formats to aggregate", () => {
    expect(REPORT_FORMATS).toEqual(["console", "markdown", "json", "sarif", "junit"]);
    expect(AGGREGATE_FORMATS.every((f) => (REPORT_FORMATS as readonly string[]).includes(f))).toBe(true);
  });
});
