import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer';

const item = z.object({ id: z.number().int(), name_ru: z.string(), name_en: z.string() });
const answer = z.object({ results: z.array(item), next: z.string().nullable(), region: item.nullable() });

function buildTestApp() {
  const app = Fastify().withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  const row = { id: 1, name_ru: 'Москва', name_en: 'Moscow', password_hash: '$argon2id$secret' };
  app.get('/extra', { schema: { response: { 200: answer } } }, async () => ({
    results: [row],
    next: null,
    region: row,
    internal_note: 'not for clients',
  }));
  app.get('/missing', { schema: { response: { 200: answer } } }, async () => ({ results: [row] }) as never);
  app.get(
    '/transform',
    { schema: { response: { 200: z.object({ n: z.string().transform((v) => v.length) }) } } },
    async () => ({
      n: 'four',
    }),
  );
  return app;
}

describe('responseSerializerCompiler', () => {
  const app = buildTestApp();
  beforeAll(() => app.ready());
  afterAll(() => app.close());

  it('writes only what the response schema names, nested objects included', async () => {
    const res = await app.inject({ url: '/extra' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      results: [{ id: 1, name_ru: 'Москва', name_en: 'Moscow' }],
      next: null,
      region: { id: 1, name_ru: 'Москва', name_en: 'Moscow' },
    });
    expect(res.body).not.toContain('argon2id');
    expect(res.body).not.toContain('internal_note');
  });

  it('fails rather than answer without a required property', async () => {
    const res = await app.inject({ url: '/missing' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('Москва');
  });

  it('keeps the zod serializer for a schema JSON Schema cannot express', async () => {
    const res = await app.inject({ url: '/transform' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ n: 4 });
  });
});
