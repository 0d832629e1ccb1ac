// One load measurement with autocannon: a fixed number of requests over a few connections,
// with per-request latencies kept so that p95 (which autocannon's histogram lacks) is exact.
import autocannon from 'autocannon';

export interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Answers that were not 2xx (must be 0). */
  errors: number;
  /**
   * CPU time of this Node process (app + load generator) per request, in ms: on a machine shared
   * with other work it shows the cost of a request independent of waiting for a core.
   */
  cpuPerRequest?: number;
}

export function percentiles(samples: number[], errors = 0): Latency {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? NaN;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    n: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(sorted.at(-1) ?? NaN),
    errors,
  };
}

export interface LoadOptions {
  /** Total requests. */
  amount: number;
  connections: number;
  headers: Record<string, string>;
  /** Requests per second over all connections; unset: as fast as the server answers. */
  overallRate?: number;
}

/** Fires `amount` GETs at `url` and returns the latency percentiles in milliseconds. */
export function measureUrl(url: string, options: LoadOptions): Promise<Latency> {
  return new Promise((resolve, reject) => {
    const samples: number[] = [];
    let errors = 0;
    const cpuBefore = process.cpuUsage();
    const instance = autocannon(
      {
        url,
        amount: options.amount,
        connections: options.connections,
        headers: options.headers,
        timeout: 60,
        ...(options.overallRate ? { overallRate: options.overallRate } : {}),
      },
      (error) => {
        if (error) return reject(error);
        const cpu = process.cpuUsage(cpuBefore);
        const cpuPerRequest = Math.round(((cpu.user + cpu.system) / 1000 / Math.max(1, options.amount)) * 10) / 10;
        resolve({ ...percentiles(samples, errors), cpuPerRequest });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) samples.push(responseTime);
      else errors += 1;
    });
  });
}
