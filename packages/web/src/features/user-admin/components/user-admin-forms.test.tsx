import type { AdminUser } from '@cargo-sentry/contracts/user-admin/user-admin';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { buildUser } from '@/test/factories';
import { ChecksSection } from './checks-section';
import { CreateUserDialog } from './create-user-dialog';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const account = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  ...buildUser(),
  position: '',
  field_of_activity: null,
  office_function: null,
  status: 'active',
  is_api_user: false,
  registration_date: '2026-01-01T00:00:00.000Z',
  last_login: null,
  allowed_ips: [],
  ...overrides,
});

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answer: () => Response;
beforeEach(() => {
  answer = () => json(200, account());
  fetchMock = vi.fn<typeof fetch>(async () => answer());
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? { url: String(call[0]), body: JSON.parse(String(call[1]?.body)) } : undefined;
};

describe('ChecksSection', { timeout: 20_000 }, () => {
  it('shows the checks the user may run ticked and sends the unticked ones as disabled', async () => {
    const user = userEvent.setup();
    renderWithApp(<ChecksSection user={{ id: 5, disabled_checks: ['sud'] }} />, { locale: 'en' });
    expect(screen.getByRole('checkbox', { name: 'Court cases' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Risk in our incident database' }));
    await user.click(screen.getByRole('checkbox', { name: 'Court cases' }));
    await user.click(screen.getByRole('button', { name: 'Save the checks' }));
    await waitFor(() => expect(sent()).toBeDefined());
    expect(sent()).toEqual({
      url: expect.stringMatching(/\/reg_admin\/5\/set_disable_verifications$/),
      body: { disabled_checks: ['risk'] },
    });
  });
});

describe('CreateUserDialog', { timeout: 20_000 }, () => {
  // Pasted, not typed key by key: the shared 2-core machine types slowly.
  const enter = async (user: ReturnType<typeof userEvent.setup>, name: RegExp, value: string) => {
    await user.click(screen.getByRole('textbox', { name }));
    await user.paste(value);
  };
  const fill = async (user: ReturnType<typeof userEvent.setup>) => {
    await enter(user, /^Логин/, 'new_user');
    await enter(user, /^E-mail/, 'new@example.test');
    await enter(user, /^Компания/, 'ООО «Новая»');
  };

  it('names an allow-list entry that is not an address and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<CreateUserDialog opened onClose={() => undefined} />);
    await fill(user);
    await enter(user, /Разрешённые IP-адреса/, '10.0.0.0/8\n10.0.0.300');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    expect(await screen.findByText('«10.0.0.300» — не IP-адрес и не сеть CIDR')).toBeInTheDocument();
    expect(sent()).toBeUndefined();
  });

  it('sends no password when it is to be generated, the allow-list as a list', async () => {
    answer = () => json(201, account({ id: 9, username: 'new_user' }));
    const user = userEvent.setup();
    renderWithApp(<CreateUserDialog opened onClose={() => undefined} />);
    await fill(user);
    await enter(user, /Разрешённые IP-адреса/, '192.0.2.1, 10.0.0.0/8');
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    await waitFor(() => expect(sent()).toBeDefined());
    const body = sent()?.body;
    expect(body).toMatchObject({
      username: 'new_user',
      email: 'new@example.test',
      company: 'ООО «Новая»',
      allowed_ips: ['192.0.2.1', '10.0.0.0/8'],
      access_level: 'full',
    });
    expect(body).not.toHaveProperty('password');
  });

  it('shows a taken username by the field', async () => {
    answer = () => json(400, { code: 'username_taken', detail: 'taken', fields: { username: ['username_taken'] } });
    const user = userEvent.setup();
    renderWithApp(<CreateUserDialog opened onClose={() => undefined} />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Создать' }));
    const field = screen.getByRole('textbox', { name: /^Логин/ });
    await waitFor(() => expect(field).toHaveAccessibleDescription(/занят/i));
  });
});
