import type { ApiKey, IssuedApiKey } from '@cargo-sentry/contracts/api-users/api-users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ApiKeysSection } from './api-keys-section';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const listed: ApiKey = {
  id: 7,
  name: 'TMS',
  prefix: 'cs_0123456789ab',
  created_at: '2026-07-01T10:00:00.000Z',
  expires_on: null,
  last_used_at: null,
  verification_count: 100,
  verification_total: 100,
  allowed_checks: ['risk', 'osago'],
  revoked_at: null,
  status: 'active',
};
const issued: IssuedApiKey = { ...listed, key: `cs_0123456789ab_${'s'.repeat(43)}` };

// The server is the one thing that leaves the page: its answers are stubbed at fetch.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let keys: ApiKey[];
beforeEach(() => {
  keys = [];
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.endsWith('/keys') && init?.method === 'POST') {
      keys = [listed];
      return json(201, issued);
    }
    if (url.endsWith('/keys')) return json(200, { results: keys });
    if (url.includes('/keys/') && init?.method === 'DELETE') {
      keys = [{ ...listed, status: 'revoked', revoked_at: '2026-07-02T10:00:00.000Z' }];
      return json(200, keys[0]);
    }
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const render = (locale: 'ru' | 'en' = 'ru') => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithApp(
    <QueryClientProvider client={client}>
      <ApiKeysSection apiUserId={3} />
    </QueryClientProvider>,
    { locale },
  );
};
const posted = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('ApiKeysSection', () => {
  it('issues a key and shows it once, with a copy button and the warning; never again after closing', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Ключей пока нет. Выпустите первый ключ.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выпустить ключ' }));
    const dialog = await screen.findByRole('dialog', { name: 'Выпуск API-ключа' });
    await user.type(within(dialog).getByRole('textbox', { name: /Название/ }), 'TMS');
    await user.click(within(dialog).getByRole('button', { name: 'Выпустить' }));

    const shown = await screen.findByRole('dialog', { name: 'Ключ выпущен' });
    expect(within(shown).getByRole('textbox', { name: 'API-ключ' })).toHaveValue(issued.key);
    expect(within(shown).getByRole('alert')).toHaveTextContent('Вы больше не увидите этот ключ');
    expect(within(shown).getByRole('button', { name: 'Скопировать ключ' })).toBeInTheDocument();
    expect(posted()).toEqual({
      name: 'TMS',
      expires_on: null,
      verification_count: 100,
      allowed_checks: expect.arrayContaining(['risk', 'find_ati_su_id', 'prudence', 'consistency']),
    });
    expect(posted().allowed_checks).toHaveLength(14);

    await user.click(within(shown).getByRole('button', { name: 'Я сохранил ключ' }));
    await waitFor(() => expect(screen.queryByDisplayValue(issued.key)).toBeNull());
    // the list shows the key's start only, and opening the dialog again offers a new key, not the old one
    expect(await screen.findByText('cs_0123456789ab')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain(issued.key);
    await user.click(screen.getByRole('button', { name: 'Выпустить ключ' }));
    const again = await screen.findByRole('dialog', { name: 'Выпуск API-ключа' });
    expect(within(again).getByRole('textbox', { name: /Название/ })).toHaveValue('');
    expect(screen.queryByDisplayValue(issued.key)).toBeNull();
  }, 30_000);

  it('checks the form before sending: a name is needed, and the checks can be narrowed', async () => {
    const user = userEvent.setup();
    render('en');
    await user.click(await screen.findByRole('button', { name: 'Issue a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Issue an API key' });
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText("This field can't be empty")).toBeInTheDocument();
    expect(posted()).toBeUndefined();

    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'ERP');
    await user.click(within(dialog).getByRole('checkbox', { name: 'All checks' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Risk in our incident database' }));
    await user.click(within(dialog).getByRole('button', { name: 'Issue' }));
    await screen.findByRole('dialog', { name: 'The key is issued' });
    expect(posted()).toMatchObject({ name: 'ERP', allowed_checks: ['risk'] });
  }, 30_000);

  it('revokes a key only after the confirmation naming it', async () => {
    keys = [listed];
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Отозвать ключ «TMS»' }));
    const confirm = await screen.findByRole('dialog', { name: 'Отозвать ключ?' });
    expect(confirm).toHaveTextContent('Ключ «TMS» (cs_0123456789ab) перестанет работать сразу');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Отозвать' }));
    expect(await screen.findByText('Отозван')).toBeInTheDocument();
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe('/api/v1/cargo/api_user/3/keys/7');
  }, 30_000);
});
