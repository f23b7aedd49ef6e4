import { describe, expect, it } from "vitest";
import type { CommentsApi } from "../../src/action/comments-api.js";
import { commentMarker } from "../../src/action/constants.js";
import { syncStickyComment } from "../../src/action/pr-comment.js";
import type { IssueComment } from "../../src/action/sticky-comment.js";

const bot = { login: "github-actions[bot]", type: "Bot" };
const match = { key: "k", legacyTags: [] };

/** An in-memory comments API; `beforeCreate` runs inside `create`, to play a concurrent run. */
function memoryApi(comments: IssueComment[], beforeCreate: () => void = () => {}): CommentsApi & { comments: IssueComment[] } {
  let next = 100;
  return {
    comments,
    list: async () => comments.map((c) => ({ ...c })),
    create: async (_n, body) => {
      beforeCreate();
      const c = { id: next++, body, user: bot };
      comments.push(c);
      return c;
    },
    update: async (id, body) => {
      const c = comments.find((x) => x.id === id)!;
      c.body = body;
      return c;
    },
    remove: async (id) => void comments.splice(comments.findIndex((x) => x.id === id), 1),
    pullRequestHeadSha: async () => "sha",
  };
}

describe("syncStickyComment", () => {
  const body = `${commentMarker("k", "111111111111")}\nresult`;

  it("deletes the comment it created and updates the older one when a concurrent run created one first", async () => {
    const api = memoryApi([], () => api.comments.push({ id: 50, body: `${commentMarker("k", "222222222222")}\nother`, user: bot }));
    const outcome = await syncStickyComment(api, 7, match, body);
    expect(outcome).toMatchObject({ action: "updated", id: 50, deleted: [100] });
    expect(api.comments).toEqual([{ id: 50, body, user: bot }]);
  });

  it("keeps the comment it created when it is the oldest", async () => {
    const api = memoryApi([]);
    expect(await syncStickyComment(api, 7, match, body)).toMatchObject({ action: "created", id: 100, deleted: [] });
  });

  it("deletes duplicates left by an earlier race while updating the oldest", async () => {
    const api = memoryApi([
      { id: 1, body: `${commentMarker("k", "222222222222")}\na`, user: bot },
      { id: 2, body: `${commentMarker("k", "333333333333")}\nb`, user: bot },
    ]);
    expect(await syncStickyComment(api, 7, match, body)).toMatchObject({ action: "updated", id: 1, deleted: [2] });
    expect(api.comments.map((c) => c.id)).toEqual([1]);
  });

  it("creates nothing when told not to, and says so", async () => {
    const api = memoryApi([]);
    expect(await syncStickyComment(api, 7, match, body, { create: false })).toEqual({ action: "not-needed", deleted: [] });
    expect(api.comments).toEqual([]);
  });
});
