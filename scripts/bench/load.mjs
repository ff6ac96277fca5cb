// A small closed-loop load generator on node:http (keep-alive, one socket per connection): each of
// `connections` loops sends the next request as soon as the previous answer's body has arrived.
import http from 'node:http';

/**
 * Loads `url` for `seconds` with `connections` concurrent loops and the given headers; answers
 * the requests answered, requests/s, p50 and p99 in ms, the mean bytes on the wire and how many answers were not `expect`.
 * `url` may be a function giving each request's address (e.g. a new query each time).
 */
export async function load(url, { seconds = 5, connections = 25, headers = {}, expect = 200 } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const address =
    typeof url === 'function'
      ? () => new URL(url())
      : (() => {
          const fixed = new URL(url);
          return () => fixed;
        })();
  const latencies = [];
  let bytes = 0;
  let wrong = 0;
  let lastWrong = '';
  const end = performance.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      const started = performance.now();
      const req = http.request(address(), { agent, headers }, (res) => {
        let size = 0;
        res.on('data', (chunk) => (size += chunk.length));
        res.on('end', () => {
          latencies.push(performance.now() - started);
          bytes += size;
          if (res.statusCode !== expect) {
            wrong += 1;
            lastWrong = `${res.statusCode} ${res.headers.location ?? ''}`;
          }
          resolve();
        });
      });
      req.on('error', (error) => {
        wrong += 1;
        lastWrong = error.message;
        resolve();
      });
      req.end();
    });
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) await once();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    bytes: latencies.length ? bytes / latencies.length : 0,
    wrong,
    lastWrong,
  };
}
