// Identity links at 1M + 1M (issue 27 "Tests" and "Performance"), PostgreSQL:
//   1. planted rings: `--sets` sets of the server test's rings and controls
//      (packages/server/test/consistency-rings.ts) planted among N incident and N ticket sources
//      and registers of `--register-rows` each, every ring and control checked by `checkConsistency`:
//      recall per rule (must be 100 %), findings on controls (must be 0), and what the check costs;
//   2. 2-hop expansion (`findLinks`, what GET /{product}/links?depth=2 calls) from ordinary
//      identifiers and from the largest hub: p50/p95, nodes (≤ 500), the hub's answer cut;
//   3. a new ticket's identifiers linked: one real HTTP app on the database; from the answer of
//      POST …/verification/consistency to GET …/links showing the ticket's driver beside its phone.
//
//   npm run bench:consistency -- --sources 1000000 --forms 40     # fills the database once
//   npm run bench:consistency-rings -- --sources 1000000 --sets 50 --expansions 200 --tickets 100
//
// Planting is idempotent: each source has a fixed ref, planted again it replaces itself.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import type { ConsistencyRule } from '@cargo-sentry/contracts/identity-links/consistency';
import type { IdentifierKind } from '@cargo-sentry/contracts/identity-links/identifiers';
import type { LinksAnswer } from '@cargo-sentry/contracts/identity-links/links';
import { todayIso } from '@cargo-sentry/contracts/shared/dates';
import { openDatabase, type Database } from '@cargo-sentry/server/src/db/client';
import { users, type UserRow } from '@cargo-sentry/server/src/db/schema/users';
import type { IncidentContext } from '@cargo-sentry/server/src/modules/incidents/service';
import { findLinks } from '@cargo-sentry/server/src/modules/identity-links/links-service';
import { checkConsistency } from '@cargo-sentry/server/src/modules/identity-links/service';
import { hashPassword } from '@cargo-sentry/server/src/platform/passwords';
import { consistencyRings, findingsOf, ringIdentities } from '@cargo-sentry/server/test/consistency-rings';
import { plantSources } from '@cargo-sentry/server/test/identity-sources';
import { fill, fillRegisters } from './lib/consistency-fill';
import { percentiles, type Latency } from './lib/load';
import { benchPostgresUrl, signedInHeaders, startApp } from './statistics-setup';
import { arg } from './lib/args';

const sources = Number(arg('sources', '1000000'));
const sets = Number(arg('sets', '50'));
const registerRows = Number(arg('register-rows', '100000'));
const expansions = Number(arg('expansions', '200'));
const tickets = Number(arg('tickets', '100'));

const viewerInn = '7707083893';
const benchUser = { username: 'bench_rings', password: 'bench-rings-27-27' };
/** The carrier INN of every tenth ticket of the fill (`pg_temp.inn(0)`): 100,000 checks at 1M. */
const hubInn = '1000000002';

const line = (label: string, l: Latency) =>
  `  ${label} (${l.n}): p50 ${l.p50} ms, p95 ${l.p95} ms, p99 ${l.p99} ms, max ${l.max} ms`;

/** The bench's client user (`benchUser`), or with `isStaff` a staff user, who see every company's checks. */
async function benchUserRow(database: Database, isStaff = false): Promise<UserRow> {
  const username = isStaff ? `${benchUser.username}_staff` : benchUser.username;
  const [found] = await database.db.select().from(users).where(eq(users.username, username));
  if (found) return found;
  const [user] = await database.db
    .insert(users)
    .values({
      username,
      email: `${username}@example.test`,
      passwordHash: await hashPassword(benchUser.password),
      inn: viewerInn,
      isStaff,
      verificationCount: 1_000_000_000,
    })
    .returning();
  return user;
}

/** §1: plants the rings, checks every ring and control; false when a ring is missed or a control fires. */
async function rings(database: Database, user: UserRow): Promise<boolean> {
  const today = todayIso();
  const cases = Array.from({ length: sets }, (_, set) => consistencyRings(set, today, viewerInn)).flat();
  let started = Date.now();
  await plantSources(
    database,
    cases.flatMap((c) => c.sources),
  );
  console.log(
    `planted ${cases.length} cases (${cases.reduce((n, c) => n + c.sources.length, 0)} sources) in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  // a full-access user: the incident context is read for limited users only
  const incidents = {} as IncidentContext;
  const check = (c: (typeof cases)[number], ticket: string) =>
    checkConsistency({ database, incidents, user, ticket, form: c.form, today });
  for (const c of cases.slice(0, 20)) await check(c, 'warm-up');
  const perRule = new Map<ConsistencyRule, { rings: number; found: number; exact: number }>();
  const ms = { rings: [] as number[], controls: [] as number[] };
  let controlFindings = 0;
  let controlsFiring = 0;
  const misses: string[] = [];
  started = Date.now();
  for (const [i, c] of cases.entries()) {
    const t0 = performance.now();
    const found = findingsOf(await check(c, `bench-rings-${i}`));
    const elapsed = performance.now() - t0;
    if (c.rule === null) {
      ms.controls.push(elapsed);
      controlFindings += found.length;
      if (found.length > 0) {
        controlsFiring += 1;
        misses.push(`${c.name}: ${found.join(', ')}`);
      }
      continue;
    }
    ms.rings.push(elapsed);
    const entry = perRule.get(c.rule) ?? { rings: 0, found: 0, exact: 0 };
    entry.rings += 1;
    const ruleFinding = c.expected.find((f) => f.startsWith(`${c.rule}:`));
    if (ruleFinding && found.includes(ruleFinding)) entry.found += 1;
    if (found.join() === c.expected.join()) entry.exact += 1;
    else misses.push(`${c.name}: expected ${c.expected.join(', ')}, got ${found.join(', ') || 'none'}`);
    perRule.set(c.rule, entry);
  }
  const controls = ms.controls.length;
  console.log(`\nplanted rings: ${sets} sets, checked in ${Math.round((Date.now() - started) / 1000)} s`);
  console.log('  rule | rings | found (its rule and class) | recall | exactly the expected findings');
  for (const [rule, { rings: n, found, exact }] of perRule) {
    console.log(`  ${rule} | ${n} | ${found} | ${((100 * found) / n).toFixed(1)} % | ${exact}`);
  }
  console.log(`  controls: ${controls}, with a finding: ${controlsFiring}, findings: ${controlFindings}`);
  console.log(line('check, rings', percentiles(ms.rings)));
  console.log(line('check, controls', percentiles(ms.controls)));
  console.log(line('check, all', percentiles([...ms.rings, ...ms.controls])));
  for (const miss of misses.slice(0, 20)) console.log(`  MISS ${miss}`);
  return misses.length === 0;
}

/**
 * CPU milliseconds the PostgreSQL backends of this database have spent (/proc, when the server is
 * local; NaN otherwise): with other processes loading the machine, what an answer costs is its CPU,
 * not its wall time.
 */
async function backendCpuMs(database: Database): Promise<number> {
  const rows = await database.withSession((s) =>
    s.query<{ pid: number }>('SELECT pid FROM pg_stat_activity WHERE datname = current_database()'),
  );
  try {
    const ticks = rows
      .map(({ pid }) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '))
      .reduce((sum, fields) => sum + Number(fields[11]) + Number(fields[12]), 0);
    return ticks * 10; // USER_HZ 100
  } catch {
    return NaN;
  }
}

/** §2: 2-hop expansions from ordinary identifiers and from the hub, as `user` sees them; false when a bound is broken. */
async function twoHop(database: Database, user: UserRow, who: string): Promise<boolean> {
  const expand = (kind: IdentifierKind, value: string) => findLinks(database.db, user, { kind, value, depth: '2' });
  // ordinary: drivers' phones and passports and vehicles' VINs of the fill, and planted rings' phones
  const ordinary = Array.from({ length: expansions }, (_, i): [IdentifierKind, string] => {
    const n = 1 + ((i * 7919) % Math.floor(sources / 3));
    switch (i % 4) {
      case 0:
        return ['phone', `+7${9_000_000_000 + n}`];
      case 1:
        return ['passport', String(4_500_000_000 + n)];
      case 2:
        return ['vin', `XTA${String(n % Math.floor(sources / 2)).padStart(14, '0')}`];
      default:
        return ['phone', ringIdentities((i * 8) % (sets * 64 * 8)).phone];
    }
  });
  for (const [kind, value] of ordinary.slice(0, 10)) await expand(kind, value);
  const ms = { ordinary: [] as number[], hub: [] as number[] };
  const nodes = { ordinary: [] as number[], hub: [] as number[] };
  const cpu = { ordinary: { node: 0, pg: 0 }, hub: { node: 0, pg: 0 } };
  const run = async (group: 'ordinary' | 'hub', kind: IdentifierKind, value: string): Promise<LinksAnswer> => {
    const t0 = performance.now();
    const answer = await expand(kind, value);
    ms[group].push(performance.now() - t0);
    nodes[group].push(answer.nodes.length);
    return answer;
  };
  const measured = async (group: 'ordinary' | 'hub', body: () => Promise<void>) => {
    const [pg, node] = [await backendCpuMs(database), process.cpuUsage()];
    await body();
    const used = process.cpuUsage(node);
    cpu[group].node = (used.user + used.system) / 1000 / ms[group].length;
    cpu[group].pg = ((await backendCpuMs(database)) - pg) / ms[group].length;
  };
  await measured('ordinary', async () => {
    for (const [kind, value] of ordinary) await run('ordinary', kind, value);
  });
  let hubCut = true;
  await measured('hub', async () => {
    for (let i = 0; i < Math.max(20, Math.floor(expansions / 5)); i++) {
      const answer = await run('hub', 'inn', hubInn);
      const root = answer.nodes.find((node) => node.id === answer.root);
      hubCut &&= answer.cut && root?.cut === true;
    }
  });
  const tooMany = [...nodes.ordinary, ...nodes.hub].some((n) => n > 500);
  const spread = (list: number[]) => `${Math.min(...list)}–${Math.max(...list)} nodes`;
  console.log(`\n2-hop expansion (findLinks, depth 2) as ${who}, ${sources} + ${sources} sources:`);
  const cpuOf = (group: 'ordinary' | 'hub') =>
    `CPU per answer: ${cpu[group].node.toFixed(0)} ms node, ${cpu[group].pg.toFixed(0)} ms PostgreSQL`;
  console.log(
    `${line('ordinary identifiers', percentiles(ms.ordinary))}; ${spread(nodes.ordinary)}; ${cpuOf('ordinary')}`,
  );
  console.log(
    `${line(`the hub INN ${hubInn} (${sources / 10} checks)`, percentiles(ms.hub))}; ${spread(nodes.hub)}; ${cpuOf('hub')}`,
  );
  console.log(`  at most 500 nodes: ${tooMany ? 'NO' : 'yes'}; the hub's answer cut: ${hubCut}`);
  return !tooMany && hubCut;
}

/** §3: a real app; from the check's answer to its sightings readable through /links. */
async function linkedWithin(database: Database): Promise<void> {
  const { app, baseUrl } = await startApp(database, {
    DATABASE_URL: await benchPostgresUrl(`cargo_bench_consistency_${sources}`),
  });
  try {
    const headers = await signedInHeaders(baseUrl, benchUser);
    const product = `${baseUrl}/${app.config.product}`;
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await fetch(`${product}/verification/${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
      });
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
      return (await res.json()) as Record<string, unknown>;
    };
    const ms = { check: [] as number[], linked: [] as number[] };
    const polls: number[] = [];
    // identifiers of this run only: a phone and a driver no source names yet
    const run = Date.now() % 10_000_000;
    for (let i = 0; i < tickets + 5; i++) {
      const n = (run + i * 7) % 10_000_000;
      const phone = `+7914${String(n).padStart(7, '0')}`;
      const lastName = `Новиков${[...String(n)].map((d) => 'абвгдежзик'[Number(d)]).join('')}`;
      const { ticket } = (await post('get_ticket', { consent: true })) as { ticket: string };
      const t0 = performance.now();
      await post('consistency', { ticket, lastName, firstName: 'Иван', birthDate: '1985-03-04', phone });
      const answered = performance.now();
      let count = 0;
      for (;;) {
        count += 1;
        const res = await fetch(
          `${product}/links?${new URLSearchParams({ kind: 'phone', value: phone, depth: '1' })}`,
          {
            headers,
          },
        );
        const answer = (await res.json()) as LinksAnswer;
        if (answer.nodes.some((node) => node.kind === 'person')) break;
        if (performance.now() - answered > 5_000) throw new Error(`ticket ${ticket}: not linked within 5 s`);
      }
      if (i < 5) continue; // warm-up
      ms.check.push(answered - t0);
      ms.linked.push(performance.now() - answered);
      polls.push(count);
    }
    console.log(`\na new ticket's identifiers linked (one HTTP app on the bench database), ${tickets} tickets:`);
    console.log(line('POST …/verification/consistency', percentiles(ms.check)));
    console.log(line('from its answer to GET …/links showing the driver', percentiles(ms.linked)));
    console.log(`  GET …/links calls until linked: max ${Math.max(...polls)} (1 = at the first read)`);
  } finally {
    await app.close();
  }
}

async function main() {
  const database = await openDatabase({
    databaseUrl: await benchPostgresUrl(`cargo_bench_consistency_${sources}`),
    dataDir: 'memory://',
  });
  let ok = true;
  try {
    await fill(database, sources);
    await fillRegisters(database, registerRows);
    const user = await benchUserRow(database);
    if (!process.argv.includes('--no-rings')) ok = (await rings(database, user)) && ok;
    // a client sees other companies' checks as hidden nodes, never expanded; staff see and expand all
    ok = (await twoHop(database, user, "a client company's user")) && ok;
    ok = (await twoHop(database, await benchUserRow(database, true), 'staff')) && ok;
    if (!process.argv.includes('--no-http')) await linkedWithin(database);
  } finally {
    await database.close();
  }
  if (!ok) process.exitCode = 1;
}

await main();
