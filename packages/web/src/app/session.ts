import { api } from '@/shared/api-client/api-client';
import { fetchCurrentUser, forgetUser } from '@/shared/session/session';
import { createGuards } from './guards';
import { queryClient } from './query-client';

export const guards = createGuards({ hasSession: api.hasSession, loadUser: fetchCurrentUser });

/** Wires the client's single 401 hook: forget the user and everything cached, go to login. */
export function connectSession(goToLogin: () => void): void {
  api.onSessionEnd(() => {
    forgetUser();
    queryClient.clear();
    goToLogin();
  });
}

/** Logout (SPEC §2): ends the session on the server, clears it here and goes to login. */
export function signOut(): Promise<void> {
  return api.signOut();
}
