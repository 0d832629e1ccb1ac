import type { Latency } from '../lib/load';

/** What a scenario gets: the API base URL, auth headers and how hard to push. */
export interface ScenarioContext {
  baseUrl: string;
  headers: Record<string, string>;
  amount: number;
  connections: number;
  log: (line: string) => void;
}

export interface ScenarioRow extends Latency {
  name: string;
  /** Extra columns (features, gzipped KiB, checks). */
  notes: Record<string, string | number | boolean>;
}

export interface Scenario {
  name: string;
  /** Target p95 in ms, shown next to the figures. */
  targetP95: number;
  run(ctx: ScenarioContext): Promise<ScenarioRow[]>;
}
