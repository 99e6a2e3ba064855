/**
 * A fixed piece of CPU work, timed before a run: the machine's speed of the day, so that runs on
 * different days (or a shared host's busy hours) can be told apart from changes in the code.
 */
export function machineYardstickMs(): number {
  const started = performance.now();
  for (let i = 0; i < 1_000_000; i += 1) {
    JSON.parse(JSON.stringify({ id: i, name: 'borrower', amounts: [i, i + 1, i + 2] }));
  }
  return Math.round(performance.now() - started);
}
