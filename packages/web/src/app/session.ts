import { api } from '@/shared/api-client/api-client';
import { fetchCurrentUser, forgetUser } from '@/shared/session/session';
import { createGuards } from './guards';

export const guards = createGuards({ hasSession: api.hasSession, loadUser: fetchCurrentUser });

/**
 * Wires the client's single 401 hook: forget the user, go to login, then drop everything cached.
 * The cache is cleared only once the signed-in pages are gone: clearing it while their queries are
 * still mounted makes each of them refetch without a token, so a plain logout used to end in a row
 * of 401s (issue 23 §13).
 */
export function connectSession(goToLogin: () => Promise<void>): void {
  api.onSessionEnd(() => {
    forgetUser();
    // imported here, not above: the cache loads with the first page, not with the shell
    void goToLogin()
      .then(() => import('./query-client'))
      .then(({ queryClient }) => queryClient.clear());
  });
}

/** Logout (docs/product.md#session): ends the session on the server, clears it here and goes to login. */
export function signOut(): Promise<void> {
  return api.signOut();
}
