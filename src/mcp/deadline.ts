/**
 * Waiting with a deadline that leaves nothing behind (issue 14: a run ends when its work ends). A bare
 * `Promise.race([work, sleep(ms)])` keeps the losing timer armed, and an armed timer keeps the process alive
 * until it fires: races like that cost every run about a second of idle waiting before the process could exit.
 */

/**
 * `work`'s value, or `undefined` when it has not settled within `ms` milliseconds. The timer is cleared as soon
 * as either side wins, so no timer outlives the call. Rejects when `work` rejects first.
 *
 * When the deadline passes, the I/O already waiting is read before it counts: a process that was busy past the
 * deadline (its warm-up, a loaded CI runner) runs expired timers before it reads its pipes, and would otherwise give
 * up on an answer that arrived in time — the era probe's 150 ms wait graded a modern server as legacy that way.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  let immediate: NodeJS.Immediate | undefined;
  const deadline = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => (immediate = setImmediate(resolve, undefined)), Math.max(0, ms));
  });
  return Promise.race([work, deadline]).finally(() => {
    clearTimeout(timer);
    if (immediate !== undefined) clearImmediate(immediate);
  });
}

/** True when `work` settles (either way) within `ms` milliseconds; the timer is cleared either way. Never rejects. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  const settled = work.then(
    () => true,
    () => true,
  );
  return (await withDeadline(settled, ms)) === true;
}
