import { expect, it } from 'vitest';
import { checkNames } from '@cargo-sentry/contracts/auth/auth';
import type { VerificationCheck } from '@cargo-sentry/contracts/verification/form';
import type { Database } from '../src/db/client';
import { openTicket } from '../src/modules/verification/tickets';
import { authHeader, createUser, type TestUser } from './factories';
import { seedDemoRegisters } from '../src/db/seed/seed-registers';
import { createTestApp, type TestApp } from './test-app';

/** An app on the registry provider with the demo registers, and a user with checks to spare. */
export async function createRegistryCheckApp(): Promise<{ t: TestApp; user: TestUser }> {
  const t = await createTestApp({ RATE_LIMIT_CHECKS: '1000' });
  const user = await createUser(t.database, { verificationCount: 100 });
  await seedDemoRegisters(t.database);
  return { t, user };
}

/** Routes whose check name differs from the route (docs/product.md#participation flag `participant`, docs/product.md#verification-calls `participation`). */
const checkOfRoute: Record<string, VerificationCheck> = { participation: 'participant' };

/**
 * Calls a check route as the web does: POST with the ticket and the form in the body, or for the
 * ATI id lookup GET with both in the query string. Opens a ticket of `who` when none is given.
 */
export async function callCheck(
  t: TestApp,
  who: TestUser,
  route: string,
  form: Record<string, unknown>,
  ticket?: string,
) {
  const id = ticket ?? (await openTicket(t.database, who)).ticket;
  const url = `/api/v1/cargo/verification/${route}`;
  const headers = await authHeader(t.app, who);
  const res =
    route === 'find_ati_su_id'
      ? await t.app.inject({ method: 'GET', url, headers, query: { ticket: id, ...form } as Record<string, string> })
      : await t.app.inject({ method: 'POST', url, headers, payload: { ticket: id, ...form } });
  return Object.assign(res, { ticket: id });
}

/** A ticket as the history re-opens it. */
export async function storedTicket(t: TestApp, who: TestUser, ticket: string) {
  const res = await t.app.inject({
    url: `/api/v1/cargo/verification_ticket/${ticket}`,
    headers: await authHeader(t.app, who),
  });
  return res.json<{ checks: string[]; inputs: Record<string, unknown>; results: Record<string, unknown> }>();
}

/** Runs `fn` while a register table is renamed away, so the registry provider fails as a broken database would. */
export async function withRegisterAway<T>(database: Database, table: string, fn: () => Promise<T>): Promise<T> {
  const rename = (from: string, to: string) =>
    database.withSession((s) => s.exec(`ALTER TABLE ${from} RENAME TO ${to}`));
  await rename(table, `${table}_away`);
  try {
    return await fn();
  } finally {
    await rename(`${table}_away`, table);
  }
}

export interface CheckCase {
  /** The route segment, `/verification/{route}`. */
  route: string;
  /** A form the check runs with. */
  form: Record<string, unknown>;
  /** A register the check reads: renamed away, the provider fails. */
  table: string;
  /** A form lacking fields the check needs, and the fields the 400 must name. */
  incomplete: { form: Record<string, unknown>; missing: string[] };
}

/**
 * What every provider check shares (issue 10 "Each check"): required fields refused with 400 and
 * their names, a disabled check 403, another user's ticket 404, and a provider failure 503 with
 * "not carried out" stored while the ticket stays usable. `app` and `user` are read when the tests run.
 */
export function itBehavesLikeAProviderCheck(c: CheckCase, app: () => TestApp, user: () => TestUser) {
  const check = checkOfRoute[c.route] ?? (c.route as VerificationCheck);

  it(`${c.route}: refuses a form without ${c.incomplete.missing.join(', ')}, naming them`, async () => {
    const res = await callCheck(app(), user(), c.route, c.incomplete.form);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'validation_failed', detail: 'missing_fields' });
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual([...c.incomplete.missing].sort());
  });

  if (check === 'find_ati_su_id') {
    it(`${c.route}: cannot be disabled (decision 0012), it runs for a user with every check disabled`, async () => {
      const restricted = await createUser(app().database, { disabledChecks: [...checkNames] });
      expect((await callCheck(app(), restricted, c.route, c.form)).statusCode).toBe(200);
    });
  } else {
    it(`${c.route}: is refused with 403 check_disabled when an admin disabled ${check}`, async () => {
      const restricted = await createUser(app().database, { disabledChecks: [check] });
      const res = await callCheck(app(), restricted, c.route, c.form);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'check_disabled' });
    });
  }

  it(`${c.route}: refuses another user's ticket with 404`, async () => {
    const { ticket } = await openTicket(app().database, user());
    const stranger = await createUser(app().database);
    const res = await callCheck(app(), stranger, c.route, c.form, ticket);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'ticket_not_found' });
  });

  it(`${c.route}: a provider failure is 503 "not carried out", stored, and the ticket still runs checks`, async () => {
    const { ticket } = await openTicket(app().database, user());
    const failed = await withRegisterAway(app().database, c.table, () =>
      callCheck(app(), user(), c.route, c.form, ticket),
    );
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toEqual({ code: 'service_unavailable', detail: 'Sorry, an error has occurred.' });
    expect((await storedTicket(app(), user(), ticket)).results).toEqual({ [check]: { not_carried_out: true } });
    const again = await callCheck(app(), user(), c.route, c.form, ticket);
    expect(again.statusCode).toBe(200);
    expect((await storedTicket(app(), user(), ticket)).results[check]).toEqual(again.json());
  });
}
