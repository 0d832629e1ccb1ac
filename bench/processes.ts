// Several processes (issue 24 §7): the concurrent scenario's analysts against 1, 2 and 3
// application processes on one PostgreSQL database and one Redis, each request sent to the next
// process in turn (a load balancer without sticky sessions). The processes are the built server
// (`packages/server/dist/main.js`, as a deployment runs it); the load runs in a child process.
//   npm run bench:processes -- --incidents 100000 --analysts 20 --seconds 30 --processes 1,2,3
// Statistics' answer cache stays on here (it is per process and configurable only in-process);
// with 12 repeating filters most statistics answers are cached, in every process alike.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RequestKind } from './lib/analysts';
import { runAnalysts } from './lib/run-analysts';
import { benchServerSettings, benchUser, prepareDatabase } from './statistics-setup';

function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const root = fileURLToPath(new URL('..', import.meta.url));
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

async function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; apiUrl: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-semi-space-size=32', path.join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'cs-bench-process-')),
      ...benchServerSettings,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const apiUrl = `http://127.0.0.1:${port}/api/v1`;
  for (let tries = 0; tries < 600; tries++) {
    if (child.exitCode !== null) throw new Error(`a server process exited with ${child.exitCode}`);
    const ok = await fetch(`${apiUrl}/health`)
      .then((res) => res.ok)
      .catch(() => false);
    if (ok) return { child, apiUrl };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('a server process did not become healthy in 2 minutes');
}

async function main(): Promise<void> {
  const count = Number(option('incidents', '100000'));
  const analysts = Number(option('analysts', '20'));
  const seconds = Number(option('seconds', '30'));
  const warmUpSeconds = Number(option('warm-up-seconds', '10'));
  const counts = option('processes', '1,2,3').split(',').map(Number);

  console.log('building the server…');
  execFileSync('npm', ['run', 'build', '-w', '@cargo-sentry/server'], { cwd: root, stdio: 'ignore' });
  const { database, env } = await prepareDatabase('postgres', count);
  await database.close();

  const rows: string[] = [];
  for (const processes of counts) {
    const started = await Promise.all(Array.from({ length: processes }, () => startProcess(env.DATABASE_URL)));
    try {
      const apiUrls = started.map((p) => p.apiUrl);
      const signIn = await fetch(`${apiUrls[0]}/auth/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(benchUser),
      });
      const { access } = (await signIn.json()) as { access: string };
      // Each process loads its incident index on its first request; not part of the figures.
      for (const apiUrl of apiUrls) {
        await fetch(`${apiUrl}/cargo/incident/get_summary`, { headers: { authorization: `Bearer ${access}` } });
      }
      const load = os.loadavg()[0].toFixed(1);
      const result = await runAnalysts({
        productUrl: `${apiUrls[0]}/cargo`,
        apiUrl: apiUrls[0],
        productUrls: apiUrls.map((url) => `${url}/cargo`),
        apiUrls,
        token: access,
        user: benchUser,
        analysts,
        seconds,
        warmUpSeconds,
        thinkMs: 0,
        seed: 20_261_123,
      });
      const cell = (kind: RequestKind, quantile: 'p95' | 'p99') => `${result[kind][quantile]}`;
      const errors = (['list', 'map', 'statistics', 'sign-in'] as RequestKind[]).reduce(
        (n, kind) => n + result[kind].errors,
        0,
      );
      rows.push(
        `| ${processes} | ${result.requestsPerSecond} | ${cell('list', 'p95')} | ${cell('map', 'p95')} | ` +
          `${cell('statistics', 'p95')} | ${cell('sign-in', 'p99')} | ${errors} | ${load} |`,
      );
      console.log(rows.at(-1));
    } finally {
      for (const { child } of started) child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
  }
  console.log(
    [
      '',
      `${analysts} analysts back to back for ${seconds} s after ${warmUpSeconds} s of warm-up, ` +
        `${count.toLocaleString('en')} incidents on PostgreSQL, Redis; ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`,
      '',
      '| processes | requests/s | list p95 ms | map p95 ms | statistics p95 ms | sign-in p99 ms | errors | load avg at start |',
      '|---|---|---|---|---|---|---|---|',
      ...rows,
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
