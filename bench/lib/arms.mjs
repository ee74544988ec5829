// The suite's arms, in the order each round runs them. `runs` is how many rounds an arm takes
// part in, [--quick, full]: the full run takes the median of 3; --quick is a one-run smoke
// check of every arm that fits in about 3 minutes. `timeoutMs` bounds one run of an arm.
const arm = (id, file, { runs = [1, 3], timeout = [60, 120], name, optIn = false } = {}) => ({
  id,
  file,
  name,
  optIn,
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
  // About 15 s a page on a quiet machine, twelve pages and their photos and recordings: the
  // landing page once in --quick, every page 3 times.
  arm(10, 'arm-10-lighthouse.mjs', { timeout: [150, 360] }),
  // Two databases a run: SQLite, then PostgreSQL.
  arm(11, 'arm-11-upload.mjs', { timeout: [90, 180] }),
  arm(12, 'arm-12-serve-media.mjs'),
  // Members added in steps of a minute each until delivery slows: one run is the figure. Full:
  // SQLite within 5.5 minutes, then PostgreSQL + Redis within 2.
  arm(13, 'arm-13-capacity.mjs', { runs: [1, 1], timeout: [150, 900] }),
  arm(14, 'arm-14-conversation-list.mjs'),
  arm(15, 'arm-15-catch-up.mjs'),
  // Photos take about a second each: slices of seconds, not of one.
  arm(16, 'arm-16-photo-ingest.mjs', { timeout: [90, 180] }),
  // Seeding a million messages takes about a minute the first time (cached afterwards).
  arm(17, 'arm-17-search.mjs', { timeout: [180, 240] }),
  // Two browser pages calling each other: 5 calls in --quick, 20 in the full run; one run each.
  arm(18, 'arm-18-call-setup.mjs', { runs: [1, 1], timeout: [120, 360] }),
  // Hearth beside Prosody and ejabberd (issue 35): opt-in (`--arms peers` or `--arms 19`), as it
  // needs the peers installed and takes about 15 minutes; CI does not run it.
  arm(19, 'arm-19-peers.mjs', { runs: [1, 1], timeout: [360, 1500], name: 'peers', optIn: true }),
];
