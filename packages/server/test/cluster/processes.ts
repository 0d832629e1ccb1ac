import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/**
 * The cluster tests' harness (issue 24): real application processes (`src/main.ts` through tsx,
 * as `npm run dev` runs it) on one PostgreSQL database and one Redis, started, stopped and killed
 * from the test. Each test file makes its own empty database; processes share `JWT_SECRET`, as a
 * deployment's do (docs/operations.md).
 */

export const clusterPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const clusterRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

function answers(url: string, defaultPort: number): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

/** Why the cluster tests cannot run here (PostgreSQL or Redis does not answer), or null when they can. */
export async function clusterUnavailable(): Promise<string | null> {
  const missing = [
    ...((await answers(clusterPostgresUrl, 5432)) ? [] : [`PostgreSQL at ${new URL(clusterPostgresUrl).host}`]),
    ...((await answers(clusterRedisUrl, 6379)) ? [] : [`Redis at ${new URL(clusterRedisUrl).host}`]),
  ];
  return missing.length ? `cluster tests skipped: ${missing.join(' and ')} does not answer` : null;
}

async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: clusterPostgresUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A new, empty database on the cluster's PostgreSQL: its URL, and how to drop it. */
export async function createClusterDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `cs_cluster_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(clusterPostgresUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A port nobody listens on now (the OS picks it; the process binds it a moment later). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface AppProcess {
  name: string;
  /** `http://127.0.0.1:<port>` */
  origin: string;
  pid: number;
  /** Everything the process wrote so far (stdout and stderr). */
  output(): string;
  /** Resolves with the exit code (or the signal's name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM: the process closes as in a deployment's rolling restart, then exits. */
  stop(): Promise<number | string>;
  /** SIGKILL: the process dies at once, mid-work (a crashed machine). */
  kill(): Promise<number | string>;
}

export interface StartOptions {
  name: string;
  databaseUrl: string;
  /** More environment (rate limits, job timings); REDIS_URL, JWT_SECRET and the port are set here. */
  env?: Record<string, string>;
  /** Wait until /api/v1/health answers 200 (default); false returns as soon as it is spawned. */
  waitHealthy?: boolean;
  /** How long to wait for health, in ms (default 60 s: four processes starting on two cores). */
  startTimeoutMs?: number;
}

/** The secret every process of a cluster signs tokens with. */
export const clusterJwtSecret = 'cluster-test-secret-0123456789abcdef0123456789';

/** Starts one application process. */
export async function startApp(options: StartOptions): Promise<AppProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), `cs-${options.name}-`));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      TEST_DATABASE_URL: '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl,
      REDIS_URL: clusterRedisUrl,
      JWT_SECRET: clusterJwtSecret,
      DEMO_SEED: 'never',
      LOG_LEVEL: 'warn',
      INDEX_WORKERS: '0',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  let hasExited = false;
  void exited.then(() => (hasExited = true));
  const origin = `http://127.0.0.1:${port}`;
  const app: AppProcess = {
    name: options.name,
    origin,
    pid: child.pid!,
    output: () => output,
    exited,
    stop: () => (hasExited || child.kill('SIGTERM'), exited),
    kill: () => (hasExited || child.kill('SIGKILL'), exited),
  };
  if (options.waitHealthy === false) return app;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (hasExited) throw new Error(`${options.name} exited while starting:\n${output}`);
    const healthy = await fetch(`${origin}/api/v1/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (healthy) return app;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await app.kill();
  throw new Error(`${options.name} was not healthy within ${options.startTimeoutMs ?? 60_000} ms:\n${output}`);
}

/** Waits until `exited` or `ms` passed; true when the process had exited. */
export async function exitsWithin(app: AppProcess, ms: number): Promise<boolean> {
  const timer = new Promise<false>((resolve) => setTimeout(() => resolve(false), ms));
  return Promise.race([app.exited.then(() => true), timer]);
}
