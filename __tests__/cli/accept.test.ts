import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { EXIT } from "../../src/cli/exit-codes.js";
import { parseAcceptedFile } from "../../src/findings/accepted-file.js";
import { tempDir } from "../action/helpers.js";
import { cli } from "../support/run-cli.js";

type Variant = "base" | "new" | "fixed" | "reworded";
const server = (variant: Variant) => ["node", resolve("__tests__", "fixtures", "cli", "accept-server.mjs"), "--variant", variant];


/** accept → rerun → a new finding → a fixed one → prune, with the real CLI against a fixture server whose findings change. */
describe("mcp-checkup accept and --accepted", () => {
  let file: string;
  const test = (variant: Variant, ...flags: string[]) =>
    cli(["test", "--ci", "--no-protocol-checks", "--accepted", file, "--report", "json", ...flags, "--", ...server(variant)]);
  const accept = (variant: Variant, ...flags: string[]) => cli(["accept", "--no-protocol-checks", "--accepted", file, ...flags, "--", ...server(variant)]);

  beforeEach(() => {
    file = join(tempDir("mcp-accept-"), "mcp-accepted.yml");
  });

  it("writes one entry per finding with the reason, the text hash of a text finding included", async () => {
    const { code, stderr } = await accept("base", "--reason", "known; tracked in #12");
    expect(code).toBe(EXIT.ok);
    expect(stderr).toContain("2 added, 0 kept");
    const entries = parseAcceptedFile(readFileSync(file, "utf8"), file, "--accepted").entries;
    expect(entries).toEqual([
      { rule: "happy-call-failed", tool: "broken_sum", reason: "known; tracked in #12" },
      { rule: "description-short", tool: "lookup", pointer: "/description", text: expect.stringMatching(/^[0-9a-f]{16}$/), reason: "known; tracked in #12" },
    ]);
  });

  it("passes --ci once the findings are accepted, listing them as accepted", async () => {
    expect((await cli(["test", "--ci", "--no-protocol-checks", "--", ...server("base")])).code).toBe(EXIT.gateFailed);
    await accept("base", "--reason", "known");
    const { code, stdout } = await test("base");
    expect(code).toBe(EXIT.ok);
    const report = JSON.parse(stdout);
    expect(report.findings.filter((x: { accepted?: unknown }) => x.accepted).map((x: { rule: string }) => x.rule).sort()).toEqual(["description-short", "happy-call-failed"]);
    expect(report.acceptance).toMatchObject({ entries: 2, accepted: 2, stale: 0 });
    expect(report.grade).toBe("A");
  });

  it("fails --ci on a new finding and names only that one", async () => {
    await accept("base", "--reason", "known");
    const { code, stderr } = await test("new");
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("mcp-checkup: 1 blocking finding with --ci (first: poisoning-override on notes)");
    expect(stderr).toContain("  - poisoning-override (notes):");
    expect(stderr).not.toContain("happy-call-failed");
  });

  it("fails --ci on the stale entry of a fixed finding until it is pruned", async () => {
    await accept("base", "--reason", "known");
    const stale = await test("fixed");
    expect(stale.code).toBe(EXIT.gateFailed);
    expect(stale.stderr).toContain("  - accepted-stale (lookup): Entry 2 (description-short on lookup) of");
    const prune = await accept("fixed", "--prune");
    expect(prune.code).toBe(EXIT.ok);
    expect(prune.stderr).toContain("0 added, 1 kept, 1 stale dropped (--prune)");
    expect((await test("fixed")).code).toBe(EXIT.ok);
  });

  it("treats a changed poisoned description as a new finding", async () => {
    await accept("new", "--reason", "accepted while we ask upstream");
    expect((await test("new")).code).toBe(EXIT.ok);
    const { code, stderr } = await test("reworded");
    expect(code).toBe(EXIT.gateFailed);
    expect(stderr).toContain("  - poisoning-override (notes): ");
    expect(stderr).toContain("  - accepted-stale (notes): Entry 2 (poisoning-override on notes)");
  });

  it("refuses to run accept without a reason, before starting the server", async () => {
    const { code, stderr } = await accept("base");
    expect(code).toBe(EXIT.usage);
    expect(stderr.trim().split("\n")).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
  });

  it("refuses a bad --accepted file with one line naming the entry", async () => {
    writeFileSync(file, "accepted:\n  - rule: happy-call-failed\n    tool: broken_sum\n");
    const { code, stderr } = await test("base");
    expect(code).toBe(EXIT.usage);
    expect(stderr).toBe(`mcp-checkup: --accepted: ${file}: entry 1 (happy-call-failed on broken_sum): 'reason' is missing; every entry says why the finding is accepted\n`);
  });
});
