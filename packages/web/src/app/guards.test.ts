import type { CurrentUser } from '@cargo-sentry/contracts/auth/auth';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client/api-error';
import { buildUser } from '@/test/factories';
import { createGuards, type Guard } from './guards';

const request = (path: string) => ({ request: new Request(`http://localhost${path}`) });

function guardsFor(session: boolean, user: CurrentUser | Error) {
  const loadUser = vi.fn(() => (user instanceof Error ? Promise.reject(user) : Promise.resolve(user)));
  return { ...createGuards({ hasSession: () => session, loadUser }), loadUser };
}

async function redirectOf(guard: Guard, path: string): Promise<string | null> {
  try {
    await guard(request(path));
    return null;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown.headers.get('Location');
    throw thrown;
  }
}

describe('route guards', () => {
  it('sends a guest from a signed-in page to /login with the page to return to', async () => {
    const { requireUser, loadUser } = guardsFor(false, buildUser());
    expect(await redirectOf(requireUser, '/incidents?x=1')).toBe('/login?next=%2Fincidents%3Fx%3D1');
    expect(await redirectOf(requireUser, '/')).toBe('/login');
    expect(loadUser).not.toHaveBeenCalled();
  });

  it('refreshes the current user on every signed-in navigation', async () => {
    const { requireUser, loadUser } = guardsFor(true, buildUser());
    expect(await redirectOf(requireUser, '/incidents')).toBeNull();
    expect(await redirectOf(requireUser, '/analysis/cargo')).toBeNull();
    expect(loadUser).toHaveBeenCalledTimes(2);
  });

  it('sends a user whose session was rejected to /login', async () => {
    const { requireUser } = guardsFor(true, new ApiError(401, 'token_invalid'));
    expect(await redirectOf(requireUser, '/faq')).toBe('/login?next=%2Ffaq');
  });

  it('lets other failures reach the error boundary', async () => {
    const { requireUser } = guardsFor(true, new ApiError(500, 'internal'));
    await expect(requireUser(request('/faq'))).rejects.toMatchObject({ status: 500 });
  });

  it('sends a signed-in user away from guest-only pages', async () => {
    expect(await redirectOf(guardsFor(true, buildUser()).requireGuest, '/login')).toBe('/');
    expect(await redirectOf(guardsFor(false, buildUser()).requireGuest, '/login')).toBeNull();
  });

  it('lets only staff into staff-only pages', async () => {
    expect(await redirectOf(guardsFor(true, buildUser()).requireStaff, '/administration/users')).toBe('/');
    expect(await redirectOf(guardsFor(true, buildUser({ can_do_reports: true })).requireStaff, '/user/1')).toBe('/');
    expect(await redirectOf(guardsFor(true, buildUser({ is_staff: true })).requireStaff, '/user/1')).toBeNull();
    expect(await redirectOf(guardsFor(false, buildUser()).requireStaff, '/user/1')).toBe('/login?next=%2Fuser%2F1');
  });

  it('lets staff and report users into report pages', async () => {
    const path = '/administration/reports';
    expect(await redirectOf(guardsFor(true, buildUser()).requireStaffOrReports, path)).toBe('/');
    expect(
      await redirectOf(guardsFor(true, buildUser({ can_do_reports: true })).requireStaffOrReports, path),
    ).toBeNull();
    expect(await redirectOf(guardsFor(true, buildUser({ is_staff: true })).requireStaffOrReports, path)).toBeNull();
  });

  it('lets only users with commercial prudence into /prudence', async () => {
    expect(await redirectOf(guardsFor(true, buildUser({ is_staff: true })).requirePrudence, '/prudence')).toBe('/');
    expect(
      await redirectOf(guardsFor(true, buildUser({ enable_commercial_prudence: true })).requirePrudence, '/prudence'),
    ).toBeNull();
    expect(await redirectOf(guardsFor(false, buildUser()).requirePrudence, '/prudence')).toBe(
      '/login?next=%2Fprudence',
    );
  });
});
