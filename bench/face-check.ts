// Face check (issue 13 §1, docs/decisions/0028-face-check.md): `check_face` end to end over HTTP
// with a gallery of N faces, the gallery search alone, the model's memory, how long the main
// thread's event loop stalls while the model (on its worker thread) describes photos, and the first
// check after a gallery upload and after a delete (the copy in memory changes in place).
//
//   npx tsx bench/face-check.ts --gallery 10000 --requests 40
//
// The gallery holds the two demo persons (described by the real model from fixtures/faces) and
// N − 2 further descriptors: random unit vectors of the model's 1024 numbers, stored exactly as
// an upload stores them (descriptors of 10,000 real faces are not to be had here; the search's
// cost does not depend on what the numbers are). Every request sends the demo photo, which
// matches one gallery face. PGlite in memory (the gallery is read once into memory either way).
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@cargo-sentry/server/src/db/client';
import { seedDemoFaces } from '@cargo-sentry/server/src/db/seed/seed-faces';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { registryWantedPersons } from '@cargo-sentry/server/src/db/schema/registry';
import { hashPassword } from '@cargo-sentry/server/src/platform/passwords';
import { packagePath } from '@cargo-sentry/server/src/platform/package-path';
import { faceModelName, normalize } from '@cargo-sentry/server/src/platform/faces/face-model';
import { FaceThread } from '@cargo-sentry/server/src/platform/faces/face-thread';
import { matrixOf, searchFaces } from '@cargo-sentry/server/src/platform/faces/face-search';
import { faceMatchThreshold } from '@cargo-sentry/contracts/face-gallery/face-gallery';
import { incidentRow, insertIncidents } from '@cargo-sentry/server/test/incident-builders';
import { percentiles } from './lib/load';
import { startApp } from './statistics-setup';

const { values } = parseArgs({
  options: { gallery: { type: 'string', default: '10000' }, requests: { type: 'string', default: '40' } },
});
const gallerySize = Number(values.gallery);
const requests = Number(values.requests);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The longest stretch in which a 5 ms timer on the main thread could not fire while `run` ran: how long other requests wait. */
async function longestStall(run: () => Promise<void>): Promise<number> {
  let lastTick = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - lastTick);
    lastTick = now;
  }, 5);
  try {
    await run();
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - lastTick);
}

// The model alone (on its worker thread, in this process): memory and first load.
const faces = new FaceThread();
const rssBefore = process.memoryUsage().rss;
let started = performance.now();
await faces.warm();
const loadMs = performance.now() - started;
const photo = readFileSync(packagePath('fixtures', 'faces', 'demo-photo.jpg'));
await faces.describePhoto(photo);
const rssModel = process.memoryUsage().rss - rssBefore;

// The machine's own noise: the longest stall while the process does nothing (a busy machine
// leaves the main thread waiting for a core now and then), to read the stalls below against.
const idleStall = await longestStall(() => new Promise((resolve) => setTimeout(resolve, 3000)));

// One inference: its time (the process's CPU time counts the worker's), and the main thread's stall.
const inference: number[] = [];
const inferenceCpu: number[] = [];
const inferenceStall = await longestStall(async () => {
  for (let i = 0; i < 10; i++) {
    started = performance.now();
    const cpu = process.cpuUsage();
    await faces.describePhoto(photo, { crop: true });
    const used = process.cpuUsage(cpu);
    inferenceCpu.push((used.user + used.system) / 1000);
    inference.push(performance.now() - started);
  }
});

// The gallery: the two demo persons, then random unit descriptors up to N.
const database = await openDatabase({ dataDir: 'memory://' });
await insertIncidents(database, [incidentRow()]);
await database.db
  .insert(registryWantedPersons)
  .values({ lastName: 'Коллинз', firstName: 'Айлин', birthDate: '1956-11-19', reason: 'bench' });
await seedDemoFaces(database, faces);
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31) * 2 - 1;
started = performance.now();
for (let done = 2; done < gallerySize;) {
  const batch = Math.min(500, gallerySize - done);
  const rows = Array.from({ length: batch }, (_, i) => {
    const vector = normalize(Array.from({ length: 1024 }, random));
    return sql`(${`Синтетический ${done + i}`}, 'wanted', ${done + i}, ${faceModelName}, ${Buffer.from(vector.buffer)})`;
  });
  await database.db.execute(
    sql`INSERT INTO face_gallery (person_name, source_kind, wanted_person_id, model, embedding) VALUES ${sql.join(rows, sql`, `)}`,
  );
  done += batch;
}
const fillSeconds = (performance.now() - started) / 1000;

// The search alone over N in-memory descriptors.
started = performance.now();
const stored = await database.db.execute(sql`SELECT encode(embedding, 'base64') AS e FROM face_gallery ORDER BY id`);
const embeddings = (stored.rows as { e: string }[]).map(
  ({ e }) => new Float32Array(new Uint8Array(Buffer.from(e, 'base64')).buffer),
);
const matrix = matrixOf(embeddings, 1024);
const readSeconds = (performance.now() - started) / 1000;
const {
  faces: [probe],
} = await faces.describePhoto(photo);
const search: number[] = [];
const searchCpu: number[] = [];
for (let i = 0; i < 200; i++) {
  started = performance.now();
  const cpu = process.cpuUsage();
  searchFaces(matrix, probe.embedding, faceMatchThreshold, 10);
  const used = process.cpuUsage(cpu);
  searchCpu.push((used.user + used.system) / 1000);
  search.push(performance.now() - started);
}

// End to end over HTTP: get_ticket, then check_face with the demo photo, one after another.
await database.db.insert(users).values({
  username: 'bench_face',
  email: 'bench_face@example.test',
  passwordHash: await hashPassword('bench-face-42'),
  isStaff: true,
});
// the app checks with the model loaded above, as one server process holds one
const { app, baseUrl } = await startApp(database, {}, { faceThread: faces });
const login = await fetch(`${baseUrl}/auth/token/`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'bench_face', password: 'bench-face-42' }),
});
const { access } = (await login.json()) as { access: string };
const authorization = `Bearer ${access}`;
const check = async () => {
  const ticket = await fetch(`${baseUrl}/cargo/verification/get_ticket`, {
    method: 'POST',
    headers: { authorization, 'content-type': 'application/json' },
    body: JSON.stringify({ consent: true }),
  });
  const form = new FormData();
  form.append('ticket', ((await ticket.json()) as { ticket: string }).ticket);
  form.append('biometric_consent', 'true');
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'demo-photo.jpg');
  const begin = performance.now();
  const res = await fetch(`${baseUrl}/cargo/verification/check_face`, {
    method: 'POST',
    headers: { authorization },
    body: form,
  });
  const body = (await res.json()) as { matches?: unknown[] };
  if (res.status !== 200 || body.matches?.length !== 1) throw new Error(`unexpected answer ${res.status}`);
  return performance.now() - begin;
};
started = performance.now();
const first = await check(); // reads the gallery into memory
const firstLoadMs = performance.now() - started;
const rssGallery = process.memoryUsage().rss;
const endToEnd: number[] = [];
const endToEndCpu: number[] = [];
// per request: the longest stall of the main thread while it was being answered
const checkStalls: number[] = [];
for (let i = 0; i < requests; i++) {
  const cpu = process.cpuUsage();
  checkStalls.push(
    await longestStall(async () => {
      endToEnd.push(await check());
    }),
  );
  const used = process.cpuUsage(cpu);
  endToEndCpu.push((used.user + used.system) / 1000);
}

// A staff upload to the gallery, then a check; a delete, then a check: the copy in memory changes in place.
const upload = new FormData();
upload.append('person_name', 'Коллинз Айлин (вторая)');
upload.append('source_kind', 'wanted');
upload.append('wanted_person_id', '1');
upload.append(
  'file',
  new Blob([readFileSync(packagePath('fixtures', 'faces', 'sources', 'collins.jpg'))], { type: 'image/jpeg' }),
  'collins.jpg',
);
const added = await fetch(`${baseUrl}/cargo/face_gallery`, {
  method: 'POST',
  headers: { authorization },
  body: upload,
});
if (added.status !== 201) throw new Error(`upload answered ${added.status}`);
const afterAdd = await check();
const { id: addedId } = (await added.json()) as { id: number };
const removed = await fetch(`${baseUrl}/cargo/face_gallery/${addedId}`, {
  method: 'DELETE',
  headers: { authorization },
});
if (removed.status !== 200) throw new Error(`delete answered ${removed.status}`);
const afterDelete = await check();
await app.close();
await faces.close();
await database.close();

const row = (name: string, samples: number[]) => {
  const p = percentiles(samples);
  return `| ${name} | ${p.n} | ${p.p50} | ${p.p95} | ${p.p99} | ${p.max} |`;
};
console.log(
  `machine: ${cpus().length} × ${cpus()[0]?.model}, node ${process.version}, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')}`,
);
console.log(
  `gallery ${gallerySize} faces filled in ${fillSeconds.toFixed(1)} s, read back into memory in ${readSeconds.toFixed(1)} s; model loaded in ${loadMs.toFixed(0)} ms`,
);
console.log(
  `model memory: RSS +${mb(rssModel)} MiB after load and a first inference; process RSS ${mb(rssGallery)} MiB with the gallery in memory`,
);
console.log(
  `first check_face (reads ${gallerySize} descriptors into memory): ${first.toFixed(0)} ms (${firstLoadMs.toFixed(0)} ms with its ticket)`,
);
console.log(
  `longest main-thread event-loop stall: ${inferenceStall.toFixed(0)} ms during 10 inferences (${idleStall.toFixed(0)} ms over 3 s of doing nothing)`,
);
console.log(
  `first check_face after a gallery upload: ${afterAdd.toFixed(0)} ms; after a delete: ${afterDelete.toFixed(0)} ms`,
);
console.log('| ms | n | p50 | p95 | p99 | max |');
console.log('| --- | --- | --- | --- | --- | --- |');
console.log(row('check_face end to end (HTTP, one at a time)', endToEnd));
console.log(row('check_face: longest main-thread stall while it ran', checkStalls));
console.log(row('check_face, CPU time of the process (client + server, with its get_ticket)', endToEndCpu));
console.log(row('one inference on the worker (decode + detect + describe + crop)', inference));
console.log(row('one inference, CPU time of the process', inferenceCpu));
console.log(row(`search alone over ${gallerySize} descriptors`, search));
console.log(row(`search alone, CPU time`, searchCpu));
