// `npm start`: builds the web app when its build is missing or older than its sources, then
// starts the server (migrations and, on the embedded database, the demo seed run on start).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'packages/web');
const distIndex = path.join(webDir, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(webDir, 'src'), path.join(webDir, 'index.html'), path.join(root, 'packages/contracts/src')];
const newestSource = Math.max(
  ...sources.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newestMtime(p) : statSync(p).mtimeMs)),
);
if (!existsSync(distIndex) || statSync(distIndex).mtimeMs < newestSource) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@cargo-sentry/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// 32 MB young-generation semi-spaces: every statistics or map answer allocates a few MB of
// short-lived objects; with V8's default the scavenger runs several times per answer and promotes
// them, and the resulting pauses were most of the tail latency of sign-in while statistics
// requests ran back to back (bench/RESULTS.md). Costs ~100 MB more reserved memory.
const server = spawn(
  process.execPath,
  ['--max-semi-space-size=32', '--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
  {
    cwd: root,
    stdio: 'inherit',
    env: process.env,
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
