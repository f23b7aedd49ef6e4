import { mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync, lstatSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkOutputPath, isInside, writeFileAtomic } from "../../src/files/safe-write.js";

const folder = () => mkdtempSync(join(tmpdir(), "safe-write-"));

describe("writeFileAtomic", () => {
  it("replaces a link at the target instead of writing through it", () => {
    const dir = folder();
    writeFileSync(join(dir, "victim"), "untouched");
    symlinkSync(join(dir, "victim"), join(dir, "report.json"));
    writeFileAtomic(join(dir, "report.json"), "{}");
    expect(readFileSync(join(dir, "victim"), "utf8")).toBe("untouched");
    expect(lstatSync(join(dir, "report.json")).isSymbolicLink()).toBe(false);
    expect(readFileSync(join(dir, "report.json"), "utf8")).toBe("{}");
  });

  it("writes text given in pieces as they come, to the same bytes as the whole text", () => {
    const dir = folder();
    const pieces = Array.from({ length: 3_000 }, (_, i) => `piece ${i} \u00e9\u2026 ${"x".repeat(i % 700)}\n`);
    writeFileAtomic(join(dir, "pieces.json"), pieces.values());
    expect(readFileSync(join(dir, "pieces.json"), "utf8")).toBe(pieces.join(""));
    expect(readdirSync(dir)).toEqual(["pieces.json"]);
  });

  it("removes the temporary file when the pieces fail part way, and leaves the target as it was", () => {
    const dir = folder();
    writeFileSync(join(dir, "report.json"), "old");
    function* failing(): Generator<string> {
      yield "x".repeat(2_000_000);
      throw new Error("no more pieces");
    }
    expect(() => writeFileAtomic(join(dir, "report.json"), failing())).toThrow("no more pieces");
    expect(readdirSync(dir)).toEqual(["report.json"]);
    expect(readFileSync(join(dir, "report.json"), "utf8")).toBe("old");
  });

  it("leaves no temporary file behind", () => {
    const dir = folder();
    writeFileAtomic(join(dir, "a.txt"), "x".repeat(100_000));
    expect(readdirSync(dir)).toEqual(["a.txt"]);
  });

  it("throws the file system's error for a missing folder, and leaves nothing", () => {
    const dir = folder();
    expect(() => writeFileAtomic(join(dir, "nope", "a.txt"), "x")).toThrow(/ENOENT/);
    expect(readdirSync(dir)).toEqual([]);
  });
});

describe("checkOutputPath", () => {
  it("creates missing folders one level at a time and leaves no probe file", () => {
    const dir = folder();
    expect(checkOutputPath(join(dir, "a", "b", "r.json"))).toBe(join(dir, "a", "b", "r.json"));
    expect(readdirSync(join(dir, "a", "b"))).toEqual([]);
  });

  it("refuses a folder, a path under a file and a folder that cannot be created, in one line", () => {
    const dir = folder();
    writeFileSync(join(dir, "file"), "");
    expect(() => checkOutputPath(dir)).toThrow(/is a folder/);
    expect(() => checkOutputPath(join(dir, "file", "x.json"))).toThrow(/not a folder/);
    expect(() => checkOutputPath("/proc/nope/x.json")).toThrow(/cannot create folder '\/proc\/nope'/);
  });

  it("refuses to create folders when asked not to", () => {
    expect(() => checkOutputPath(join(folder(), "new", "x.json"), { createFolders: false })).toThrow(/does not exist/);
  });
});

describe("isInside", () => {
  it("follows links: a folder linked out of the root is outside it", () => {
    const root = folder();
    const elsewhere = folder();
    mkdirSync(join(root, "reports"));
    symlinkSync(elsewhere, join(root, "linked"));
    expect(isInside(root, join(root, "reports", "new", "r.json"))).toBe(true);
    expect(isInside(root, join(root, "linked", "r.json"))).toBe(false);
    expect(isInside(root, join(root, "..", "x"))).toBe(false);
  });
});
