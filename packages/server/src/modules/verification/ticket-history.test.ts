import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { authHeader, createStaff, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { verificationTickets } from '../../db/schema/verification';
import { openTicket, storeCheckResult, ticketForCheck } from './tickets';
import { ticketFilterSql, type TicketFilter } from './repo';

const historyUrl = '/api/v1/cargo/verification_ticket';

/** Answers of the checks, each with the verdict contracts' rules give it. */
const answers = {
  alert: ['passport_complex', { description: 'Недействителен', score: 0 }],
  warning: ['fssp', { found: true, data: [] }],
  success: ['phone', { operationResult: true, operationMessage: 'Номер зарегистрирован на это лицо' }],
  not_carried_out: ['phone', { not_carried_out: true }],
} as const;

interface Row {
  id: string;
  verdict: string;
  subject: Record<string, string>;
  user: { id: number };
}
interface Page {
  results: Row[];
  count: number;
  next: string | null;
}

describe(`verification history: search and filters (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A ticket of `user` whose checks stored these inputs and answers. */
  const ticketWith = async (
    user: TestUser,
    inputs: Record<string, unknown>,
    verdicts: (keyof typeof answers)[] = ['success'],
    now = new Date(),
  ) => {
    const opened = await openTicket(t.database, user, {}, now);
    const ticket = await ticketForCheck(t.database, user, opened.ticket, now);
    for (const verdict of verdicts) {
      const [check, answer] = answers[verdict];
      await storeCheckResult(t.database, ticket, check, inputs, answer);
    }
    // a ticket is created when it is stored; move it to the moment the test is about
    await t.database.db
      .update(verificationTickets)
      .set({ createdAt: now })
      .where(eq(verificationTickets.id, ticket.id));
    return ticket.id;
  };

  const history = async (user: TestUser, query: string) => {
    const res = await t.app.inject({ url: `${historyUrl}?${query}`, headers: await authHeader(t.app, user) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const idsOf = async (user: TestUser, query: string) => (await history(user, query)).results.map((r) => r.id);
  const search = (value: string) => `search=${encodeURIComponent(value)}`;

  it('shows the person, the plate, the INN and the verdict of each row', async () => {
    const user = await createUser(t.database);
    const id = await ticketWith(
      user,
      { lastName: 'Должников', firstName: 'Пётр', midName: 'Андреевич', autoGos: 'А777АА77', inn: '7799000012' },
      ['success', 'warning'],
    );
    const [row] = (await history(user, '')).results;
    expect(row).toMatchObject({
      id,
      verdict: 'warning',
      subject: {
        lastName: 'Должников',
        firstName: 'Пётр',
        midName: 'Андреевич',
        autoGos: 'А777АА77',
        inn: '7799000012',
      },
    });
  });

  it('finds a ticket by any identifier, however it is typed, and by the words of a name', async () => {
    const user = await createUser(t.database);
    const found = await ticketWith(user, {
      lastName: 'Должников',
      firstName: 'Пётр',
      midName: 'Андреевич',
      passportNumber: '4510123456',
      drivingLicenseNumber: '7700654321',
      autoGos: 'А777АА77',
      autoVin: 'XTA210990Y2765432',
      trailerGos: 'ЕК123477',
      inn: '7799000012',
      ogrn: '1197799000013',
      phone: '+79161234567',
      externalId: ['7799001'],
    });
    const other = await ticketWith(user, {
      lastName: 'Чистов',
      firstName: 'Иван',
      autoGos: 'Х001ХХ199',
      inn: '6164000018',
    });
    for (const query of [
      'Должников',
      'должников пётр',
      'ДОЛЖНИКОВ Петр Андреевич',
      '4510 123456',
      '7700654321',
      'А777АА77',
      'a777aa77', // typed on a Latin keyboard
      'а 777 аа 77',
      'xta210990y2765432',
      'ЕК123477',
      '7799000012',
      '1197799000013',
      '+7 (916) 123-45-67',
      '89161234567',
      '9161234567',
      '7799001',
    ]) {
      expect(await idsOf(user, search(query)), query).toEqual([found]);
    }
    expect(await idsOf(user, search('6164000018'))).toEqual([other]);
    // an identifier is matched whole: a part of one, or one word of a name that is not there, finds nothing
    for (const query of ['7799', 'Должников Иван', 'А777']) expect(await idsOf(user, search(query)), query).toEqual([]);
    // an empty search is no search
    expect(await idsOf(user, search('   '))).toEqual([other, found]);
  });

  it('filters by verdict: the worst of the ticket’s checks', async () => {
    const user = await createUser(t.database);
    const alert = await ticketWith(user, { inn: '7799000012' }, ['success', 'alert', 'warning']);
    const warning = await ticketWith(user, { inn: '7799000012' }, ['success', 'warning']);
    const success = await ticketWith(user, { inn: '7799000012' }, ['success']);
    const failed = await ticketWith(user, { inn: '7799000012' }, ['not_carried_out']);
    const empty = (await openTicket(t.database, user)).ticket;
    expect(await idsOf(user, 'verdict=alert')).toEqual([alert]);
    expect(await idsOf(user, 'verdict=warning')).toEqual([warning]);
    expect(await idsOf(user, 'verdict=success')).toEqual([success]);
    expect(await idsOf(user, 'verdict=not_carried_out')).toEqual([failed]);
    expect(await idsOf(user, 'verdict=not_checked')).toEqual([empty]);
    expect(await idsOf(user, `verdict=warning&${search('7799000012')}`)).toEqual([warning]);
  });

  it('a repeated check replaces its verdict, also in the ticket’s', async () => {
    const user = await createUser(t.database);
    const id = await ticketWith(user, { phone: '+79031112233' }, ['not_carried_out', 'success']);
    expect(await idsOf(user, 'verdict=success')).toEqual([id]);
    const [row] = await t.database.db.select().from(verificationTickets).where(eq(verificationTickets.id, id));
    expect(row.verdict).toBe('success');
  });

  it('filters by the days of the user’s calendar', async () => {
    const user = await createUser(t.database);
    // 22:30 UTC on 1 March is 01:30 on 2 March in Moscow (UTC+3)
    const late = await ticketWith(user, { inn: '7799000012' }, ['success'], new Date('2026-03-01T22:30:00Z'));
    const early = await ticketWith(user, { inn: '7799000012' }, ['success'], new Date('2026-02-27T10:00:00Z'));
    expect(await idsOf(user, 'date_from=2026-03-02&date_to=2026-03-02&utc_offset=180')).toEqual([late]);
    expect(await idsOf(user, 'date_from=2026-03-02&utc_offset=0')).toEqual([]);
    expect(await idsOf(user, 'date_to=2026-03-01')).toEqual([late, early]);
    expect(await idsOf(user, 'date_from=2026-02-28&date_to=2026-03-01&utc_offset=180')).toEqual([]);
    expect(await idsOf(user, 'date_from=2026-02-27&date_to=2026-02-27')).toEqual([early]);
  });

  it('pages the filtered tickets: the count is of the filtered and the next link keeps the filters', async () => {
    const user = await createUser(t.database);
    const matching = [];
    for (let i = 0; i < 5; i++) {
      await ticketWith(user, { inn: '6164000018' });
      matching.push(await ticketWith(user, { inn: '7799000012' }, ['warning']));
    }
    const first = await history(user, `page_size=2&verdict=warning&${search('7799000012')}`);
    expect(first.count).toBe(5);
    expect(first.next).toContain('verdict=warning');
    expect(first.next).toContain('search=7799000012');
    const seen = [...first.results.map((r) => r.id)];
    let next = first.next;
    while (next) {
      const res = await t.app.inject({ url: next, headers: await authHeader(t.app, user) });
      const page = res.json<Page>();
      seen.push(...page.results.map((r) => r.id));
      next = page.next;
    }
    expect(seen).toEqual([...matching].reverse());
  });

  it('searches only what the user may see: their own tickets; staff everyone’s', async () => {
    const alice = await createUser(t.database);
    const bob = await createUser(t.database);
    const staff = await createStaff(t.database);
    const plate = 'В555ВВ55';
    const aliceTicket = await ticketWith(alice, { autoGos: plate });
    const bobTicket = await ticketWith(bob, { autoGos: plate });
    expect(await idsOf(alice, search(plate))).toEqual([aliceTicket]);
    expect(await idsOf(bob, search(plate))).toEqual([bobTicket]);
    expect(await idsOf(staff, search(plate))).toEqual([bobTicket, aliceTicket]);
  });

  it('refuses bad filters with 400 validation_failed, never a 5xx', async () => {
    const user = await createUser(t.database);
    const headers = await authHeader(t.app, user);
    for (const query of [
      'verdict=red',
      `search=${'1'.repeat(101)}`,
      'search=%00',
      'date_from=2026-13-01',
      'date_from=2026-03-02&date_to=2026-03-01',
      'date_from=10007-01-01',
      'utc_offset=1e2',
      'utc_offset=900',
      'utc_offset=-0',
      'page_size=101',
    ]) {
      const res = await t.app.inject({ url: `${historyUrl}?${query}`, headers });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'validation_failed' });
    }
  });

  it('answers the search and the verdict filter through indexes', async () => {
    const user = await createUser(t.database);
    await ticketWith(user, { inn: '7799000012' });
    const planOf = async (filter: TicketFilter) =>
      t.database.db.transaction(async (tx) => {
        // a test table is tiny, so a scan would win on cost: forbid it to see whether an index can answer
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const query = tx
          .select({ id: verificationTickets.id })
          .from(verificationTickets)
          .where(ticketFilterSql(filter));
        const rows = await tx.execute(sql`EXPLAIN ${query}`);
        const lines =
          'rows' in rows ? (rows.rows as Record<string, string>[]) : (rows as unknown as Record<string, string>[]);
        return lines.map((line) => Object.values(line).join(' ')).join('\n');
      });
    expect(await planOf({ userId: null, search: '7799000012' })).toContain('verification_tickets_search_keys_idx');
    expect(await planOf({ userId: null, search: 'Должников Пётр' })).toContain('verification_tickets_search_keys_idx');
    expect(await planOf({ userId: null, verdict: 'alert' })).toContain('verification_tickets_verdict_created');
    expect(await planOf({ userId: user.id, verdict: 'alert' })).toContain('verification_tickets_user_verdict_created');
  });
});
