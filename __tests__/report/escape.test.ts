import { describe, expect, it } from "vitest";
import { marked } from "marked";
import { codeSpan, escapeHtml, escapeMarkdown, markdownText } from "../../src/report/escape.js";

const ZWSP = "\u200B";

describe("escapeMarkdown", () => {
  it("turns HTML into entities, so no script or details tag survives", () => {
    const out = escapeMarkdown("<script>alert(1)</script></details>");
    expect(out).toBe("&lt;script&gt;alert(1)&lt;/script&gt;&lt;/details&gt;");
  });

  it("never produces an HTML comment marker", () => {
    expect(escapeMarkdown("<!-- mcp-checkup -->")).not.toContain("<!--");
  });

  it("escapes pipes so a table cell keeps its columns", () => {
    expect(escapeMarkdown("a | b")).toBe("a \\| b");
  });

  it("escapes emphasis, code, link, strike and math characters", () => {
    expect(escapeMarkdown("*b* _i_ `c` [l](u) ~s~ $m$ \\")).toBe("\\*b\\* \\_i\\_ \\`c\\` \\[l\\](u) \\~s\\~ \\$m\\$ \\\\");
  });

  it("folds a code fence and newlines into one inert line", () => {
    const out = escapeMarkdown("```js\nrm -rf /\n```\r\nnext");
    expect(out).not.toContain("\n");
    expect(out).not.toContain("```");
    expect(out).toBe("\\`\\`\\`js rm -rf / \\`\\`\\` next");
  });

  it("breaks @mentions and #references with a zero-width space but keeps the text", () => {
    const out = escapeMarkdown("thanks @octocat, see #12 and @github/team");
    expect(out).not.toMatch(/@octocat/);
    expect(out).not.toMatch(/#\d/);
    expect(out.replaceAll(ZWSP, "")).toBe("thanks @octocat, see \\#12 and @github/team");
  });

  it("keeps an e-mail-like @ after a word apart from mentions but still defused", () => {
    expect(escapeMarkdown("a@b.c").replaceAll(ZWSP, "")).toBe("a@b.c");
  });

  it("stops bare URLs from autolinking", () => {
    const out = escapeMarkdown("go to https://evil.example or www.evil.example");
    expect(out).not.toContain("https://");
    expect(out).not.toContain("www.");
  });

  it("removes control, bidi-override and tag characters", () => {
    expect(escapeMarkdown("a\u0000b\u202Ec\u{E0041}d\u001B[31me")).toBe("abcd\\[31me");
  });

  it("truncates long text with an ellipsis before escaping, never inside an entity", () => {
    expect(escapeMarkdown("x".repeat(500), { limit: 10 })).toBe(`${"x".repeat(9)}…`);
    expect(escapeMarkdown("<<<<<<<<", { limit: 4 })).toBe("&lt;&lt;&lt;…");
  });

  it("escapes a list or heading marker at the start", () => {
    expect(escapeMarkdown("- item")).toBe("\\- item");
    expect(escapeMarkdown("1. first")).toBe("1\\. first");
    expect(escapeMarkdown("# title")).toBe("\\# title");
  });
});

describe("escapeHtml", () => {
  it("escapes the five HTML specials", () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe("&#60;a href=&#34;x&#34; title=&#39;y&#39;&#62;&#38;&#60;/a&#62;");
  });

  it("defuses mentions without breaking its own entities", () => {
    expect(escapeHtml("@octocat & co")).toBe(`@${ZWSP}octocat &#38; co`);
  });
});

describe("codeSpan", () => {
  it("wraps plain text in single backticks", () => {
    expect(codeSpan("create_note")).toBe("`create_note`");
  });

  it("uses a fence longer than any backtick run inside", () => {
    expect(codeSpan("a`b``c")).toBe("```a`b``c```");
  });

  it("pads text that starts or ends with a backtick", () => {
    expect(codeSpan("`x")).toBe("`` `x ``");
  });

  it("escapes pipes only for table cells", () => {
    expect(codeSpan("a|b")).toBe("`a|b`");
    expect(codeSpan("a|b", { table: true })).toBe("`a\\|b`");
  });

  it("breaks comment markers and folds newlines", () => {
    const out = codeSpan("<!-- mcp-checkup -->\nx");
    expect(out).not.toContain("<!--");
    expect(out).not.toContain("-->");
    expect(out).not.toContain("\n");
  });

  it("marks empty text instead of producing a bare backtick pair", () => {
    expect(codeSpan("")).toBe("_(empty)_");
  });
});

describe("codeSpan with hostile text", () => {
  it("leaves no tag, mention or reference in the raw text", () => {
    const out = codeSpan("</details><script> @octocat #1");
    expect(out).not.toMatch(/<\/details>|<script|@octocat|#1/);
    expect(out.replaceAll(ZWSP, "")).toBe("`</details><script> @octocat #1`");
  });
});

describe("markdownText: our wording as Markdown, server text inert", () => {
  const html = (md: string) => marked.parseInline(md) as string;

  it("keeps our backticks as a code span, with what is inside them verbatim", () => {
    const out = markdownText("Refresh the baseline with `mcp-checkup snapshot <server> -o mcp-snapshot.json`.");
    expect(out.replaceAll(ZWSP, "")).toBe("Refresh the baseline with `mcp-checkup snapshot <server> -o mcp-snapshot.json`.");
  });

  it("renders our --arg example whole as one code span, the tool's name inside it", () => {
    // A new user saw --arg `update_bookmark`:id=… in the comment.
    const out = markdownText("Supply values with --arg TOOL:NAME=VALUE (e.g. --arg update_bookmark:id=…).", { serverValues: ["update_bookmark"] });
    expect(out).toBe("Supply values with --arg TOOL:NAME=VALUE (e.g. `--arg update_bookmark:id=…`).");
    expect(html(out)).toContain("<code>--arg update_bookmark:id=…</code>");
  });

  it("renders a single-quoted tool name as a code span without its quotes", () => {
    expect(markdownText("Make 'get_note' answer within the timeout.")).toBe("Make `get_note` answer within the timeout.");
  });

  it("keeps double quotes inside the code span, as in the JSON they quote", () => {
    expect(markdownText('Add "type": "object" to the root.')).toBe('Add `"type"`: `"object"` to the root.');
  });

  it("puts a named server value in a code span wherever it stands, quoted or not", () => {
    expect(markdownText("capped: probe-silent-noop on create_note", { serverValues: ["create_note"] })).toBe("capped: probe-silent-noop on `create_note`");
  });

  it("leaves an apostrophe alone", () => {
    expect(markdownText("The server's answer")).toBe("The server's answer");
  });

  it("escapes what is left, so emphasis and HTML from our words stay literal", () => {
    expect(markdownText("Use $defs and <b>x</b> *here*")).toBe("Use \\$defs and &lt;b&gt;x&lt;/b&gt; \\*here\\*");
  });

  const hostile = [
    "evil`name",
    "a``b`<img src=x onerror=alert(1)>`",
    "<!-- mcp-checkup -->",
    "@octocat",
    "[click](https://evil.example)",
    "x | y | z",
    "</details><script>alert(1)</script>",
    "` [link](javascript:alert(1)) `",
    "``",
    "line\n# heading",
  ];

  it.each(hostile)("makes a hostile tool name inert wherever our message puts it: %s", (name) => {
    const messages = [
      `'${name}' did not answer within 30 s.`,
      `Tool "${name}" has no description.`,
      `The server answered ${name} with an error (${name}).`,
      `Run \`mcp-checkup test --only ${name}\` again; '${name}' failed.`,
    ];
    for (const message of messages) {
      for (const serverValues of [[name], []]) {
        const out = markdownText(message, { serverValues, limit: 1000 });
        const rendered = html(out);
        expect(out).not.toMatch(/<!--|<script|<img|<\/details>|@octocat/);
        expect(rendered).not.toMatch(/<(?!\/?code>)[a-z!/]/i); // no element but code spans
        expect(out.includes("\n")).toBe(false);
      }
    }
  });

  it("keeps a table cell's columns with a pipe in a name or in our code", () => {
    const out = markdownText("'a|b' broke `x | y` and c|d", { table: true });
    expect(out.match(/(?<!\\)\|/g)).toBeNull();
  });
});
