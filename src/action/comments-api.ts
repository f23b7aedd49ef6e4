import { authorOf, httpStatus, type GitHubClient, type RepoRef, type RestUser } from "./github-client.js";
import type { IssueComment } from "./sticky-comment.js";

/**
 * The GitHub issue-comments API, as much of it as the sticky comment needs (STYLE.md "A seam for every outside
 * thing"): the decision in `sticky-comment.ts` is pure, and this is the only place that talks HTTP for it.
 * Every method throws the Octokit `RequestError` of a failed request (with its `status`).
 */
export interface CommentsApi {
  /** Every comment of issue/PR `issueNumber`, oldest first, all pages (a PR can have hundreds). */
  list(issueNumber: number): Promise<IssueComment[]>;
  create(issueNumber: number, body: string): Promise<IssueComment>;
  update(commentId: number, body: string): Promise<IssueComment>;
  /** Deletes a comment; one already gone (404) counts as deleted. */
  remove(commentId: number): Promise<void>;
  /** The head commit SHA of pull request `prNumber` (`GET /repos/{owner}/{repo}/pulls/{n}`). */
  pullRequestHeadSha(prNumber: number): Promise<string>;
}

/**
 * The REST implementation: `GET /repos/{owner}/{repo}/issues/{n}/comments` through `octokit.paginate`
 * (100 a page, following the `Link` header), `POST …/issues/{n}/comments`, `PATCH …/issues/comments/{id}`,
 * `DELETE …/issues/comments/{id}`, `GET …/pulls/{n}`.
 */
export function createCommentsApi(client: GitHubClient, repo: RepoRef): CommentsApi {
  return {
    async list(issueNumber) {
      const comments = await client.paginate(client.rest.issues.listComments, { ...repo, issue_number: issueNumber, per_page: 100 });
      return comments.map(toComment);
    },
    async create(issueNumber, body) {
      const { data } = await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
      return toComment(data);
    },
    async update(commentId, body) {
      const { data } = await client.rest.issues.updateComment({ ...repo, comment_id: commentId, body });
      return toComment(data);
    },
    async remove(commentId) {
      try {
        await client.rest.issues.deleteComment({ ...repo, comment_id: commentId });
      } catch (error) {
        if (httpStatus(error) !== 404) throw error;
      }
    },
    async pullRequestHeadSha(prNumber) {
      const { data } = await client.rest.pulls.get({ ...repo, pull_number: prNumber });
      return data.head.sha;
    },
  };
}

function toComment(data: { id: number; body?: string | null; html_url?: string; user?: RestUser }): IssueComment {
  return {
    id: data.id,
    body: data.body ?? null,
    ...(data.html_url !== undefined ? { html_url: data.html_url } : {}),
    user: authorOf(data.user),
  };
}
