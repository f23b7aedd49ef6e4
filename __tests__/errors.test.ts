import { describe, expect, it } from "vitest";
import { ServerStartError, UsageError } from "../src/errors.js";

describe("the engine's typed errors", () => {
  it("names a usage error so faces can tell it apart (exit code 2)", () => {
    const error = new UsageError("--timeout: 'x' is not a number of seconds");
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe("UsageError");
    expect(error.message).toBe("--timeout: 'x' is not a number of seconds");
  });

  it("carries the server's last stderr on a start failure, empty by default", () => {
    expect(new ServerStartError("exited with code 1", "Error: missing API_KEY\n")).toMatchObject({ name: "ServerStartError", stderrTail: "Error: missing API_KEY\n" });
    expect(new ServerStartError("silent").stderrTail).toBe("");
  });
});
