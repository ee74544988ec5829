// Turns the per-run samples into one row per metric (median, target, pass) and prints them.

/** Rows of { metric, value, target, pass, runs, ... }. A skipped or failed metric never passes. */
export function summarize(samples, { median, round }) {
  const rows = [];
  for (const [metric, runs] of samples) {
    const measured = runs.filter((r) => typeof r.value === 'number');
    const first = runs[0];
    if (measured.length === 0) {
      const why = first.skipped ?? `error: ${first.error}`;
      rows.push({
        metric,
        value: why,
        target: first.target ?? null,
        pass: false,
        runs: runs.length,
      });
      continue;
    }
    const value = round(median(measured.map((r) => r.value)));
    const { target, op, unit } = measured[0];
    // A figure reported without a target (target null) neither passes nor fails.
    const pass = target == null ? null : op === '>=' ? value >= target : value <= target;
    // The detail of the run whose value is closest to the median, to show the raw figures.
    const typical = [...measured].sort(
      (a, b) => Math.abs(a.value - value) - Math.abs(b.value - value),
    )[0];
    rows.push({
      metric,
      value,
      target: target == null ? 'none' : `${op} ${target}${unit ? ` ${unit}` : ''}`,
      pass,
      runs: measured.length,
      all: measured.map((r) => r.value),
      detail: typical.detail ?? null,
    });
  }
  return rows;
}

export function printTable(rows) {
  const lines = [['metric', 'value', 'target', 'pass', 'runs']];
  for (const row of rows) {
    lines.push([
      row.metric,
      String(row.value),
      String(row.target),
      row.pass === null ? '-' : row.pass ? 'yes' : 'NO',
      String(row.runs),
    ]);
  }
  const widths = lines[0].map((_, i) => Math.max(...lines.map((l) => Math.min(60, l[i].length))));
  console.log('');
  for (const line of lines)
    console.log(line.map((cell, i) => cell.slice(0, 60).padEnd(widths[i])).join('  '));
  for (const row of rows)
    if (row.detail) console.log(`  ${row.metric}: ${JSON.stringify(row.detail)}`);
}
