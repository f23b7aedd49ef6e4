import { describe, expect, it } from "vitest";
import { isActionOnlyVariable, serverEnvironment, valuesToMask } from "../../src/action/server-env.js";

describe("serverEnvironment", () => {
  it("keeps the runner's variables and drops the Action's own", () => {
    expect(
      serverEnvironment({
        PATH: "/bin",
        GITHUB_SHA: "abc",
        "INPUT_GITHUB-TOKEN": "ghs",
        ACTIONS_RUNTIME_TOKEN: "t",
        ACTIONS_ID_TOKEN_REQUEST_URL: "u",
        GITHUB_OUTPUT: "/o",
        GITHUB_ENV: "/e",
        GITHUB_PATH: "/p",
        GITHUB_STATE: "/s",
        GITHUB_STEP_SUMMARY: "/m",
      }),
    ).toEqual({ PATH: "/bin", GITHUB_SHA: "abc" });
  });

  it("compares names without case, as Windows does", () => {
    expect(isActionOnlyVariable("input_github-token")).toBe(true);
    expect(isActionOnlyVariable("Github_Output")).toBe(true);
  });
});

describe("valuesToMask", () => {
  it("masks values long enough to be secrets, once each", () => {
    expect(valuesToMask(["sk-0123456789", "sk-0123456789"])).toEqual(["sk-0123456789"]);
  });

  it("does not mask short values, small numbers and common words, which would garble the log", () => {
    expect(valuesToMask(["1", "abcd", "3000", "123456", "production", "localhost", "TRUE"])).toEqual([]);
  });

  it("masks a header value whole and by its last word", () => {
    expect(valuesToMask(["Bearer ghp_0123456789"])).toEqual(["Bearer ghp_0123456789", "ghp_0123456789"]);
  });
});
