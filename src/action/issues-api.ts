import { authorOf, httpStatus, type GitHubClient, type RepoRef, type RestUser } from "./github-client.js";

/** An issue as the REST API lists it; only these fields are read. */
export interface RepoIssue {
  number: number;
  body: string | null;
  html_url?: string;
  user?: { login?: string; type?: string } | null;
}

/**
 * The GitHub issues API, as much of it as the regression issue needs (STYLE.md "A seam for every outside thing"): the
 * decision in `regression-issue.ts` is pure, and this is the only place that talks HTTP for it. Every method throws
 * the Octokit `RequestError` of a failed request (with its `status`); a 403 "Resource not accessible by integration"
 * means the job lacks `permissions: issues: write`.
 */
export interface IssuesApi {
  /** The open issues (not pull requests) carrying `label`, oldest first, all pages. */
  listOpen(label: string): Promise<RepoIssue[]>;
  create(title: string, body: string, labels: string[]): Promise<RepoIssue>;
  /** Replaces an issue's body (its title stays). */
  updateBody(issueNumber: number, body: string): Promise<void>;
  comment(issueNumber: number, body: string): Promise<void>;
  /** Closes an issue as completed. */
  close(issueNumber: number): Promise<void>;
  /** Creates `name` in the repository unless it exists (a label must exist before an issue can carry it for sure). */
  ensureLabel(name: string, description: string): Promise<void>;
}

/**
 * The REST implementation: `GET /repos/{owner}/{repo}/issues?state=open&labels=L` through `octokit.paginate` (pull
 * requests, which the endpoint lists too, are left out), `POST …/issues`, `PATCH …/issues/{n}`, `POST
 * …/issues/{n}/comments`, `GET …/labels/{name}` and `POST …/labels`.
 */
export function createIssuesApi(client: GitHubClient, repo: RepoRef): IssuesApi {
  return {
    async listOpen(label) {
      const issues = await client.paginate(client.rest.issues.listForRepo, { ...repo, state: "open", labels: label, per_page: 100, sort: "created", direction: "asc" });
      return issues.filter((i) => i.pull_request === undefined).map(toIssue).sort((a, b) => a.number - b.number);
    },
    async create(title, body, labels) {
      const { data } = await client.rest.issues.create({ ...repo, title, body, labels });
      return toIssue(data);
    },
    async updateBody(issueNumber, body) {
      await client.rest.issues.update({ ...repo, issue_number: issueNumber, body });
    },
    async comment(issueNumber, body) {
      await client.rest.issues.createComment({ ...repo, issue_number: issueNumber, body });
    },
    async close(issueNumber) {
      await client.rest.issues.update({ ...repo, issue_number: issueNumber, state: "closed", state_reason: "completed" });
    },
    async ensureLabel(name, description) {
      try {
        await client.rest.issues.getLabel({ ...repo, name });
      } catch (error) {
        if (httpStatus(error) !== 404) throw error;
        await client.rest.issues.createLabel({ ...repo, name, color: "d93f0b", description });
      }
    },
  };
}

function toIssue(data: { number: number; body?: string | null; html_url?: string; user?: RestUser }): RepoIssue {
  return {
    number: data.number,
    body: data.body ?? null,
    ...(data.html_url !== undefined ? { html_url: data.html_url } : {}),
    user: authorOf(data.user),
  };
}
