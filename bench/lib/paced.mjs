// Open-loop load at a fixed rate: a request starts every 1/rate seconds whether or not the
// previous one answered, so a slow server shows as latency (no coordinated omission).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * POSTs at `rate` per second for `seconds`; returns every latency in ms. `url`, `headers` and
 * `body` are fixed, or `make(i)` returns them for request i (and `onStart(i)` sees it go).
 */
export async function pacedPost({ url, headers, body, rate, seconds, make, onStart }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const latencies = [];
  let failures = 0;
  const total = Math.round(rate * seconds);
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      new Promise((resolve) => {
        const spec = make ? make(i) : { url, headers, body };
        onStart?.(i);
        const t0 = performance.now();
        const req = http.request(
          spec.url,
          { method: 'POST', agent, headers: spec.headers },
          (res) => {
            res.resume();
            res.on('end', () => {
              if (res.statusCode >= 300) failures += 1;
              else latencies.push(performance.now() - t0);
              resolve();
            });
          },
        );
        req.on('error', () => {
          failures += 1;
          resolve();
        });
        req.end(spec.body);
      }),
    );
  }
  await Promise.all(pending);
  agent.destroy();
  return { latencies, failures };
}
