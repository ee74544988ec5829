// Baseline and subject measured in alternating one-second slices: on a shared machine the speed
// drifts within a run, and slices that take turns see the same drift, so their ratio holds.

/**
 * Each `measure[key](seconds)` (usually `a`, baseline, and `b`, subject) loads one system for
 * `seconds` and returns { count, elapsed } (elapsed in seconds). Runs the keys in turn, a, b, a,
 * b, ..., `slices` times each, and answers each key's rate per second.
 */
export async function alternate(slices, measure, seconds = 1) {
  const keys = Object.keys(measure);
  const total = Object.fromEntries(keys.map((key) => [key, { count: 0, elapsed: 0 }]));
  for (let i = 0; i < slices; i += 1) {
    for (const key of keys) {
      const { count, elapsed } = await measure[key](seconds);
      total[key].count += count;
      total[key].elapsed += elapsed;
    }
  }
  return Object.fromEntries(keys.map((key) => [key, total[key].count / total[key].elapsed]));
}

/** A slice from autocannon: requests answered and the time autocannon measured. */
export function slice(run) {
  return { count: run.total, elapsed: run.total / run.rps };
}
