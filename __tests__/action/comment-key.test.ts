import { describe, expect, it } from "vitest";
import { commentKey, reportCommentKey } from "../../src/action/comment-key.js";

const none = { command: "", config: "", server: "", url: "", serverJson: "", workingDirectory: "" };

describe("commentKey", () => {
  it("is comment-tag when given", () => {
    expect(commentKey(" notes ", { ...none, command: "node s.js" })).toBe("notes");
  });

  it("derives the same key from the same command, and another from another", () => {
    const key = commentKey("", { ...none, command: "node s.js" });
    expect(key).toMatch(/^command-[0-9a-f]{12}$/);
    expect(commentKey("", { ...none, command: "node s.js" })).toBe(key);
    expect(commentKey("", { ...none, command: "node t.js" })).not.toBe(key);
  });

  it("keys a config target by the file and the server chosen in it", () => {
    const a = commentKey("", { ...none, config: ".vscode/mcp.json", server: "a" });
    expect(a).toMatch(/^config-/);
    expect(commentKey("", { ...none, config: ".vscode/mcp.json", server: "b" })).not.toBe(a);
  });

  it("keys a server.json target by its file", () => {
    expect(commentKey("", { ...none, serverJson: "server.json" })).toMatch(/^server-json-[0-9a-f]{12}$/);
  });

  it("never writes a token from the URL into the key", () => {
    expect(commentKey("", { ...none, url: "https://mcp.example/mcp?api_key=SECRET" })).toMatch(/^url-[0-9a-f]{12}$/);
  });
});

describe("reportCommentKey", () => {
  it("is derived from what the saved report says was graded", () => {
    expect(reportCommentKey("node s.js")).toMatch(/^report-[0-9a-f]{12}$/);
    expect(reportCommentKey("node s.js")).toBe(reportCommentKey("node s.js"));
  });
});
