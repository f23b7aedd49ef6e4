import { describe, expect, it } from "vitest";
import { renderConsole } from "../../src/report/console.js";
import { renderJson } from "../../src/report/json.js";
import { renderMarkdown } from "../../src/report/markdown.js";
import { clientSection, contextSection } from "../../src/report/markdown-sections.js";
import type { ClientReport, ContextReport } from "../../src/scorecard/types.js";
import { scorecard } from "./scorecard-builder.js";

const context: ContextReport = {
  budget: 100,
  saving_tokens: 40,
  repeated_schemas: [
    {
      tokens: 45,
      occurrences: [
        { tool: "search", schema: "inputSchema", pointer: "/properties/from" },
        { tool: "search", schema: "inputSchema", pointer: "/properties/to" },
      ],
      tools: ["search"],
      saving_tokens: 40,
      excerpt: '{"type":"object","properties":{"street":{"type":"string"}}}',
    },
  ],
};
const clients: ClientReport = {
  clients: ["openai-strict", "gemini"],
  results: [{ client: "openai-strict", tool: "search", rejections: [{ pointer: "/properties/url/format", keyword: "format: uri", source: "https://github.com/can1357/oh-my-pi/issues/206" }] }],
};

describe("Context cost", () => {
  it("says by how much the server is over the budget and lists the costliest tools and the repeated sub-schemas", () => {
    const text = contextSection(scorecard({ context })).join("\n");
    expect(text).toContain("**Over budget:** ~140 tokens against a budget of 100 (40 too many).");
    expect(text).toMatch(/\| `search` +\| +80 \| +57% \|/);
    expect(text).toContain("saves ~40 tokens");
    expect(text).toContain("`{\"type\":\"object\",\"properties\":{\"street\":{\"type\":\"string\"}}}`");
  });

  it("says the server is within the budget", () => {
    expect(contextSection(scorecard({ context: { ...context, budget: 500 } }))).toContain("Within budget: ~140 of 500 tokens.");
  });

  it("lists sub-schemas repeated only across tools without a saving column or a ~0 saving", () => {
    const across: ContextReport = {
      budget: null,
      saving_tokens: 0,
      repeated_schemas: [{ ...context.repeated_schemas[0]!, tools: ["search", "find"], occurrences: [{ tool: "search", schema: "inputSchema", pointer: "/properties/a" }, { tool: "find", schema: "inputSchema", pointer: "/properties/a" }], saving_tokens: 0 }],
    };
    const text = contextSection(scorecard({ context: across })).join("\n");
    expect(text).toContain("each tool sends its own copy, since `$defs` cannot be shared between tools");
    expect(text).not.toContain("saves ~0");
    expect(text).not.toContain("$defs saving");
    expect(text).not.toContain("—");
    expect(text).toMatch(/\| +45 \| +2 \| `search`, `find` +\|$/m);
  });

  it("states no context cost for a server that never listed anything (it did not start)", () => {
    const dead = scorecard({ tools: [], context_tokens: 0 });
    delete (dead as { context?: unknown }).context;
    expect(renderMarkdown(dead)).not.toContain("Context cost");
    expect(renderConsole(dead, { color: false })).not.toContain("Context cost");
    // A server that started and lists no tools still has its (zero) cost stated.
    const empty = scorecard({ tools: [], context_tokens: 0, context: { budget: null, saving_tokens: 0, repeated_schemas: [] } });
    expect(renderConsole(empty, { color: false })).toContain("Context cost: ~0 estimated tokens");
  });

  it("is left out without a budget or a repeated sub-schema", () => {
    expect(contextSection(scorecard({ context: { budget: null, saving_tokens: 0, repeated_schemas: [] } }))).toEqual([]);
    expect(contextSection(scorecard())).toEqual([]);
  });
});

describe("Client compatibility", () => {
  it("gives each named client a verdict and each rejection its JSON Pointer and source", () => {
    const text = clientSection(scorecard({ client_profiles: clients })).join("\n");
    expect(text).toContain("- OpenAI strict mode (`openai-strict`): rejects 1 tool of 2; a request carrying any of them fails.");
    expect(text).toContain("- Gemini (`gemini`): accepts every tool.");
    expect(text).toMatch(/\| `openai-strict` \| `search` \| `\/properties\/url\/format` \| format: uri +\| <https:\/\/github\.com\/can1357\/oh-my-pi\/issues\/206> \|/);
  });

  it("is left out when no client was named", () => {
    expect(clientSection(scorecard())).toEqual([]);
  });

  it("does not link a source that is not an https address (a saved report may have been edited)", () => {
    const edited = { ...clients, results: [{ ...clients.results[0]!, rejections: [{ ...clients.results[0]!.rejections[0]!, source: "javascript:alert(1)" }] }] };
    expect(clientSection(scorecard({ client_profiles: edited })).join("\n")).not.toContain("<javascript");
  });
});

describe("the whole reports", () => {
  it("put both sections in the Markdown report, and their data in the JSON report", () => {
    const card = scorecard({ context, client_profiles: clients });
    const md = renderMarkdown(card);
    expect(md.indexOf("## Client compatibility")).toBeLessThan(md.indexOf("## Context cost"));
    expect(md.indexOf("## Context cost")).toBeLessThan(md.indexOf("## Top issues to fix"));
    const json = JSON.parse(renderJson(card));
    expect(json.context).toEqual(context);
    expect(json.client_profiles).toEqual(clients);
    const keys = Object.keys(json);
    expect(keys.slice(keys.indexOf("token_method"))).toEqual(["token_method", "context", "client_profiles", "seed", "timing"]);
  });

  it("show the client verdicts and the budget on the console", () => {
    const text = renderConsole(scorecard({ context, client_profiles: clients }), { color: false });
    expect(text).toContain("OpenAI strict mode (openai-strict): rejects 1 tool: search");
    expect(text).toContain("Gemini (gemini): accepts every tool");
    expect(text).toContain("Over the budget of 100 by 40 tokens.");
    expect(text).toContain("Costliest: search 80, create 60.");
  });
});
