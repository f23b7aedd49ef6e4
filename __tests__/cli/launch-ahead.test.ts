import { describe, expect, it } from "vitest";
import { AHEAD_COMMANDS, launchAhead, NOT_AHEAD_FLAGS, SWITCH_FLAGS, VALUE_FLAGS } from "../../src/cli/launch-ahead.js";
import { buildProgram } from "../../src/cli/program.js";

const words = (line: string): string[] => line.split(" ");

describe("launchAhead", () => {
  it("reads the argv after --, and the server command string (split like a shell)", () => {
    expect(launchAhead(words("test -- node server.js --port 3"))).toEqual({ command: "node", args: ["server.js", "--port", "3"] });
    expect(launchAhead(["lint", "node 'my server.js' --verbose"])).toEqual({ command: "node", args: ["my server.js", "--verbose"] });
    expect(launchAhead(words("list node server.js"))).toEqual({ command: "node", args: ["server.js"] });
    expect(launchAhead(words("snapshot -o snap.json -- npx -y pkg"))).toEqual({ command: "npx", args: ["-y", "pkg"] });
    expect(launchAhead(words("accept --reason known -- node s.js"))).toEqual({ command: "node", args: ["s.js"] });
  });

  it("steps over the flags that do not change the server, with their values in either form", () => {
    const line = ["test", "--cases", "3", "--report", "json=r.json", "-q", "--seed=7", "--arg", "-5", "--no-protocol-checks", "node s.js"];
    expect(launchAhead(line)).toEqual({ command: "node", args: ["s.js"] });
    // A value that looks like a command is a value: the server is the one positional.
    expect(launchAhead(["test", "--only", "ls", "node s.js"])).toEqual({ command: "node", args: ["s.js"] });
  });

  it("spawns nothing ahead when the words alone do not say for certain what the options will start", () => {
    for (const line of [
      "test --env A=1 -- node s.js",
      "test --cwd /tmp -- node s.js",
      "test --config mcp.json",
      "test --config=mcp.json --server x",
      "test --url http://localhost:3000/mcp -- node s.js",
      "test --server-json server.json",
      "lint --tools-file tools.json",
      "test --help -- node s.js",
      "test -h node",
      "test -V",
      "test --ci=yes -- node s.js",
      "test -qo x -- node s.js",
      "test --no-such-flag -- node s.js",
      "test",
      "test --",
      "test node -- node",
      "record -- node s.js",
      "demo",
      "aggregate reports",
      "--version",
    ]) {
      expect(launchAhead(words(line)), line).toBeUndefined();
    }
    expect(launchAhead(["test", "node 'unclosed"])).toBeUndefined();
    expect(launchAhead(["test", "node s.js | tee log"])).toBeUndefined();
    expect(launchAhead([])).toBeUndefined();
  });

  it("knows every flag of the commands it reads, as the option parser does", () => {
    const program = buildProgram("0.0.0", () => undefined);
    const seen = new Set<string>();
    const wrong: string[] = [];
    for (const command of program.commands.filter((c) => AHEAD_COMMANDS.has(c.name()))) {
      for (const option of command.options) {
        for (const flag of [option.long, option.short].filter((f): f is string => f !== undefined)) {
          seen.add(flag);
          const takesValue = option.required || option.optional;
          const listed = [VALUE_FLAGS.has(flag) && "value", SWITCH_FLAGS.has(flag) && "switch", NOT_AHEAD_FLAGS.has(flag) && "not ahead"].filter(Boolean);
          if (listed.length !== 1) wrong.push(`${command.name()} ${flag}: listed as ${listed.join(" and ") || "nothing"}`);
          else if (VALUE_FLAGS.has(flag) && !takesValue) wrong.push(`${command.name()} ${flag}: takes no value`);
          else if (SWITCH_FLAGS.has(flag) && takesValue) wrong.push(`${command.name()} ${flag}: takes a value`);
        }
      }
    }
    expect(wrong).toEqual([]);
    expect([...VALUE_FLAGS, ...SWITCH_FLAGS, ...NOT_AHEAD_FLAGS].filter((flag) => !seen.has(flag))).toEqual([]);
    expect(program.commands.map((c) => c.name()).filter((name) => AHEAD_COMMANDS.has(name))).toHaveLength(AHEAD_COMMANDS.size);
  });
});
