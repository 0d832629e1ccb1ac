import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { AccountSection } from './account-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const pending: AdminUser = {
  ...buildUser({ id: 12, username: 'oleg_w', first_name: 'Олег', last_name: 'Ждунов', company: 'ООО «Ждущая»' }),
  position: '',
  field_of_activity: null,
  office_function: null,
  status: 'pending',
  is_api_user: false,
  registration_date: '2026-01-01T00:00:00.000Z',
  last_login: null,
  allowed_ips: [],
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    if (init?.method === 'DELETE') return json(200, { detail: 'Deleted.' });
    if (String(input).endsWith('/activate')) return json(200, { ...pending, status: 'active' });
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const calls = (method: string) => fetchMock.mock.calls.filter(([, init]) => init?.method === method);

describe('AccountSection', { timeout: 20_000 }, () => {
  it('activates a pending account and says where the login link went', async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountSection user={pending} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: 'Activate and send the login link' }));
    expect(await screen.findByText(`Activated; the login link was sent to ${pending.email}.`)).toBeInTheDocument();
    expect(String(calls('POST')[0][0])).toMatch(/\/reg_admin\/12\/activate$/);
  });

  it('asks before deleting, naming the user, and deletes nothing when cancelled', async () => {
    const user = userEvent.setup();
    renderWithApp(<AccountSection user={pending} />);
    await user.click(screen.getByRole('button', { name: 'Удалить учётную запись' }));
    const dialog = await screen.findByRole('dialog', { name: 'Удалить учётную запись?' });
    expect(dialog).toHaveTextContent('Ждунов Олег (oleg_w, ООО «Ждущая») больше не сможет войти');
    await user.click(within(dialog).getByRole('button', { name: 'Отмена' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('DELETE')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Удалить учётную запись' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(calls('DELETE')).toHaveLength(1));
    expect(String(calls('DELETE')[0][0])).toMatch(/\/reg_admin\/12$/);
  });
});
