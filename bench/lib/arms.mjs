// The suite's arms, in the order each round runs them. `runs` is how many rounds an arm takes
// part in, [--quick, full]: the full run takes the median of 3; --quick is a one-run smoke
// check of every arm that fits in about 3 minutes. `timeoutMs` bounds one run of an arm.
const arm = (id, file, { runs = [1, 3], timeout = [60, 120] } = {}) => ({
  id,
  file,
  runs: (quick) => (quick ? runs[0] : runs[1]),
  timeoutMs: (quick) => (quick ? timeout[0] : timeout[1]) * 1000,
});

export const ARMS = [
  arm(1, 'arm-1-send-vs-hello.mjs'),
  arm(2, 'arm-2-send-vs-sqlite.mjs'),
  arm(3, 'arm-3-send-vs-pgbench.mjs'),
  arm(4, 'arm-4-fanout.mjs', { timeout: [90, 180] }),
  arm(5, 'arm-5-delivery-latency.mjs', { timeout: [90, 180] }),
  arm(6, 'arm-6-memory-per-connection.mjs', { timeout: [120, 240] }),
  arm(7, 'arm-7-open-large-conversation.mjs'),
  arm(8, 'arm-8-login-storm.mjs'),
  // A pure function of apps/web/dist: one run is the figure.
  arm(9, 'arm-9-landing-js.mjs', { runs: [1, 1] }),
  // About 45 s a run for three pages: the landing page once in --quick, all three 3 times.
  arm(10, 'arm-10-lighthouse.mjs', { timeout: [150, 240] }),
  // Two databases a run: SQLite, then PostgreSQL.
  arm(11, 'arm-11-upload.mjs', { timeout: [90, 180] }),
  arm(12, 'arm-12-serve-media.mjs'),
  // Members added in steps of a minute each until delivery slows: one run is the figure. Full:
  // SQLite within 5.5 minutes, then PostgreSQL + Redis within 2.
  arm(13, 'arm-13-capacity.mjs', { runs: [1, 1], timeout: [150, 900] }),
  arm(14, 'arm-14-conversation-list.mjs'),
  arm(15, 'arm-15-catch-up.mjs'),
];
