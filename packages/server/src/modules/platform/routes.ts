import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthSchema, publicConfigSchema } from '@cargo-sentry/contracts/platform/platform';
import { checkHealth } from './service';

export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { config: { permission: 'guest' }, schema: { tags: ['platform'], response: { 200: healthSchema } } },
    () => checkHealth(app.database, app.rateLimitStore),
  );

  app.get(
    '/config',
    { config: { permission: 'guest' }, schema: { tags: ['platform'], response: { 200: publicConfigSchema } } },
    () => ({
      product: app.config.product,
      support_phone: app.config.supportPhone,
      support_email: app.config.supportEmail,
      map_tile_url: app.config.mapTileUrl,
    }),
  );
};
