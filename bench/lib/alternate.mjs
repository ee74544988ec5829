// Baseline and subject measured in alternating one-second slices: on a shared machine the speed
// drifts within a run, and slices that take turns see the same drift, so their ratio holds.

/**
 * `measure.a(seconds)` and `measure.b(seconds)` each load one system for `seconds` and return
 * { count, elapsed } (elapsed in seconds). Runs a, b, a, b, ... `slices` times each.
 */
export async function alternate(slices, measure, seconds = 1) {
  const total = { a: { count: 0, elapsed: 0 }, b: { count: 0, elapsed: 0 } };
  for (let i = 0; i < slices; i += 1) {
    for (const key of ['a', 'b']) {
      const { count, elapsed } = await measure[key](seconds);
      total[key].count += count;
      total[key].elapsed += elapsed;
    }
  }
  return { a: total.a.count / total.a.elapsed, b: total.b.count / total.b.elapsed };
}

/** A slice from autocannon: requests answered and the time autocannon measured. */
export function slice(run) {
  return { count: run.total, elapsed: run.total / run.rps };
}
