// The load of the concurrent scenario (issue 9 "Under load"), run in its own process so that
// generating it does not share an event loop with the server it measures. Each analyst is a loop
// that asks for the list, the statistics or the map with a filter and viewport drawn at random,
// and waits for each answer before the next (no think time); one more loop signs in twice a
// second. Map views are panned at random (see `mapQuery`). The parent sends the settings and gets
// the latencies back over IPC.
import http from 'node:http';
import { percentiles, type Latency } from './load';

/**
 * Keep-alive connections, one per analyst and one for the sign-ins. node:http rather than fetch:
 * measured on the bench's list request, fetch (undici) spent 0.75–0.9 ms of CPU per request and
 * node:http 0.35 ms. The load shares the server's two cores, and the analysts stand for browsers on
 * other machines, so the cheaper client leaves the server the cores it would have in use.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** Sends one request and reads the whole answer; resolves with its status. */
function send(
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

const filters = [
  '',
  'geo=district:3',
  'geo=region:61',
  'geo=city:1',
  'period=1y',
  'period=3m&category=1',
  'price=6',
  'cargo=5',
  'country=1&category=2',
  'geo=district:3&price=6&category=3&period=1y',
  'date_from=2023-01-01&date_to=2023-12-31',
  `search=${encodeURIComponent('смартфон')}`,
];
/** Viewports of a 1280×800 map: west, south, east, north and zoom. */
const viewports: [number, number, number, number, number][] = [
  [19, 40, 180, 78, 3],
  [27, 43, 60, 62, 5],
  [35.5, 54.8, 39.7, 56.6, 8],
  [37.3, 55.55, 37.9, 55.92, 11],
  [39.2, 47.05, 40.3, 47.4, 10],
  [36, 47, 42, 56, 7],
];

/**
 * A map query as analysts make them: a third open a view as it is (the map's first view, shared
 * by many), the rest have panned it by up to half its size, so most answers cannot be reused.
 */
function mapQuery(next: () => number): string {
  const [west, south, east, north, zoom] = viewports[Math.floor(next() * viewports.length)];
  const panned = next() >= 1 / 3;
  const dx = panned ? (next() - 0.5) * (east - west) : 0;
  const dy = panned ? (next() - 0.5) * (north - south) : 0;
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const bbox = [west + dx, Math.max(-85, south + dy), east + dx, Math.min(85, north + dy)].map(round);
  return `bbox=${bbox.join(',')}&zoom=${zoom}`;
}

/** A small deterministic generator (mulberry32), so runs ask the same sequence of requests. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

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
    const next = random(settings.seed + index);
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
