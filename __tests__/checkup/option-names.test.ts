import { describe, expect, it } from "vitest";
import { Inputs } from "../../src/action/constants.js";
import { actionName, cliName, inActionTerms, OPTION_NAMES } from "../../src/checkup/option-names.js";
import { buildProgram } from "../../src/cli/program.js";

describe("OPTION_NAMES", () => {
  const test = buildProgram("0.0.0", () => {}).commands.find((c) => c.name() === "test")!;
  const flags = test.options.map((o) => o.long);

  it("names only flags that `mcp-checkup test` has", () => {
    expect(OPTION_NAMES.map((o) => o.flag).filter((flag) => !flags.includes(flag))).toEqual([]);
  });

  it("names only inputs that action.yml declares", () => {
    const inputs: readonly string[] = Object.values(Inputs);
    expect(OPTION_NAMES.map((o) => o.input).filter((input) => !inputs.includes(input))).toEqual([]);
  });

  it("covers every flag of `test` except the CLI's own report, colour and progress options", () => {
    const cliOnly = ["--report", "--output", "--color", "--no-color", "--quiet", "--version"];
    expect(flags.filter((flag) => flag !== undefined && !cliOnly.includes(flag) && !OPTION_NAMES.some((o) => o.flag === flag))).toEqual([]);
  });
});

describe("inActionTerms", () => {
  it("says a flag with a value as the input with that value", () => {
    expect(inActionTerms("supply values with --arg get_note:id=VALUE (or --arg id=VALUE, --args-file) that exist")).toBe(
      "supply values with mcp-args: get_note:id=VALUE (or mcp-args: id=VALUE, mcp-args-file) that exist",
    );
  });

  it("turns a switch into the input set to true", () => {
    expect(inActionTerms("run with --allow-writes to probe it")).toBe("run with mcp-allow-writes: true to probe it");
  });

  it("turns a --no- switch into the input set to false", () => {
    expect(inActionTerms("or pass --no-probe-grade-cap.")).toBe("or pass mcp-probe-grade-cap: false.");
  });

  it("names the input alone when no value of its kind follows", () => {
    expect(inActionTerms("or raise --timeout if it is legitimately slow")).toBe("or raise mcp-timeout if it is legitimately slow");
  });

  it("keeps sentence punctuation after a value outside it", () => {
    expect(inActionTerms("Set it with --env API_KEY=VALUE.")).toBe("Set it with mcp-env: API_KEY=VALUE.");
  });

  it("does not take a longer flag for a shorter one", () => {
    expect(inActionTerms("declare a pair in --probe-config")).toBe("declare a pair in mcp-probe-config");
  });

  it("leaves flags the Action has no input for, and words that only contain dashes", () => {
    expect(inActionTerms("node server.js --bug silent-skip, a well-known --reporting flag")).toBe("node server.js --bug silent-skip, a well-known --reporting flag");
  });
});

describe("each face's names for an option", () => {
  it("says an option as the CLI flag, with its value after a space", () => {
    expect(cliName("server", "NAME")).toBe("--server NAME");
    expect(cliName("url")).toBe("--url");
    expect(cliName("command")).toBe("a server command");
  });

  it("says an option as the Action input, with its value after a colon", () => {
    expect(actionName("server", "NAME")).toBe("mcp-server: NAME");
    expect(actionName("header")).toBe("mcp-headers");
    expect(actionName("cwd")).toBe("working-directory");
    expect(actionName("command")).toBe("mcp-command");
  });
});
