// The load of the capacity bench (issue 26 §2), run in its own process so that generating it does
// not share an event loop with the server it measures. Each analyst changes the filter once every
// period (5 s, each analyst's first change at a random moment of the first period) and sends the
// four requests of a change at once: list, summary and map as /incidents asks them, and the
// statistics /analysis asks for the same filter (its summary is the same request as the list
// page's, so it is sent once). An analyst whose answers take longer than a period skips the
// changes it missed, as a person waits for the page. Alongside, sign-ins arrive at a fixed rate
// whether or not the earlier ones were answered (other people signing in do not wait for each
// other). The parent sends the settings; the child says when recording starts (so the parent can
// read its own CPU and cache counters from then) and sends the latencies back at the end.
import { keepAliveAgent, send } from './http-client';
import { percentiles, type Latency } from './load';
import { createFilterSpace, filterChangeRequests, seededRandom, type FilterChange } from './filter-space';
import { repeatingFilters, repeatingMapView } from './repeating-mix';

/** `first-visit`: filters drawn uniformly over the references; `repeating`: the concurrent bench's dozen. */
export type CapacityScenario = 'first-visit' | 'repeating';

export interface CapacityLoadSettings {
  /** `http://127.0.0.1:port/api/v1/cargo` */
  productUrl: string;
  /** `http://127.0.0.1:port/api/v1` */
  apiUrl: string;
  token: string;
  user: { username: string; password: string };
  scenario: CapacityScenario;
  analysts: number;
  /** Recorded seconds, after the warm-up. */
  seconds: number;
  /** The same load before `seconds`, not recorded (errors still count). */
  warmUpSeconds: number;
  /** Time between one analyst's filter changes. */
  periodMs: number;
  signInsPerSecond: number;
  seed: number;
}

export const capacityKinds = ['list', 'summary', 'map', 'statistics', 'sign-in'] as const;
export type CapacityKind = (typeof capacityKinds)[number];
export type CapacityLoadResult = Record<CapacityKind, Latency> & {
  requestsPerSecond: number;
  /** Filter changes whose four answers all came back in the recorded time. */
  changes: number;
};
export type CapacityLoadMessage = { type: 'recording' } | ({ type: 'result' } & CapacityLoadResult);

/** The filter changes one analyst makes, in the scenario's mix. */
function changesOf(scenario: CapacityScenario, seed: number): () => FilterChange {
  if (scenario === 'first-visit') return createFilterSpace(seed);
  const next = seededRandom(seed);
  return () => ({
    query: repeatingFilters[Math.floor(next() * repeatingFilters.length)],
    view: repeatingMapView(next),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function run(settings: CapacityLoadSettings, onRecording: () => void): Promise<CapacityLoadResult> {
  const samples = Object.fromEntries(capacityKinds.map((k) => [k, [] as number[]])) as Record<CapacityKind, number[]>;
  const errors = Object.fromEntries(capacityKinds.map((k) => [k, 0])) as Record<CapacityKind, number>;
  const headers = { authorization: `Bearer ${settings.token}` };
  const startedAt = Date.now();
  const recordFrom = startedAt + settings.warmUpSeconds * 1000;
  const stopAt = recordFrom + settings.seconds * 1000;
  setTimeout(onRecording, recordFrom - startedAt);
  // a browser opens a connection per request in flight; so does each analyst here
  const agent = keepAliveAgent(Infinity);
  let changes = 0;

  const timed = async (kind: CapacityKind, request: () => Promise<number>): Promise<void> => {
    const isRecorded = Date.now() >= recordFrom;
    const started = performance.now();
    try {
      const status = await request();
      if (status < 200 || status >= 300) errors[kind] += 1;
      else if (isRecorded && Date.now() <= stopAt) samples[kind].push(performance.now() - started);
    } catch {
      errors[kind] += 1;
    }
  };

  const analyst = async (index: number) => {
    const draw = changesOf(settings.scenario, settings.seed + index);
    const jitter = seededRandom(settings.seed * 31 + index)() * settings.periodMs;
    let due = startedAt + jitter;
    for (;;) {
      await sleep(due - Date.now());
      if (Date.now() >= stopAt) return;
      const paths = filterChangeRequests(draw());
      const isRecorded = Date.now() >= recordFrom;
      await Promise.all(
        (['list', 'summary', 'map', 'statistics'] as const).map((kind) =>
          timed(kind, () => send(agent, `${settings.productUrl}${paths[kind]}`, { headers })),
        ),
      );
      if (isRecorded && Date.now() <= stopAt) changes += 1;
      // the next change on this analyst's beat, skipping the beats its answers overran
      due += Math.max(1, Math.ceil((Date.now() - due) / settings.periodMs)) * settings.periodMs;
    }
  };

  const signIns = async () => {
    const body = JSON.stringify(settings.user);
    const gapMs = 1000 / settings.signInsPerSecond;
    const inFlight: Promise<void>[] = [];
    for (let due = startedAt; due < stopAt; due += gapMs) {
      await sleep(due - Date.now());
      inFlight.push(
        timed('sign-in', () =>
          send(agent, `${settings.apiUrl}/auth/token/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body,
          }),
        ),
      );
    }
    await Promise.all(inFlight);
  };

  await Promise.all([...Array.from({ length: settings.analysts }, (_, i) => analyst(i)), signIns()]);
  const total = Object.values(samples).reduce((n, list) => n + list.length, 0);
  return {
    ...(Object.fromEntries(capacityKinds.map((k) => [k, percentiles(samples[k], errors[k])])) as Record<
      CapacityKind,
      Latency
    >),
    requestsPerSecond: Math.round(total / settings.seconds),
    changes,
  };
}

process.on('message', (settings: CapacityLoadSettings) => {
  const say = (message: CapacityLoadMessage, then: () => void = () => undefined) => process.send?.(message, then);
  run(settings, () => say({ type: 'recording' })).then(
    (result) => say({ type: 'result', ...result }, () => process.exit(0)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
});
