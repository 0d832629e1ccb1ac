import type { ApiKeyUsage, ApiUsage } from '@cargo-sentry/contracts/api-users/api-users';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { UsageFigures, UsageSection } from './usage-section';

const key = (overrides: Partial<ApiKeyUsage>): ApiKeyUsage => ({
  key_id: 1,
  name: 'TMS',
  prefix: 'cs_aaaaaaaaaaaa',
  calls: 0,
  client_errors: 0,
  server_errors: 0,
  by_endpoint: [],
  by_check: [],
  by_day: [],
  ...overrides,
});
const usage: ApiUsage = {
  month: '2026-07',
  keys: [
    key({
      calls: 6,
      client_errors: 3,
      by_endpoint: [
        { endpoint: 'POST /verification/risk', calls: 4, client_errors: 1, server_errors: 0 },
        { endpoint: 'GET /incident', calls: 2, client_errors: 2, server_errors: 0 },
      ],
      by_check: [{ check: 'risk', calls: 4, client_errors: 1, server_errors: 0 }],
      by_day: [{ day: '2026-07-03', calls: 6, client_errors: 3, server_errors: 0 }],
    }),
    key({
      key_id: 2,
      name: 'ERP',
      prefix: 'cs_bbbbbbbbbbbb',
      calls: 1,
      by_endpoint: [{ endpoint: 'GET /incident', calls: 1, client_errors: 0, server_errors: 0 }],
      by_day: [{ day: '2026-07-04', calls: 1, client_errors: 0, server_errors: 0 }],
    }),
  ],
};

const rowsOf = (caption: string) =>
  within(screen.getByRole('table', { name: caption }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

afterEach(() => vi.unstubAllGlobals());

describe('API usage view', () => {
  it('shows the month’s totals, a chart and the calls by endpoint, check and key', () => {
    renderWithApp(<UsageFigures usage={usage} keyFilter="all" />);
    expect(screen.getByText('7 вызовов')).toBeInTheDocument();
    expect(screen.getByText('3 ошибки')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Вызовы по дням: Июль 2026' })).toBeInTheDocument();
    expect(rowsOf('По методам API')).toEqual([
      ['POST /verification/risk', '4', '1', '0'],
      ['GET /incident', '3', '2', '0'],
    ]);
    expect(rowsOf('По проверкам')).toEqual([['Риски по базе инцидентов', '4', '1', '0']]);
    expect(rowsOf('По ключам')).toEqual([
      ['TMS (cs_aaaaaaaaaaaa)', '6', '3', '0'],
      ['ERP (cs_bbbbbbbbbbbb)', '1', '0', '0'],
    ]);
  }, 30_000);

  it('narrows the figures to one key, and says so when a month had no calls', () => {
    const { unmount } = renderWithApp(<UsageFigures usage={usage} keyFilter="2" />, { locale: 'en' });
    expect(screen.getByText('1 call')).toBeInTheDocument();
    expect(rowsOf('By API method')).toEqual([['GET /incident', '1', '0', '0']]);
    expect(screen.queryByRole('table', { name: 'By check' })).toBeNull();
    unmount();
    renderWithApp(<UsageFigures usage={{ month: '2026-06', keys: [key({})] }} keyFilter="all" />, { locale: 'en' });
    expect(screen.getByText('No calls with these keys in this month.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  }, 30_000);

  it('asks for the current month first, and shows an error state when the call fails', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderWithApp(
      <QueryClientProvider client={client}>
        <UsageSection apiUserId={9} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Не удалось загрузить статистику.')).toBeInTheDocument();
    const url = new URL(String(fetchMock.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/v1/cargo/api_user/9/usage');
    expect(url.searchParams.get('month')).toBe(new Date().toISOString().slice(0, 7));
  }, 30_000);
});
