// autocannon wrapper: fixed duration, bounded, loopback only; returns rate and latency figures.
import autocannon from 'autocannon';

/**
 * Runs autocannon against `url` for `seconds`. Non-2xx answers count as errors: a benchmark
 * of failing requests would measure the error path, so the caller checks `errors`.
 */
export async function cannon({
  url,
  seconds,
  connections = 10,
  method = 'GET',
  headers,
  body,
  overallRate,
  requests,
}) {
  const result = await autocannon({
    url,
    method,
    headers,
    body,
    // Optional: requests each connection sends in turn ({ method, path, headers, body }).
    ...(requests ? { requests } : {}),
    connections,
    duration: seconds,
    overallRate,
    pipelining: 1,
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    // duration is the elapsed wall time autocannon measured, a little over `seconds`.
    rps: result.requests.total / (result.duration || seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    errors,
  };
}

/** Throws when more than a tiny share of requests failed: the figure would be meaningless. */
export function assertMostlyOk(label, run) {
  if (run.total === 0 || run.errors > run.total * 0.001) {
    throw new Error(`${label}: ${run.errors} errors of ${run.total} requests`);
  }
  return run;
}
