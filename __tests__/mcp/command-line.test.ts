import { describe, expect, it } from "vitest";
import { UsageError } from "../../src/errors.js";
import { parseCommandLine } from "../../src/mcp/command-line.js";

function usageError(text: string): string {
  try {
    parseCommandLine(text);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no UsageError");
}

describe("parseCommandLine", () => {
  it("splits words on white space", () => {
    expect(parseCommandLine("  npx -y  @acme/server   --port 3 ")).toEqual({ command: "npx", args: ["-y", "@acme/server", "--port", "3"] });
  });

  it("keeps quoted words and escaped spaces together", () => {
    expect(parseCommandLine(`node "my server.js" 'a b' c\\ d "say \\"hi\\""`)).toEqual({
      command: "node",
      args: ["my server.js", "a b", "c d", 'say "hi"'],
    });
  });

  it("leaves environment variables as written instead of expanding them", () => {
    expect(parseCommandLine('server --token $API_TOKEN --home "${HOME}/x"')).toEqual({
      command: "server",
      args: ["--token", "$API_TOKEN", "--home", "${HOME}/x"],
    });
  });

  it("passes a glob pattern through unexpanded", () => {
    expect(parseCommandLine("server --files *.json")).toEqual({ command: "server", args: ["--files", "*.json"] });
  });

  it("rejects a pipe and says to wrap the command in sh -c or a script", () => {
    expect(usageError("server | tee log")).toBe(
      `The server command "server | tee log" uses the shell operator "|", and servers are started without a shell; wrap it in sh -c '…' or a script.`,
    );
  });

  it("rejects && and redirections", () => {
    expect(usageError("cd app && node server.js")).toContain('shell operator "&&"');
    expect(usageError("node server.js > out.log")).toContain('shell operator ">"');
  });

  it("rejects a # comment", () => {
    expect(usageError("node server.js # my server")).toContain('contains "#"');
  });

  it("rejects an empty command", () => {
    expect(usageError("   ")).toBe("The server command is empty; give the command that starts the server.");
  });
});

describe("parseCommandLine and unclosed quotes", () => {
  it("refuses an unclosed double or single quote, as a shell does", () => {
    expect(() => parseCommandLine('node "unclosed')).toThrow(/has an unclosed " quote/);
    expect(() => parseCommandLine("node 'unclosed")).toThrow(/has an unclosed ' quote/);
  });

  it("accepts quotes inside the other kind and escaped quote marks", () => {
    expect(parseCommandLine(`node "it's" 'say "hi"' a\\"b`).args).toEqual(["it's", 'say "hi"', 'a"b']);
  });
});
