import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain .mjs script without type declarations
import { lintWorkflows, readmeWorkflows, workflowsOf } from "../../.github/scripts/check-workflows.mjs";

interface Workflow {
  file: string;
  offset: number;
  text: string;
}
const lint = lintWorkflows as (workflows: Workflow[]) => Promise<{ file: string; line: number; message: string }[]>;

describe("the workflows in .github/ and the README", () => {
  it("pass actionlint", async () => {
    const workflows = (workflowsOf as (root: string) => Workflow[])(".");
    expect(workflows.filter((w) => w.file === "README.md").length).toBeGreaterThanOrEqual(8);
    expect(await lint(workflows)).toEqual([]);
  }, 60_000);

  it("are really linted: a job that needs a missing job is a problem, at its line in the README", async () => {
    const readme = ["# x", "", "```yaml", "on: push", "jobs:", "  a:", "    runs-on: ubuntu-latest", "    needs: [b]", "    steps:", "      - run: echo", "```", ""].join("\n");
    const problems = await lint((readmeWorkflows as (text: string) => Workflow[])(readme));
    expect(problems).toEqual([expect.objectContaining({ file: "README.md", line: 6, message: 'job "a" needs job "b" which does not exist in this workflow' })]);
  }, 60_000);
});
