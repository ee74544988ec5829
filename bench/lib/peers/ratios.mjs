// Arm 19's figures from its three runs: each server's own (members per core, and at the common
// load p50/p99, CPU per delivery, RSS per member), then Hearth ÷ the best peer (the target, issue
// 35: >= 1.0 for members, <= 1.0 for the others) with Hearth ÷ each peer in the detail.
import { round } from '../stats.mjs';

/** Each figure: where it is read from a run, and whether more is better. */
const FIGURES = {
  members_per_core: { read: (run) => run.members, more: true },
  p50_ms: { read: (run) => run.common.p50_ms, more: false, unit: 'ms' },
  p99_ms: { read: (run) => run.common.p99_ms, more: false, unit: 'ms' },
  cpu_us_per_delivery: { read: (run) => run.common.cpu_us_per_delivery, more: false, unit: 'µs' },
  rss_kb_per_member: { read: (run) => run.common.rss_kb_per_member, more: false, unit: 'KB' },
};
const RATIOS = ['members_per_core', 'p99_ms', 'cpu_us_per_delivery', 'rss_kb_per_member'];

/** The largest step that held, the common load included (one pinned core: members per core). */
function capacity(run) {
  const held = [run.common, ...run.steps].filter((s) => s.held);
  return held.reduce((a, b) => (b.members > a.members ? b : a), held[0]);
}

export function peerRatios(runs, context) {
  const results = [];
  const measured = {};
  for (const [name, run] of Object.entries(runs)) {
    const metric = `arm19.${name}_members_per_core`;
    if (!run.common) {
      results.push({ metric, ...(run.skipped ? { skipped: run.skipped } : { error: run.error }) });
      continue;
    }
    const best = capacity(run);
    measured[name] = { ...run, members: best?.members ?? 0 };
    results.push({
      metric,
      value: best?.members ?? 0,
      target: null,
      detail: {
        ...context,
        stopped: run.stopped,
        p99_ms_at_figure: best?.p99_ms ?? null,
        idle_rss_mb: run.idle_rss_mb,
        // Every message sent (warm-ups included) and the rows its SQLite file held afterwards.
        sent_total: run.sent_total,
        archived: run.archived,
        steps: run.steps,
      },
    });
    for (const figure of ['p50_ms', 'p99_ms', 'cpu_us_per_delivery', 'rss_kb_per_member']) {
      results.push({
        metric: `arm19.${name}_${figure}`,
        value: FIGURES[figure].read(measured[name]),
        target: null,
        unit: FIGURES[figure].unit,
        ...(figure === 'p99_ms' ? { detail: run.common } : {}),
      });
    }
  }
  const peers = Object.keys(measured).filter((name) => name !== 'hearth');
  for (const figure of RATIOS) {
    const metric = `arm19.hearth_vs_best_peer.${figure}`;
    if (!measured.hearth || peers.length === 0) {
      results.push({ metric, skipped: 'skipped: needs Hearth and at least one peer measured' });
      continue;
    }
    const { read, more } = FIGURES[figure];
    const values = Object.fromEntries(peers.map((name) => [name, read(measured[name])]));
    const best = peers.reduce((a, b) =>
      (more ? values[b] > values[a] : values[b] < values[a]) ? b : a,
    );
    const hearth = read(measured.hearth);
    const ratio = (peer) => (values[peer] > 0 ? round(hearth / values[peer], 2) : null);
    results.push({
      metric,
      value: ratio(best) ?? 0,
      target: 1,
      op: more ? '>=' : '<=',
      detail: {
        hearth,
        best_peer: best,
        ...Object.fromEntries(peers.map((p) => [p, values[p]])),
        ...Object.fromEntries(peers.map((p) => [`hearth_vs_${p}`, ratio(p)])),
      },
    });
  }
  return results;
}
