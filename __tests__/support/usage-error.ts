import { expect } from "vitest";
import { UsageError } from "../../src/errors.js";

/** The message of the `UsageError` that `run` throws; fails the test when it throws nothing or something else. */
export function usageErrorOf(run: () => unknown): string {
  let result: unknown;
  try {
    result = run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  if (result instanceof Promise) throw new Error("run returned a promise: use usageRejectionOf");
  throw new Error("no UsageError");
}

/** The message of the `UsageError` that the promise `run` returns rejects with; fails the test when it resolves or rejects with something else. */
export async function usageRejectionOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error("no UsageError");
}
