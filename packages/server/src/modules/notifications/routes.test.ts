import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog } from '../../db/schema/audit';
import { authHeader, createStaff, createUser, multipartBody, type TestUser } from '../../../test/factories';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';

type Headers = { authorization: string };

/** The e-mail copies go through the job queue: wait for what it does. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 20_000, interval: 200 });

describe(`notifications (${testDatabaseKind})`, () => {
  let t: TestApp;
  let staffUser: TestUser;
  let staff: Headers;
  let alice: TestUser;
  let aliceHeaders: Headers;
  let bob: TestUser;
  let bobHeaders: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    staffUser = await createStaff(t.database);
    staff = await authHeader(t.app, staffUser);
    alice = await createUser(t.database, { notificationLanguage: 'en', subscribed: true });
    aliceHeaders = await authHeader(t.app, alice);
    bob = await createUser(t.database, { subscribed: false });
    bobHeaders = await authHeader(t.app, bob);
  });
  afterAll(() => t.close());

  const url = (path: string) => `/api/v1/cargo/${path}`;

  async function sendForm(fields: Record<string, string | string[]>, file?: { name: string; bytes: Buffer }) {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) {
      for (const item of [value].flat()) form.append(key, item);
    }
    if (file) form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name);
    const { payload, headers } = await multipartBody(form);
    return t.app.inject({
      method: 'POST',
      url: url('user_admin/send_notification'),
      payload,
      headers: { ...staff, ...headers },
    });
  }

  it('sends a notification with a file to selected users only, with an audit entry', async () => {
    const fileName = 'Отчёт за ноябрь.pdf';
    const res = await sendForm(
      {
        subject: 'Новый регламент',
        text: 'Прочтите приложенный файл.',
        recipient_type: 'selected',
        users: String(alice.id),
      },
      { name: fileName, bytes: Buffer.from('%PDF-1.4 test') },
    );
    expect(res.statusCode, res.body).toBe(201);
    const sent = res.json();
    expect(sent).toMatchObject({
      subject: 'Новый регламент',
      recipient_type: 'selected',
      file: { name: fileName, size: 13 },
      recipients_count: 1,
      read_count: 0,
      sender: staffUser.username,
    });

    const mine = await t.app.inject({ url: url('notification'), headers: aliceHeaders });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ count: 1, next: null, previous: null });
    const [item] = mine.json().results;
    expect(item).toMatchObject({ id: sent.id, kind: 'message', is_read: false, file: { name: fileName } });

    // Bob is not a recipient: he does not see it and may not download its file.
    const bobs = await t.app.inject({ url: url('notification'), headers: bobHeaders });
    expect(bobs.json()).toMatchObject({ count: 0, results: [] });
    const refused = await t.app.inject({ url: url(`notification/${sent.id}/get_file`), headers: bobHeaders });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    expect(
      (await t.app.inject({ method: 'POST', url: url(`notification/${sent.id}/read`), headers: bobHeaders }))
        .statusCode,
    ).toBe(404);

    const file = await t.app.inject({ url: url(`notification/${sent.id}/get_file`), headers: aliceHeaders });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString()).toBe('%PDF-1.4 test');
    expect(file.headers['content-type']).toBe('application/pdf');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent(fileName)}`);
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+"/);

    const audit = await t.database.db.select().from(auditLog);
    expect(audit.find((row) => row.action === 'notification.send')).toMatchObject({
      actorId: staffUser.id,
      targetType: 'notification',
      targetId: String(sent.id),
    });

    // The subscribed recipient gets the e-mail in English; Bob is not a recipient.
    await eventually(async () => {
      const outbox = await t.app.inject({ url: url(`mail_outbox?to=${alice.email}`), headers: staff });
      expect(outbox.json().results[0]).toMatchObject({ subject: 'Cargo Sentry: Новый регламент' });
      expect(outbox.json().results[0].text).toContain('A file is attached');
    });
  });

  it('counts unread, shows the newest in the header notice until dismissed, marks read', async () => {
    const first = (
      await sendForm({
        subject: 'Первое',
        text: 'Текст',
        recipient_type: 'selected',
        users: [String(bob.id), String(alice.id)],
      })
    ).json();
    const second = (
      await sendForm({
        subject: 'Второе',
        text: 'Текст',
        recipient_type: 'selected',
        users: [String(bob.id), String(alice.id)],
      })
    ).json();
    const unread = () => t.app.inject({ url: url('notification/unread'), headers: bobHeaders }).then((r) => r.json());
    expect(await unread()).toEqual({ count: 2, current: { id: second.id, subject: 'Второе', kind: 'message' } });

    const dismissed = await t.app.inject({
      method: 'POST',
      url: url(`notification/${second.id}/dismiss`),
      headers: bobHeaders,
    });
    expect(dismissed.statusCode).toBe(200);
    expect(await unread()).toEqual({ count: 2, current: { id: first.id, subject: 'Первое', kind: 'message' } });

    const read = await t.app.inject({ method: 'POST', url: url(`notification/${first.id}/read`), headers: bobHeaders });
    expect(read.json()).toMatchObject({ id: first.id, is_read: true });
    expect(await unread()).toEqual({ count: 1, current: null });

    await t.app.inject({ method: 'POST', url: url('notification/read_all'), headers: bobHeaders });
    expect(await unread()).toEqual({ count: 0, current: null });
    // Bob is not subscribed: Alice, subscribed, got hers, and nothing came for him.
    await eventually(async () => {
      const outbox = await t.app.inject({ url: url(`mail_outbox?to=${alice.email}`), headers: staff });
      expect(outbox.json().results[0].subject).toBe('Cargo Sentry: Второе');
    });
    const outbox = await t.app.inject({ url: url(`mail_outbox?to=${bob.email}`), headers: staff });
    expect(outbox.json().results).toEqual([]);
  });

  it('sends to everyone who can sign in and lists what was sent with read counts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: url('user_admin/send_notification'),
      headers: staff,
      payload: { subject: 'Всем', text: 'Плановые работы в субботу', recipient_type: 'all' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id, recipients_count } = res.json();
    expect(recipients_count).toBeGreaterThanOrEqual(3);
    await t.app.inject({ method: 'POST', url: url(`notification/${id}/read`), headers: aliceHeaders });

    const list = await t.app.inject({ url: url('user_admin/notifications?page_size=2'), headers: staff });
    expect(list.statusCode).toBe(200);
    expect(list.json().results[0]).toMatchObject({ id, recipient_type: 'all', read_count: 1, recipients_count });
    expect(list.json().next).toContain('page=2');
    const bobs = await t.app.inject({ url: url('notification'), headers: bobHeaders });
    expect(bobs.json().results[0]).toMatchObject({ id, subject: 'Всем' });
  });

  it('refuses a notification without subject, text, recipient type or recipients', async () => {
    const cases: Record<string, string>[] = [
      { text: 'x', recipient_type: 'all' },
      { subject: 'x', recipient_type: 'all' },
      { subject: ' ', text: 'x', recipient_type: 'all' },
      { subject: 'x', text: 'x' },
      { subject: 'x', text: 'x', recipient_type: 'nobody' },
      { subject: 'x', text: 'x', recipient_type: 'selected' },
    ];
    for (const fields of cases) {
      const res = await sendForm(fields);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().code).toBe('validation_failed');
    }
    const unknown = await sendForm({ subject: 'x', text: 'x', recipient_type: 'selected', users: '999999' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ users: ['unknown_user'] });
  });

  it('refuses an unpaired surrogate in the subject or text with 400, not 500 (issue 23 §25)', async () => {
    for (const [field, value] of [
      ['subject', 'Тема \ud800'],
      ['subject', '\udc00'],
      ['text', 'Текст \ud83d'],
    ]) {
      const body = { subject: 'Тема', text: 'Текст', recipient_type: 'all', [field]: value };
      const res = await t.app.inject({
        method: 'POST',
        url: url('user_admin/send_notification'),
        // JSON.stringify writes a lone surrogate as its `\udXXX` escape, which the server parses back into one.
        payload: JSON.stringify(body),
        headers: { ...staff, 'content-type': 'application/json' },
      });
      expect(res.statusCode, `${field}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'validation_failed', fields: { [field]: [expect.any(String)] } });
    }
  });

  it('refuses a file of a type or size outside the limits', async () => {
    const fields = { subject: 'x', text: 'x', recipient_type: 'all' };
    const script = await sendForm(fields, { name: 'run.exe', bytes: Buffer.from('MZ') });
    expect(script.statusCode).toBe(400);
    expect(script.json().fields['file.filename']).toEqual(['file_type']);
    const empty = await sendForm(fields, { name: 'empty.pdf', bytes: Buffer.alloc(0) });
    expect(empty.statusCode).toBe(400);
    const huge = await sendForm(fields, { name: 'big.pdf', bytes: Buffer.alloc(10 * 1024 * 1024 + 1) });
    expect(huge.statusCode).toBe(413);
  });

  it('answers 404 for a file of a notification that has none or does not exist', async () => {
    const sent = (
      await sendForm({ subject: 'Без файла', text: 'x', recipient_type: 'selected', users: String(alice.id) })
    ).json();
    expect(
      (await t.app.inject({ url: url(`notification/${sent.id}/get_file`), headers: aliceHeaders })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ url: url('notification/999999/get_file'), headers: aliceHeaders })).statusCode).toBe(
      404,
    );
  });

  it('finds recipients for the picker by name, company or e-mail', async () => {
    const res = await t.app.inject({ url: url(`user_admin?s=${encodeURIComponent(alice.username)}`), headers: staff });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        id: alice.id,
        username: alice.username,
        first_name: alice.firstName,
        last_name: alice.lastName,
        company: alice.company,
        email: alice.email,
      },
    ]);
  });

  it('keeps the staff routes for staff and the reading routes for signed-in users', async () => {
    const staffOnly = [
      { method: 'GET' as const, url: url('user_admin') },
      { method: 'GET' as const, url: url('user_admin/notifications') },
      {
        method: 'POST' as const,
        url: url('user_admin/send_notification'),
        payload: { subject: 'x', text: 'x', recipient_type: 'all' },
      },
    ];
    for (const request of staffOnly) {
      expect((await t.app.inject({ ...request, headers: aliceHeaders })).statusCode).toBe(403);
      expect((await t.app.inject(request)).statusCode).toBe(401);
    }
    for (const path of ['notification', 'notification/unread', 'notification/1/get_file']) {
      expect((await t.app.inject({ url: url(path) })).statusCode).toBe(401);
    }
  });
});
