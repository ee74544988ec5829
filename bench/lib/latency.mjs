// Sequential request timing with one keep-alive socket: for latency arms, where the figure is
// how long one request takes on an otherwise idle server (autocannon rounds to whole ms).
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

export function timedGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode !== 200) reject(new Error(`GET ${url} -> ${res.statusCode}`));
        else resolve(performance.now() - start);
      });
    });
    req.on('error', reject);
  });
}
