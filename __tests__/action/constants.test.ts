import { describe, expect, it } from "vitest";
import { COMMENT_MARKER_PREFIX, commentMarker, legacyCommentMarker, ReportFiles } from "../../src/action/constants.js";
import { REPORT_FILE_NAME } from "../../src/checkup/saved-reports.js";

describe("sticky comment markers", () => {
  it("name the server's key and the result's digest on one hidden line", () => {
    expect(commentMarker(" notes server ", "ab12")).toBe("<!-- mcp-checkup:comment key=notes%20server digest=ab12 -->");
  });

  it("cannot be closed early by a key holding -->, < or a newline", () => {
    const marker = commentMarker("x -->\n<script>", "0");
    expect(marker.indexOf("-->")).toBe(marker.length - 3);
    expect(marker).not.toMatch(/[<\n](?!!--)/);
  });

  it("read the old tag form with the same prefix", () => {
    expect(legacyCommentMarker("notes")).toBe("<!-- mcp-checkup:comment tag=notes -->");
    expect(legacyCommentMarker("notes").startsWith(COMMENT_MARKER_PREFIX)).toBe(true);
  });
});

describe("report files", () => {
  it("name the JSON report as aggregate looks for it", () => {
    expect(ReportFiles.Json).toBe(REPORT_FILE_NAME);
  });
});
