// Verification scenario (issue 10): a full ticket — get_ticket, then every check the page runs, in
// parallel as the page does — and the risk lookup alone, with N incidents and `--register-rows`
// generated records in every register (registry provider).
//
//   NODE_OPTIONS=--max-semi-space-size=32 npm run bench:verification -- --db postgres --incidents 1000000 --register-rows 100000 --tickets 200
//   BENCH_DATA_DIR=/tmp/cs-bench npm run bench:verification -- --db pglite --incidents 100000 --register-rows 100000
//
// Half of the tickets ask about a generated register record and an incident's vehicle and
// counterparty (found), half about identifiers nothing knows (clean). Every answer must be 2xx.
// A tiny run to try it: --incidents 2000 --register-rows 1000 --tickets 10 --risk-requests 10
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { users } from '@cargo-sentry/server/src/db/schema/users';
import { percentiles, type Latency } from './lib/load';
import { fillRegisters, registerSubject } from './lib/registers';
import { benchUser, prepareDatabase, signedInHeaders, startApp, type BenchDatabaseKind } from './statistics-setup';

/** The routes of a full ticket: every check but the face photo (the ATI id lookup is a GET). */
const checks = [
  'risk',
  'osago',
  'driver',
  'fssp',
  'sud',
  'passport_complex',
  'phone',
  'trust_person',
  'reputation',
  'participation',
  'find_ati_su_id',
] as const;
type Check = (typeof checks)[number];

interface IncidentIdentifiers {
  vehicle_plate: string;
  vehicle_vin: string;
  trailer_plate: string;
  counterparty_inn: string;
  counterparty_ogrn: string;
}

/** Whether a check's answer reports a record (so "found" tickets really exercise found lookups). */
function foundSomething(check: Check, answer: Record<string, unknown>): boolean {
  const nonEmpty = (key: string) => Array.isArray(answer[key]) && (answer[key] as unknown[]).length > 0;
  if (check === 'risk') return nonEmpty('list');
  if (check === 'osago') return nonEmpty('policies');
  if (check === 'driver') return answer.status !== 'Не найдено';
  if (check === 'fssp') return answer.found === true;
  if (check === 'sud') return nonEmpty('cases');
  if (check === 'passport_complex') return answer.description !== 'Не найден';
  if (check === 'phone') return answer.operationMessage !== 'Номер не найден';
  if (check === 'trust_person') return answer.resultCode === 0;
  if (check === 'reputation') return nonEmpty('Items');
  if (check === 'participation') return nonEmpty('participations');
  return nonEmpty('ati_ids');
}

function arg(name: string, fallback: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
}

/** The transport form of ticket k: found identifiers for even k, clean ones for odd k. */
function formOf(k: number, registerRows: number, incidents: IncidentIdentifiers[]) {
  const found = k % 2 === 0;
  const subject = registerSubject(found ? (k * 7919) % registerRows : registerRows + k);
  const incident = incidents[k % incidents.length];
  return {
    autoGos: found ? incident.vehicle_plate : subject.plate,
    autoVin: subject.vin, // a register VIN: osago finds it, risk matches the incident's plate
    trailerGos: found ? incident.trailer_plate || null : null,
    drivingLicenseNumber: subject.licenceNumber,
    drivingLicenseDate: subject.licenceDate,
    lastName: subject.lastName,
    firstName: subject.firstName,
    midName: subject.midName,
    birthDate: subject.birthDate,
    passportNumber: subject.passportNumber,
    passportDate: subject.passportDate,
    phone: subject.phone,
    // a register company (reputation, ATI id); risk finds the incident by plate and OGRN
    inn: subject.inn,
    ogrn: found ? incident.counterparty_ogrn || null : null,
  };
}

async function main() {
  const kind = arg('db', 'postgres') as BenchDatabaseKind;
  const incidentCount = Number(arg('incidents', '1000000'));
  const registerRows = Number(arg('register-rows', '100000'));
  const tickets = Number(arg('tickets', '200'));
  const riskRequests = Number(arg('risk-requests', '500'));

  const { database, env } = await prepareDatabase(kind, incidentCount);
  await fillRegisters(database, registerRows);
  await database.db
    .update(users)
    .set({ verificationCount: 1_000_000_000 })
    .where(eq(users.username, benchUser.username));
  const incidents = await database.withSession((s) =>
    s.query<IncidentIdentifiers>(
      `SELECT vehicle_plate, vehicle_vin, trailer_plate, counterparty_inn, counterparty_ogrn FROM incidents
       WHERE vehicle_plate <> '' AND counterparty_inn <> '' ORDER BY id LIMIT 1000`,
    ),
  );
  const { app, baseUrl } = await startApp(database, env);
  try {
    const headers = await signedInHeaders(baseUrl, benchUser);
    const verification = `${baseUrl}/${app.config.product}/verification`;
    const post = async (path: string, body: Record<string, unknown>) => {
      // docs/product.md#verification-calls: the ATI id lookup alone is a GET with the ticket and the INN in the query string
      const res =
        path === 'find_ati_su_id'
          ? await fetch(
              `${verification}/${path}?${new URLSearchParams({ ticket: String(body.ticket), inn: String(body.inn) })}`,
              { headers },
            )
          : await fetch(`${verification}/${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await res.text();
      if (!res.ok) throw new Error(`${path}: HTTP ${res.status} ${text.slice(0, 300)}`);
      return JSON.parse(text) as Record<string, unknown>;
    };

    const ticketTimes: number[] = [];
    const checkTimes = Object.fromEntries(checks.map((c) => [c, [] as number[]])) as Record<Check, number[]>;
    const found = Object.fromEntries(checks.map((c) => [c, 0])) as Record<Check, number>;
    const runTicket = async (k: number) => {
      const form = formOf(k, registerRows, incidents);
      const started = performance.now();
      const ticket = (await post('get_ticket', { consent: true })).ticket as string;
      await Promise.all(
        checks.map(async (check) => {
          const checkStarted = performance.now();
          const answer = await post(check, { ...form, ticket });
          checkTimes[check].push(performance.now() - checkStarted);
          if (foundSomething(check, answer)) found[check] += 1;
        }),
      );
      ticketTimes.push(performance.now() - started);
    };
    for (let k = 0; k < 20; k += 1) await runTicket(tickets + k); // warm-up, not recorded
    ticketTimes.length = 0;
    for (const times of Object.values(checkTimes)) times.length = 0;
    for (const check of checks) found[check] = 0;
    for (let k = 0; k < tickets; k += 1) await runTicket(k);

    const riskTicket = (await post('get_ticket', { consent: true })).ticket as string;
    const riskTimes: number[] = [];
    for (let k = 0; k < riskRequests; k += 1) {
      const { autoGos, autoVin, trailerGos, ogrn } = formOf(k, registerRows, incidents);
      // a found request's INN is its incident's counterparty, as the risk lookup was measured before
      const inn = k % 2 === 0 ? incidents[k % incidents.length].counterparty_inn : null;
      const started = performance.now();
      await post('risk', { ticket: riskTicket, autoGos, autoVin, trailerGos, inn, ogrn });
      riskTimes.push(performance.now() - started);
    }

    const row = (name: string, l: Latency) => `| ${name} | ${l.n} | ${l.p50} | ${l.p95} | ${l.p99} | ${l.max} |`;
    console.log(
      [
        `Machine: ${cpus().length} × ${cpus()[0]?.model.trim()}, Node ${process.version}, load average ${loadavg()
          .map((v) => v.toFixed(1))
          .join(' ')}`,
        `${incidentCount} incidents on ${kind}, ${registerRows} generated records per register, registry provider; ms`,
        '',
        '| request | n | p50 | p95 | p99 | max |',
        '| --- | --- | --- | --- | --- | --- |',
        row(`full ticket (get_ticket + ${checks.length} checks in parallel)`, percentiles(ticketTimes)),
        ...checks.map((check) => row(`  ${check}, within a ticket`, percentiles(checkTimes[check]))),
        row('risk alone, one after another', percentiles(riskTimes)),
        '',
        `Answers with a finding, of ${tickets} tickets (half ask for known records): ${checks
          .map((check) => `${check} ${found[check]}`)
          .join(', ')}`,
      ].join('\n'),
    );
  } finally {
    await app.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
