// The load of the concurrent scenario (issue 9 "Under load"), run in its own process so that
// generating it does not share an event loop with the server it measures. Each analyst is a loop
// that asks for the list, the statistics or the map with a filter and viewport drawn at random,
// and waits for each answer before the next (no think time); one more loop signs in twice a
// second. Map views are panned at random (see `mapQuery`). The parent sends the settings and gets
// the latencies back over IPC.
import { keepAliveAgent, send as sendOver } from './http-client';
import { percentiles, type Latency } from './load';
import { seededRandom } from './filter-space';
import { repeatingFilters as filters, repeatingMapView as mapQuery } from './repeating-mix';

/** Keep-alive connections, one per analyst and one for the sign-ins. */
const agent = keepAliveAgent(64);
const send = (url: string, options: Parameters<typeof sendOver>[2]) => sendOver(agent, url, options);

export interface AnalystsSettings {
  /** `http://127.0.0.1:port/api/v1/cargo` */
  productUrl: string;
  /** `http://127.0.0.1:port/api/v1` */
  apiUrl: string;
  /**
   * Several processes behind no load balancer (bench/processes.ts): each request goes to the next
   * of these in turn, as a balancer without sticky sessions would send it. Default: the one above.
   */
  productUrls?: string[];
  apiUrls?: string[];
  token: string;
  user: { username: string; password: string };
  analysts: number;
  seconds: number;
  /** The same load before `seconds`, not recorded: JIT, worker start and each filter's first map build. */
  warmUpSeconds: number;
  /** Pause after each answer before an analyst's next request (0: back to back). */
  thinkMs: number;
  seed: number;
}

export type RequestKind = 'list' | 'statistics' | 'map' | 'sign-in';
export type AnalystsResult = Record<RequestKind, Latency> & { requestsPerSecond: number };

async function run(settings: AnalystsSettings): Promise<AnalystsResult> {
  const samples: Record<RequestKind, number[]> = { list: [], statistics: [], map: [], 'sign-in': [] };
  const errors: Record<RequestKind, number> = { list: 0, statistics: 0, map: 0, 'sign-in': 0 };
  const headers = { authorization: `Bearer ${settings.token}` };
  const recordFrom = Date.now() + settings.warmUpSeconds * 1000;
  const stopAt = recordFrom + settings.seconds * 1000;

  let turn = 0;
  /** The next process's URL, round robin. */
  const nextOf = (urls: string[]) => urls[turn++ % urls.length];
  const productUrls = settings.productUrls ?? [settings.productUrl];
  const apiUrls = settings.apiUrls ?? [settings.apiUrl];

  const timed = async (kind: RequestKind, request: () => Promise<number>) => {
    const isRecorded = Date.now() >= recordFrom;
    const started = performance.now();
    try {
      const status = await request();
      if (status < 200 || status >= 300) errors[kind] += 1;
      else if (isRecorded) samples[kind].push(performance.now() - started);
    } catch {
      errors[kind] += 1;
    }
  };

  const analyst = async (index: number) => {
    const next = seededRandom(settings.seed + index);
    const pick = <T>(values: T[]) => values[Math.floor(next() * values.length)];
    while (Date.now() < stopAt) {
      const filter = pick(filters);
      const roll = next();
      if (roll < 0.4) {
        const page = 1 + Math.floor(next() * 3);
        await timed('list', () => send(`${nextOf(productUrls)}/incident?page=${page}&${filter}`, { headers }));
      } else if (roll < 0.8) {
        const view = mapQuery(next);
        await timed('map', () => send(`${nextOf(productUrls)}/incident/map_clusters?${view}&${filter}`, { headers }));
      } else {
        await timed('statistics', () => send(`${nextOf(productUrls)}/incident/get_statistics?${filter}`, { headers }));
      }
      if (settings.thinkMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.thinkMs * (0.5 + next())));
    }
  };

  const signIns = async () => {
    while (Date.now() < stopAt) {
      await timed('sign-in', () =>
        send(`${nextOf(apiUrls)}/auth/token/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(settings.user),
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  };

  await Promise.all([...Array.from({ length: settings.analysts }, (_, i) => analyst(i)), signIns()]);
  const elapsed = (Date.now() - recordFrom) / 1000;
  const total = Object.values(samples).reduce((n, list) => n + list.length, 0);
  return {
    list: percentiles(samples.list, errors.list),
    statistics: percentiles(samples.statistics, errors.statistics),
    map: percentiles(samples.map, errors.map),
    'sign-in': percentiles(samples['sign-in'], errors['sign-in']),
    requestsPerSecond: Math.round(total / elapsed),
  };
}

process.on('message', (settings: AnalystsSettings) => {
  run(settings).then(
    (result) => process.send?.(result, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
