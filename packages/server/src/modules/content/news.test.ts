import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit';
import { createTestApp, testDatabaseKind, type TestApp } from '../../../test/test-app';
import { authHeader, createStaff, createUser } from '../../../test/factories';

const base = '/api/v1/cargo/news';
const draft = {
  title_ru: 'Новая проверка',
  title_en: 'A new check',
  body_ru: '![Схема](/api/v1/cargo/content_image/x)\n\nТеперь можно проверить **прицеп**.',
  body_en: 'Trailers can now be checked.',
};

describe(`news (${testDatabaseKind})`, () => {
  let t: TestApp;
  let user: { authorization: string };
  let staff: { authorization: string };
  beforeAll(async () => {
    t = await createTestApp();
    user = await authHeader(t.app, await createUser(t.database));
    staff = await authHeader(t.app, await createStaff(t.database));
  });
  afterAll(() => t.close());

  const create = (payload: object, headers = staff) => t.app.inject({ method: 'POST', url: base, headers, payload });
  const list = (headers: Record<string, string>) => t.app.inject({ url: `${base}?page_size=50`, headers });
  const titles = async (headers: Record<string, string>) =>
    (await list(headers)).json().results.map((item: { title_en: string }) => item.title_en);

  it('lists the seeded news to a user, newest first, with excerpts and the first image', async () => {
    const res = await list(user);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results[0].title_en).toBe('FAQ, support and the privacy policy');
    expect(body.results[1].image_url).toBe('/geo/russia-regions.svg');
    expect(body.results[1].excerpt_ru).toMatch(/^Cargo Sentry собирает/);
    expect(body.results[0]).not.toHaveProperty('body_ru');
  });

  it('keeps a draft from users until staff publish it, then keeps its first publication date', async () => {
    const created = await create(draft);
    expect(created.statusCode).toBe(201);
    const news = created.json();
    expect(news).toMatchObject({ ...draft, published: false, published_at: null });

    expect(await titles(user)).not.toContain(draft.title_en);
    expect(await titles(staff)).toContain(draft.title_en);
    expect((await t.app.inject({ url: `${base}/${news.id}`, headers: user })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${base}/${news.id}`, headers: staff })).statusCode).toBe(200);

    const published = await t.app.inject({ method: 'POST', url: `${base}/${news.id}/publish`, headers: staff });
    expect(published.statusCode).toBe(200);
    const firstDate = published.json().published_at;
    expect(firstDate).not.toBeNull();
    const seen = (await t.app.inject({ url: `${base}/${news.id}`, headers: user })).json();
    expect(seen).toMatchObject({ id: news.id, body_ru: draft.body_ru, published: true });
    expect((await list(user)).json().results[0]).toMatchObject({
      title_en: draft.title_en,
      excerpt_ru: 'Теперь можно проверить прицеп.',
      image_url: '/api/v1/cargo/content_image/x',
    });

    const hidden = await t.app.inject({ method: 'POST', url: `${base}/${news.id}/unpublish`, headers: staff });
    expect(hidden.json().published).toBe(false);
    expect(await titles(user)).not.toContain(draft.title_en);
    const again = await t.app.inject({ method: 'POST', url: `${base}/${news.id}/publish`, headers: staff });
    expect(again.json().published_at).toBe(firstDate);

    const actions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(news.id)));
    expect(actions.map((row) => row.action)).toEqual(['news.create', 'news.publish', 'news.unpublish', 'news.publish']);
  });

  it('stores script and javascript: links as the text staff wrote (the web renders them inert)', async () => {
    const body_ru = 'Текст <script>alert(1)</script> [ссылка](javascript:alert(1))';
    const news = (await create({ ...draft, body_ru, published: true })).json();
    expect(news.published_at).not.toBeNull();
    const read = await t.app.inject({ url: `${base}/${news.id}`, headers: user });
    expect(read.headers['content-type']).toMatch(/^application\/json/);
    expect(read.json().body_ru).toBe(body_ru);
    expect((await list(user)).json().results.find((n: { id: number }) => n.id === news.id).excerpt_ru).toBe(
      'Текст <script>alert(1)</script> ссылка',
    );
  });

  it('lets staff edit and delete', async () => {
    const news = (await create(draft)).json();
    const edited = await t.app.inject({
      method: 'PUT',
      url: `${base}/${news.id}`,
      headers: staff,
      payload: { ...draft, title_en: 'Edited', published: true },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title_en: 'Edited', published: true });
    const deleted = await t.app.inject({ method: 'DELETE', url: `${base}/${news.id}`, headers: staff });
    expect(deleted.statusCode).toBe(200);
    expect((await t.app.inject({ url: `${base}/${news.id}`, headers: staff })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `${base}/${news.id}`, headers: staff })).statusCode).toBe(404);
  });

  it('refuses bad input with the fields named', async () => {
    const res = await create({ ...draft, title_ru: '', body_en: 'x'.repeat(100_001) });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['body_en', 'title_ru']);
    expect((await t.app.inject({ url: `${base}/0`, headers: user })).statusCode).toBe(400);
    expect((await t.app.inject({ url: `${base}/999999`, headers: user })).statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'POST', url: `${base}/999999/publish`, headers: staff });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses every staff action to a user and every read to a guest', async () => {
    const news = (await create(draft)).json();
    const calls = [
      { method: 'POST' as const, url: base, payload: draft },
      { method: 'PUT' as const, url: `${base}/${news.id}`, payload: draft },
      { method: 'POST' as const, url: `${base}/${news.id}/publish` },
      { method: 'POST' as const, url: `${base}/${news.id}/unpublish` },
      { method: 'DELETE' as const, url: `${base}/${news.id}` },
    ];
    for (const call of calls) {
      expect((await t.app.inject({ ...call, headers: user })).statusCode, `${call.method} ${call.url}`).toBe(403);
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(401);
    expect((await t.app.inject({ url: `${base}/${news.id}` })).statusCode).toBe(401);
  });
});
