import { currentUserSchema, type CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { publicConfigSchema, type PublicConfig } from '@cargo-sentry/contracts/platform/platform';
import { api } from '../api-client/api-client';
import { createStore, useStore } from '../lib/create-store';

/** The signed-in user, refreshed before every navigation (docs/product.md#route-guards). */
export const currentUser = createStore<CurrentUser | null>(null);
export const publicConfig = createStore<PublicConfig | null>(null);

let userRequest: Promise<CurrentUser> | null = null;
let configRequest: Promise<PublicConfig> | null = null;

/** Fetches the current user; parallel guards of one navigation share a single call. */
export function fetchCurrentUser(): Promise<CurrentUser> {
  userRequest ??= api
    .get('/{product}/user/current', currentUserSchema)
    .then((user) => {
      currentUser.set(user);
      return user;
    })
    .finally(() => {
      // Keep the answer for this navigation's guards only; the next navigation asks again.
      setTimeout(() => {
        userRequest = null;
      }, 0);
    });
  return userRequest;
}

/** `GET /api/v1/config` once per page load: product name, support phone, tile URL. */
export function fetchPublicConfig(): Promise<PublicConfig> {
  configRequest ??= api
    .get('/config', publicConfigSchema, { quiet: true })
    .then((config) => {
      api.setProduct(config.product);
      publicConfig.set(config);
      return config;
    })
    .catch((error: unknown) => {
      configRequest = null;
      throw error;
    });
  return configRequest;
}

export function forgetUser(): void {
  currentUser.set(null);
  userRequest = null;
}

export const useCurrentUser = () => useStore(currentUser);
export const usePublicConfig = () => useStore(publicConfig);
