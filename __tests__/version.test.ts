import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { README_URL, VERSION } from "../src/version.js";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string; repository?: string | { url?: string } };

/** The web address package.json's `repository` names (npm's `git+https://….git` and `github:o/r` forms too). */
function repositoryWebUrl(repository: typeof pkg.repository): string | undefined {
  const raw = typeof repository === "string" ? repository : repository?.url;
  if (!raw) return undefined;
  if (/^(github:)?[\w.-]+\/[\w.-]+$/.test(raw)) return `https://github.com/${raw.replace(/^github:/, "")}`;
  return raw.replace(/^git\+/, "").replace(/\.git$/, "");
}

describe("the package constants", () => {
  it("VERSION is package.json's version", () => {
    expect(VERSION).toBe(pkg.version);
  });

  it("README_URL is package.json's repository with #readme, or undefined when it names none", () => {
    const web = repositoryWebUrl(pkg.repository);
    expect(README_URL).toBe(web === undefined ? undefined : `${web}#readme`);
  });
});
