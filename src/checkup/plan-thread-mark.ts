import { isMainThread, workerData } from "node:worker_threads";

/** The `workerData` key that marks a plan thread (`plan-thread.ts`); kept apart so the entries can ask at no cost. */
export const PLAN_THREAD = "mcpCheckupPlanThread";

/** Whether this thread is a plan thread: the face entries ask first, and then only serve plans (`servePlans`). */
export function isPlanThread(): boolean {
  return !isMainThread && (workerData as Record<string, unknown> | null)?.[PLAN_THREAD] === true;
}
