import { describe, expect, it } from "vitest";
import { declaredPhase, declaredToolBlock } from "../../src/probes/index.js";
import type { ToolClass } from "../../src/probes/classify.js";

const cls = (role: ToolClass["role"]): ToolClass => ({ tool: { name: "add_note", inputSchema: { type: "object" } }, role, basis: "named", nouns: ["note"] });

describe("declaredToolBlock", () => {
  it("blocks a tool the server does not advertise", () => {
    expect(declaredToolBlock(undefined, true)).toBe("missing");
  });

  it("blocks a tool the probe config excludes, even with writes on", () => {
    expect(declaredToolBlock(cls("excluded"), true)).toBe("excluded");
  });

  it("blocks a write tool while writes are off", () => {
    expect(declaredToolBlock(cls("write"), false)).toBe("writes-off");
  });

  it("lets a read tool be probed with writes off", () => {
    expect(declaredToolBlock(cls("read"), false)).toBeUndefined();
  });

  it("lets a write tool be probed with writes on", () => {
    expect(declaredToolBlock(cls("write"), true)).toBeUndefined();
  });
});

describe("declaredPhase", () => {
  it("runs a declared probe naming only read tools with the read-only probes", () => {
    expect(declaredPhase(["read", "read"])).toBe("read");
  });

  it("runs a declared probe naming a write tool with the write probes", () => {
    expect(declaredPhase(["read", "write"])).toBe("write");
  });

  it("runs a declared probe naming an unknown tool with the write probes", () => {
    expect(declaredPhase([undefined])).toBe("write");
  });
});
