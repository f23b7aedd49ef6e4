import { expect } from "vitest";
import { UsageError } from "../../src/errors.js";

/** The message of the `UsageError` that `run` throws; fails the test when it throws nothing or something else. */
export function usageErrorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no UsageError");
}
