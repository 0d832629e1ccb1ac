import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordSchema,
  confirmEmailSchema,
  currentUserSchema,
  logoutRequestSchema,
  refreshRequestSchema,
  tokenPairSchema,
  tokenRequestSchema,
  unlockConfirmResultSchema,
  unlockConfirmSchema,
  unlockRequestSchema,
  updateSettingsSchema,
} from '@cargo-sentry/contracts/auth/auth';
import { okSchema } from '@cargo-sentry/contracts/shared/common';
import { currentUser } from '../../platform/permissions';
import { toUserProfile } from '../users/service';
import { confirmEmailChange } from './email-change';
import { knownDeviceCookie, knownDeviceCookieOptions } from './known-device';
import { changePassword, login, logout, refreshTokens, updateSettings } from './service';
import { requestUnlockLink, unlockDevice } from './unlock';

const security = [{ bearer: [] }];

/** Sign-in, token refresh and the signed-in user's own account (docs/product.md#auth-and-account-calls). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const product = `/${app.config.product}`;

  app.post(
    '/auth/token/',
    {
      config: { permission: 'guest', admission: 'first', signIn: true },
      schema: { tags: ['auth'], body: tokenRequestSchema, response: { 200: tokenPairSchema } },
    },
    async (request, reply) => {
      const { tokens, knownDevice } = await login(app, request.body, request.ip, request.cookies[knownDeviceCookie]);
      reply.setCookie(knownDeviceCookie, knownDevice, knownDeviceCookieOptions(request.protocol === 'https'));
      return tokens;
    },
  );

  app.post(
    '/auth/unlock/',
    {
      config: { permission: 'guest' },
      schema: { tags: ['auth'], body: unlockRequestSchema, response: { 200: okSchema } },
    },
    async (request) => ({ detail: await requestUnlockLink(app, request.body.username, request.ip) }),
  );

  app.post(
    '/auth/unlock/confirm/',
    {
      config: { permission: 'guest' },
      schema: { tags: ['auth'], body: unlockConfirmSchema, response: { 200: unlockConfirmResultSchema } },
    },
    async (request, reply) => {
      const { username, knownDevice } = await unlockDevice(
        app,
        request.body.key,
        request.ip,
        request.cookies[knownDeviceCookie],
      );
      reply.setCookie(knownDeviceCookie, knownDevice, knownDeviceCookieOptions(request.protocol === 'https'));
      return { detail: 'Signing in is unlocked in this browser.', username };
    },
  );

  app.post(
    '/auth/token/refresh/',
    {
      config: { permission: 'guest' },
      schema: { tags: ['auth'], body: refreshRequestSchema, response: { 200: tokenPairSchema } },
    },
    (request) => refreshTokens(app, request.body.refresh, request.ip),
  );

  app.post(
    '/auth/logout/',
    {
      config: { permission: 'guest' },
      schema: { tags: ['auth'], body: logoutRequestSchema, response: { 204: z.null().describe('Signed out') } },
    },
    async (request, reply) => {
      await logout(app, request.body.refresh, request.ip);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${product}/user/current`,
    { config: { permission: 'user' }, schema: { tags: ['auth'], security, response: { 200: currentUserSchema } } },
    (request) => toUserProfile(currentUser(request)),
  );

  app.post(
    `${product}/user/change_password`,
    {
      config: { permission: 'user' },
      schema: { tags: ['auth'], security, body: changePasswordSchema, response: { 200: okSchema } },
    },
    async (request) => {
      await changePassword(app, currentUser(request), request.sessionId, request.body);
      return { detail: 'Password changed.' };
    },
  );

  app.post(
    `${product}/user/update_settings`,
    {
      config: { permission: 'user' },
      schema: { tags: ['auth'], security, body: updateSettingsSchema, response: { 200: currentUserSchema } },
    },
    (request) => updateSettings(app, currentUser(request), request.body),
  );

  app.post(
    `${product}/user/confirm_email`,
    {
      config: { permission: 'user' },
      schema: { tags: ['auth'], security, body: confirmEmailSchema, response: { 200: currentUserSchema } },
    },
    (request) => confirmEmailChange(app, currentUser(request), request.body.key),
  );
};
