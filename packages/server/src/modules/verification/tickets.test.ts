import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authHeader, createStaff, createUser, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { users } from '../../db/schema/users';
import { verificationTickets } from '../../db/schema/verification';
import { openTicket, storeCheckResult, ticketForCheck } from './tickets';

const getTicketUrl = '/api/v1/cargo/verification/get_ticket';
const historyUrl = '/api/v1/cargo/verification_ticket';

describe(`verification tickets and quota (${testDatabaseKind})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    // the race below sends 200 calls at once: above the default per-user rate of verification calls
    t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
  });
  afterAll(() => t.close());

  const quotaOf = async (user: TestUser) =>
    (await t.database.db.select().from(users).where(eq(users.id, user.id)))[0].verificationCount;
  const ticketsOf = async (user: TestUser) =>
    t.database.db.select().from(verificationTickets).where(eq(verificationTickets.userId, user.id));
  const getTicket = async (user: TestUser, payload: Record<string, unknown> = { consent: true }) =>
    t.app.inject({ method: 'POST', url: getTicketUrl, headers: await authHeader(t.app, user), payload });

  it('refuses a ticket without the consent, and spends nothing', async () => {
    const user = await createUser(t.database, { verificationCount: 3 });
    for (const payload of [{}, { consent: false }, { consent: 'yes' }]) {
      const res = await getTicket(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { consent: [expect.any(String)] } });
    }
    expect(await quotaOf(user)).toBe(3);
    expect(await ticketsOf(user)).toHaveLength(0);
  });

  it('opens a ticket with the consent stored, spends one check, then answers 402 out_of_checks', async () => {
    const user = await createUser(t.database, { verificationCount: 1 });
    const before = Date.now();
    const res = await getTicket(user);
    expect(res.statusCode).toBe(201);
    const ticket = res.json<{ ticket: string; verification_count: number; expires_at: string }>();
    expect(ticket.verification_count).toBe(0);
    expect(Date.parse(ticket.expires_at) - before).toBeGreaterThan(23 * 3_600_000);
    const [row] = await ticketsOf(user);
    expect(row).toMatchObject({ id: ticket.ticket, userId: user.id, spentCheck: true });
    expect(row.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);

    const refused = await getTicket(user);
    expect(refused.statusCode).toBe(402);
    expect(refused.json()).toEqual({ code: 'out_of_checks', detail: expect.any(String) });
    expect(await quotaOf(user)).toBe(0);
    expect(await ticketsOf(user)).toHaveLength(1);
  });

  it('never overspends: 200 concurrent tickets on a quota of 50 give exactly 50; staff are unlimited', async () => {
    const user = await createUser(t.database, { verificationCount: 50 });
    const headers = await authHeader(t.app, user);
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        t.app.inject({ method: 'POST', url: getTicketUrl, headers, payload: { consent: true } }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 402)).toHaveLength(150);
    expect(await quotaOf(user)).toBe(0);
    expect(await ticketsOf(user)).toHaveLength(50);
    const left = answers.filter((a) => a.statusCode === 201).map((a) => a.json<{ verification_count: number }>());
    expect(new Set(left.map((l) => l.verification_count)).size).toBe(50);

    const staff = await createStaff(t.database, { verificationCount: 0 });
    const staffHeaders = await authHeader(t.app, staff);
    const staffAnswers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({ method: 'POST', url: getTicketUrl, headers: staffHeaders, payload: { consent: true } }),
      ),
    );
    expect(staffAnswers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    expect(staffAnswers[0].json()).toMatchObject({ verification_count: null });
    expect(await quotaOf(staff)).toBe(0);
    expect((await ticketsOf(staff)).every((row) => !row.spentCheck)).toBe(true);
  });

  it('lets a check use only its own unexpired ticket', async () => {
    const owner = await createUser(t.database);
    const stranger = await createUser(t.database);
    const staff = await createStaff(t.database);
    const ticket = await openTicket(t.database, owner);
    await expect(ticketForCheck(t.database, owner, ticket.ticket)).resolves.toMatchObject({ id: ticket.ticket });
    for (const who of [stranger, staff]) {
      await expect(ticketForCheck(t.database, who, ticket.ticket)).rejects.toMatchObject({ code: 'ticket_not_found' });
    }
    await expect(ticketForCheck(t.database, owner, '00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({
      code: 'ticket_not_found',
    });
    const old = await openTicket(t.database, owner, {}, new Date(Date.now() - 25 * 3_600_000));
    await expect(ticketForCheck(t.database, owner, old.ticket)).rejects.toMatchObject({ code: 'ticket_expired' });
  });

  it('keeps each check’s inputs and result on the ticket, also when checks finish together', async () => {
    const user = await createUser(t.database);
    const ticket = await ticketForCheck(t.database, user, (await openTicket(t.database, user)).ticket);
    await Promise.all([
      storeCheckResult(t.database, ticket, 'risk', { autoGos: 'А123ВС77' }, { resultCode: 1 }),
      storeCheckResult(t.database, ticket, 'osago', { autoVin: 'XTA21099012345678' }, { policies: [] }),
    ]);
    const res = await t.app.inject({ url: `${historyUrl}/${ticket.id}`, headers: await authHeader(t.app, user) });
    expect(res.statusCode).toBe(200);
    const detail = res.json<{ checks: string[]; inputs: object; results: object }>();
    expect([...detail.checks].sort()).toEqual(['osago', 'risk']);
    expect(detail.inputs).toEqual({ autoGos: 'А123ВС77', autoVin: 'XTA21099012345678' });
    expect(detail.results).toEqual({ risk: { resultCode: 1 }, osago: { policies: [] } });
  });

  it('shows a user only their own history, newest first and paged; staff see everyone’s', async () => {
    const alice = await createUser(t.database);
    const bob = await createUser(t.database);
    const staff = await createStaff(t.database);
    const aliceTickets = [];
    for (let i = 0; i < 3; i++) aliceTickets.push((await openTicket(t.database, alice)).ticket);
    const bobTicket = (await openTicket(t.database, bob)).ticket;

    const aliceHeaders = await authHeader(t.app, alice);
    const page1 = await t.app.inject({ url: `${historyUrl}?page=1&page_size=2`, headers: aliceHeaders });
    expect(page1.statusCode).toBe(200);
    const body = page1.json<{ results: { id: string; user: { id: number } }[]; count: number; next: string | null }>();
    expect(body.count).toBe(3);
    expect(body.results.map((r) => r.id)).toEqual([aliceTickets[2], aliceTickets[1]]);
    expect(body.next).toContain('page=2');
    const page2 = await t.app.inject({ url: body.next!, headers: aliceHeaders });
    expect(page2.json<{ results: { id: string }[] }>().results.map((r) => r.id)).toEqual([aliceTickets[0]]);

    const foreign = await t.app.inject({ url: `${historyUrl}/${bobTicket}`, headers: aliceHeaders });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'ticket_not_found' });

    const staffHeaders = await authHeader(t.app, staff);
    const all = await t.app.inject({ url: `${historyUrl}?page_size=100`, headers: staffHeaders });
    const ids = all.json<{ results: { id: string }[] }>().results.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([...aliceTickets, bobTicket]));
    const bobs = await t.app.inject({ url: `${historyUrl}/${bobTicket}`, headers: staffHeaders });
    expect(bobs.json()).toMatchObject({ id: bobTicket, user: { id: bob.id, username: bob.username } });
  });

  it('answers guests 401 and bad ids and pages 400', async () => {
    expect((await t.app.inject({ method: 'POST', url: getTicketUrl, payload: { consent: true } })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ url: historyUrl })).statusCode).toBe(401);
    const headers = await authHeader(t.app, await createUser(t.database));
    for (const url of [
      `${historyUrl}/1`,
      `${historyUrl}/not-a-uuid`,
      `${historyUrl}?page_size=101`,
      `${historyUrl}?page=0`,
    ]) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed' });
    }
  });

  it("limits a user's verification calls per window, without touching other users", async () => {
    const limited = await createTestApp({ RATE_LIMIT_CHECKS: '3' });
    try {
      const user = await createUser(limited.database);
      const headers = await authHeader(limited.app, user);
      const { ticket } = (
        await limited.app.inject({ method: 'POST', url: getTicketUrl, headers, payload: { consent: true } })
      ).json<{ ticket: string }>();
      const risk = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/cargo/verification/risk',
          headers,
          payload: { ticket, autoGos: 'А777АА77' },
        });
      expect((await risk()).statusCode).toBe(200);
      expect((await risk()).statusCode).toBe(200);
      const over = await risk();
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ code: 'rate_limited' });
      expect(over.headers['retry-after']).toBeDefined();
      const other = await createUser(limited.database);
      const fresh = await limited.app.inject({
        method: 'POST',
        url: getTicketUrl,
        headers: await authHeader(limited.app, other),
        payload: { consent: true },
      });
      expect(fresh.statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
