// The bench clients' one way to send a request (lib/analysts.ts, lib/capacity-load.ts).
import http from 'node:http';

/**
 * Keep-alive connections, at most `maxSockets` at once. node:http rather than fetch: measured on
 * the bench's list request, fetch (undici) spent 0.75–0.9 ms of CPU per request and node:http
 * 0.35 ms. The load shares the server's two cores, and the analysts stand for browsers on other
 * machines, so the cheaper client leaves the server the cores it would have in use.
 */
export function keepAliveAgent(maxSockets: number): http.Agent {
  return new http.Agent({ keepAlive: true, maxSockets });
}

/** Sends one request over `agent` and reads the whole answer; resolves with its status. */
export function send(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}
