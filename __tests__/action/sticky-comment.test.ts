import { describe, expect, it } from "vitest";
import { commentMarker } from "../../src/action/constants.js";
import { decideStickyComment, type IssueComment } from "../../src/action/sticky-comment.js";

const marker = commentMarker("notes-server");
const bot = { login: "github-actions[bot]", type: "Bot" };
const person = { login: "octocat", type: "User" };
const body = `${marker}\n# MCP Scorecard: notes-server 1.0.0\n`;

function unrelated(count: number): IssueComment[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, body: `comment ${i}`, user: person }));
}

describe("decideStickyComment", () => {
  it("creates a comment when none carries the marker", () => {
    expect(decideStickyComment(unrelated(150), marker, body)).toEqual({ action: "create", body });
  });

  it("updates the marked comment in place when its body differs", () => {
    const ours = { id: 500, body: `${marker}\nold scorecard`, user: bot, html_url: "https://x/500" };
    expect(decideStickyComment([...unrelated(3), ours], marker, body)).toEqual({ action: "update", commentId: 500, url: "https://x/500", body });
  });

  it("leaves the comment alone when its body is already the new body", () => {
    const ours = { id: 500, body, user: bot };
    expect(decideStickyComment([ours], marker, body)).toEqual({ action: "unchanged", commentId: 500 });
  });

  it("matches the marker on the first line only", () => {
    const quoted = { id: 9, body: `I saw this:\n${marker}\n`, user: bot };
    expect(decideStickyComment([quoted], marker, body).action).toBe("create");
  });

  it("keeps the comments of other servers apart by their tag", () => {
    const other = { id: 9, body: `${commentMarker("other-server")}\nscorecard`, user: bot };
    expect(decideStickyComment([other], marker, body).action).toBe("create");
  });

  it("does not take a tag that only starts like ours", () => {
    const longer = { id: 9, body: `${commentMarker("notes-server-2")}\nscorecard`, user: bot };
    expect(decideStickyComment([longer], marker, body).action).toBe("create");
  });

  it("prefers the bot's comment over a person's comment that copies the marker", () => {
    const copied = { id: 900, body: `${marker}\nfake`, user: person };
    const ours = { id: 100, body: `${marker}\nold`, user: bot };
    expect(decideStickyComment([ours, copied], marker, body)).toMatchObject({ action: "update", commentId: 100 });
  });

  it("updates the newest of several marked comments", () => {
    const older = { id: 100, body: `${marker}\nold`, user: bot };
    const newer = { id: 200, body: `${marker}\nnewer`, user: bot };
    expect(decideStickyComment([newer, older], marker, body)).toMatchObject({ action: "update", commentId: 200 });
  });

  it("reads a marker line ending in \\r\\n", () => {
    const ours = { id: 5, body: `${marker}\r\nold`, user: bot };
    expect(decideStickyComment([ours], marker, body)).toMatchObject({ action: "update", commentId: 5 });
  });

  it("ignores comments without a body", () => {
    expect(decideStickyComment([{ id: 1, body: null, user: bot }], marker, body).action).toBe("create");
  });
});

describe("commentMarker", () => {
  it("is one hidden HTML comment that a tag cannot close early", () => {
    const m = commentMarker("evil --> <b>x</b>\nline");
    expect(m.startsWith("<!-- ")).toBe(true);
    expect(m.endsWith(" -->")).toBe(true);
    expect(m.slice(0, -4)).not.toContain(">");
    expect(m).not.toContain("\n");
  });
});
