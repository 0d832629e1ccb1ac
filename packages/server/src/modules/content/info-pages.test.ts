import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { infoPageNames } from '@cargo-sentry/contracts/content/content';
import { auditLog } from '../../db/schema/audit';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createStaff, createUser } from '../../../test/factories';

const url = (name: string) => `/api/v1/cargo/info_page/${name}`;
const page = {
  title_ru: 'Вопросы',
  title_en: 'Questions',
  body_ru: '## Вопрос\n\nОтвет <script>alert(1)</script> [ссылка](javascript:alert(1))',
  body_en: '## Question\n\nAnswer',
};

describe(`info pages (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: { authorization: string };
  let staff: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await authHeader(t.app, await createUser(t.database));
    staff = await authHeader(t.app, await createStaff(t.database));
  });
  afterAll(() => t.close());

  it('serves every named page seeded in both languages, with real text', async () => {
    for (const name of infoPageNames) {
      const res = await t.app.inject({ url: url(name), headers: user });
      expect(res.statusCode, name).toBe(200);
      const body = res.json();
      expect(body.name).toBe(name);
      expect(body.body_ru.length).toBeGreaterThan(300);
      expect(body.body_en.length).toBeGreaterThan(300);
      expect(body.body_ru).toMatch(/[а-я]/);
      expect(body.body_en).not.toMatch(/[а-я]/i);
    }
  });

  it('gives the policy the parts 152-FZ asks for', async () => {
    const { body_ru, body_en } = (await t.app.inject({ url: url('policy'), headers: user })).json();
    for (const part of [
      'Цели обработки',
      'Правовые основания',
      'Сроки хранения',
      'Права субъекта',
      '{email}',
      '152-ФЗ',
    ]) {
      expect(body_ru).toContain(part);
    }
    for (const part of ['Purposes', 'Legal bases', 'Retention', 'Your rights', '{email}', '152-FZ']) {
      expect(body_en).toContain(part);
    }
  });

  it('answers 404 for a name that is not a page', async () => {
    for (const name of ['secrets', 'FAQ', '..%2Fpolicy']) {
      const res = await t.app.inject({ url: url(name), headers: user });
      expect(res.statusCode, name).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
  });

  it('is readable without signing in: the policy must be public (152-FZ art. 18.1)', async () => {
    expect((await t.app.inject({ url: url('policy') })).statusCode).toBe(200);
  });

  it('lets staff replace a page as written, and records it', async () => {
    const res = await t.app.inject({ method: 'PUT', url: url('faq'), headers: staff, payload: page });
    expect(res.statusCode).toBe(200);
    // Stored as Markdown text, never rendered here: the web renders it without raw HTML.
    expect(res.json()).toMatchObject(page);
    const read = (await t.app.inject({ url: url('faq'), headers: user })).json();
    expect(read.body_ru).toBe(page.body_ru);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'info_page.update'));
    expect(audit.map((row) => row.targetId)).toEqual(['faq']);
  });

  it('refuses an empty language and an unknown page to staff', async () => {
    const bad = await t.app.inject({
      method: 'PUT',
      url: url('faq'),
      headers: staff,
      payload: { ...page, body_en: ' ' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'validation_failed', fields: { body_en: expect.any(Array) } });
    const unknown = await t.app.inject({ method: 'PUT', url: url('secrets'), headers: staff, payload: page });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses edits by a non-staff user and a guest', async () => {
    expect((await t.app.inject({ method: 'PUT', url: url('faq'), headers: user, payload: page })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: url('faq'), payload: page })).statusCode).toBe(401);
  });
});
