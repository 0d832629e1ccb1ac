import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { redirect } from 'react-router';
import { isApiError } from '@/shared/api-client/api-error';
import { paths } from '@/shared/routing/paths';

export interface GuardDeps {
  hasSession: () => boolean;
  loadUser: () => Promise<CurrentUser>;
}

export type Guard = (args: { request: Request }) => Promise<CurrentUser | null>;

/** Who may see staff-or-reports pages (docs/product.md#roles-and-permissions). */
export const canSeeReports = (user: CurrentUser) => user.is_staff || user.can_do_reports;

function loginRedirect(request: Request): Response {
  const url = new URL(request.url);
  const next = url.pathname + url.search;
  return redirect(next === paths.home ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`);
}

/** The route guards of docs/product.md#route-guards as React Router loaders. */
export function createGuards(deps: GuardDeps) {
  /** Signed-in: a guest goes to /login; the current user is fetched again on every navigation. */
  const requireUser: Guard = async ({ request }) => {
    if (!deps.hasSession()) throw loginRedirect(request);
    try {
      return await deps.loadUser();
    } catch (error) {
      if (isApiError(error) && error.status === 401) throw loginRedirect(request);
      throw error;
    }
  };

  /** Guest-only: a signed-in user goes to the main page. */
  const requireGuest: Guard = async () => {
    if (deps.hasSession()) throw redirect(paths.home);
    return null;
  };

  /** Staff-only: anyone else goes to the main page. */
  const requireStaff: Guard = async (args) => {
    const user = await requireUser(args);
    if (!user?.is_staff) throw redirect(paths.home);
    return user;
  };

  /** Staff or a user with report rights; anyone else goes to the main page. */
  const requireStaffOrReports: Guard = async (args) => {
    const user = await requireUser(args);
    if (!user || !canSeeReports(user)) throw redirect(paths.home);
    return user;
  };

  /** Commercial prudence (docs/product.md#per-user-verification-settings): only with enable_commercial_prudence; anyone else goes home. */
  const requirePrudence: Guard = async (args) => {
    const user = await requireUser(args);
    if (!user?.enable_commercial_prudence) throw redirect(paths.home);
    return user;
  };

  return { requireUser, requireGuest, requireStaff, requireStaffOrReports, requirePrudence };
}
