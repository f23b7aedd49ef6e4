/** The `workerData` key that marks a plan thread (`plan-thread.ts`); kept apart so the entries can ask at no cost. */
export declare const PLAN_THREAD = "mcpCheckupPlanThread";
/** Whether this thread is a plan thread: the face entries ask first, and then only serve plans (`servePlans`). */
export declare function isPlanThread(): boolean;
