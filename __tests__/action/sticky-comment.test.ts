import { describe, expect, it } from "vitest";
import { commentMarker, legacyCommentMarker } from "../../src/action/constants.js";
import { decideStickyComment, parseCommentMarker, type IssueComment, type StickyMatch } from "../../src/action/sticky-comment.js";

const match: StickyMatch = { key: "command-0123456789ab", legacyTags: ["notes-server", "node server.js"] };
const marker = commentMarker(match.key, "aaaaaaaaaaaa");
const bot = { login: "github-actions[bot]", type: "Bot" };
const person = { login: "octocat", type: "User" };
const body = `${marker}\n### MCP Checkup: notes-server 1.0.0\n`;

function unrelated(count: number): IssueComment[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, body: `comment ${i}`, user: person }));
}

describe("decideStickyComment", () => {
  it("creates a comment when none carries the marker", () => {
    expect(decideStickyComment(unrelated(150), match, body)).toEqual({ action: "create", body });
  });

  it("updates the marked comment in place when it shows another result", () => {
    const ours = { id: 500, body: `${commentMarker(match.key, "bbbbbbbbbbbb")}\nold scorecard`, user: bot, html_url: "https://x/500" };
    expect(decideStickyComment([...unrelated(3), ours], match, body)).toEqual({ action: "update", commentId: 500, url: "https://x/500", body, duplicates: [] });
  });

  it("leaves the comment alone when its marker carries the same result digest, whatever its footer says", () => {
    const ours = { id: 500, body: `${marker}\n### MCP Checkup: notes-server 1.0.0\n<sub>Result of commit \`0ld0ld0\`</sub>\n`, user: bot };
    expect(decideStickyComment([ours], match, body)).toEqual({ action: "unchanged", commentId: 500, duplicates: [] });
  });

  it("matches the marker on the first line only", () => {
    const quoted = { id: 9, body: `I saw this:\n${marker}\n`, user: bot };
    expect(decideStickyComment([quoted], match, body).action).toBe("create");
  });

  it("keeps the comments of other keys apart", () => {
    const other = { id: 9, body: `${commentMarker("command-ffffffffffff", "aaaaaaaaaaaa")}\nscorecard`, user: bot };
    expect(decideStickyComment([other], match, body).action).toBe("create");
  });

  it("adopts an older name-keyed comment of ours and rewrites it with the stable key", () => {
    const legacy = { id: 40, body: `${legacyCommentMarker("notes-server")}\n# MCP Scorecard: notes-server\n`, user: bot };
    expect(decideStickyComment([legacy], match, body)).toMatchObject({ action: "update", commentId: 40, body });
  });

  it("adopts a legacy comment keyed by the target when the server never said its name", () => {
    const legacy = { id: 41, body: `${legacyCommentMarker("node server.js")}\nstale A`, user: bot };
    expect(decideStickyComment([legacy], match, body)).toMatchObject({ action: "update", commentId: 41 });
  });

  it("prefers the bot's comment over a person's comment that copies the marker", () => {
    const copied = { id: 90, body: `${marker}\nfake`, user: person };
    const ours = { id: 100, body: `${commentMarker(match.key, "bbbbbbbbbbbb")}\nold`, user: bot };
    expect(decideStickyComment([ours, copied], match, body)).toMatchObject({ action: "update", commentId: 100, duplicates: [] });
  });

  it("keeps the oldest of several comments of ours and names the others as duplicates", () => {
    const older = { id: 100, body: `${commentMarker(match.key, "bbbbbbbbbbbb")}\nold`, user: bot };
    const newer = { id: 200, body: `${marker}\nnewer`, user: bot };
    const legacy = { id: 300, body: `${legacyCommentMarker("notes-server")}\nstale`, user: bot };
    expect(decideStickyComment([legacy, newer, older], match, body)).toMatchObject({ action: "update", commentId: 100, duplicates: [200, 300] });
  });

  it("reads a marker line ending in \\r\\n", () => {
    const ours = { id: 5, body: `${commentMarker(match.key, "bbbbbbbbbbbb")}\r\nold`, user: bot };
    expect(decideStickyComment([ours], match, body)).toMatchObject({ action: "update", commentId: 5 });
  });

  it("ignores comments without a body", () => {
    expect(decideStickyComment([{ id: 1, body: null, user: bot }], match, body).action).toBe("create");
  });
});

describe("commentMarker", () => {
  it("is one hidden HTML comment that a key cannot close early", () => {
    const m = commentMarker("evil --> <b>x</b>\nline", "abc123abc123");
    expect(m.startsWith("<!-- ")).toBe(true);
    expect(m.endsWith(" -->")).toBe(true);
    expect(m.slice(0, -4)).not.toContain(">");
    expect(m).not.toContain("\n");
  });

  it("reads back as its key and digest", () => {
    expect(parseCommentMarker(commentMarker("my server / 2", "abc123abc123"))).toEqual({ key: "my server / 2", digest: "abc123abc123" });
  });
});
