/** The last write queued in each scope; a scope is a name or a hook's own object. */
const lastInScope = new Map<unknown, Promise<unknown>>();

/**
 * Runs `work` once every write asked for earlier in `scope` has settled, so the server gets a
 * scope's writes in the order the borrower made them and the last one asked for lands last.
 */
export function inTurn<T>(scope: unknown, work: () => Promise<T>): Promise<T> {
  const before = lastInScope.get(scope) ?? Promise.resolve();
  const run = before.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  lastInScope.set(scope, settled);
  void settled.then(() => {
    if (lastInScope.get(scope) === settled) lastInScope.delete(scope);
  });
  return run;
}
