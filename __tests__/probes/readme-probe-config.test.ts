import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseProbeConfig } from "../../src/probes/config.js";

describe("the README's probe config example", () => {
  it("is a valid probe config with every key", () => {
    const readme = readFileSync("README.md", "utf8");
    const section = readme.slice(readme.indexOf("### Probe config"));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
    const config = parseProbeConfig(yaml, "README.md");
    expect(config.pairs.map((p) => `${p.write}→${p.read}`)).toEqual(["create_entities→search_nodes"]);
    expect(config.relations).toHaveLength(1);
    expect(config.agreements[0]?.expect).toBe("subset");
    expect(config.idempotent[0]?.tool).toBe("get_note");
    expect(config.exclude).toEqual(["delete_everything"]);
  });
});
