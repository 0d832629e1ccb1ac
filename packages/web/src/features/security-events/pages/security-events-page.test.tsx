import type { SecurityEventPage } from '@cargo-sentry/contracts/security-events/security-events';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SecurityEventsPage } from './security-events-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const events: SecurityEventPage = {
  results: [
    {
      id: 2,
      at: '2026-11-24T09:30:00.000Z',
      kind: 'permission_refusal',
      actor_id: 5,
      actor_username: 'curious',
      api_key_id: null,
      address: '203.0.113.7',
      target: 'GET /api/v1/cargo/audit_log',
      details: { code: 'forbidden' },
    },
    {
      id: 1,
      at: '2026-11-24T09:00:00.000Z',
      kind: 'personal_data_export',
      actor_id: 1,
      actor_username: 'admin',
      api_key_id: null,
      address: '198.51.100.1',
      target: 'evidence_report',
      details: { params: { id: '12' } },
    },
    {
      id: 3,
      at: '2026-11-24T08:00:00.000Z',
      kind: 'lock_out',
      actor_id: null,
      actor_username: null,
      api_key_id: null,
      address: '192.0.2.9',
      target: 'a***@example.test',
      details: {
        code: 'rate_limited',
        lock: '0f3a',
        limit: 'account_address',
        locked_until: '2026-11-24T08:01:00.000Z',
        seconds: 60,
        refused: 10,
      },
    },
  ],
  count: 3,
  next: null,
  previous: null,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let answer: () => Response;
beforeEach(() => {
  answer = () => json(200, events);
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/security_events/export') || url.includes('/security_events/leak_notice')) {
      return new Response(new Blob(['file']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="security_events_2026-11-24.csv"' },
      });
    }
    if (url.includes('/security_events')) return answer();
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const calledUrls = () => fetchMock.mock.calls.map(([input]) => String(input));

describe('SecurityEventsPage', () => {
  it('lists the events with their kind, who, address and what, in Russian', async () => {
    renderWithApp(<SecurityEventsPage />, { locale: 'ru' });
    const table = await screen.findByRole('table', { name: 'События безопасности' });
    expect(within(table).getByText('Отказ в доступе')).toBeInTheDocument();
    expect(within(table).getByText('curious')).toBeInTheDocument();
    expect(within(table).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(table).getByText('Отчёт о проверке (PDF)')).toBeInTheDocument();
    expect(screen.getByText('3 события')).toBeInTheDocument();
  });

  it('says why a request was refused in words, and a download’s parameters as facts', async () => {
    renderWithApp(<SecurityEventsPage />, { locale: 'ru' });
    const table = await screen.findByRole('table', { name: 'События безопасности' });
    expect(within(table).getByText('Причина: Недостаточно прав для этого действия.')).toBeInTheDocument();
    expect(within(table).queryByText(/code: forbidden/)).not.toBeInTheDocument();
    expect(within(table).getByText('id: 12')).toBeInTheDocument();
  });

  it('says why in English too', async () => {
    renderWithApp(<SecurityEventsPage />, { locale: 'en' });
    const table = await screen.findByRole('table', { name: 'Security events' });
    expect(within(table).getByText('Reason: You do not have permission for this.')).toBeInTheDocument();
  });

  it('says what a lock-out locked, until when, and how many sign-ins it refused', async () => {
    renderWithApp(<SecurityEventsPage />, { locale: 'ru' });
    const table = await screen.findByRole('table', { name: 'События безопасности' });
    expect(within(table).getByText('Неверные пароли к учётной записи с этого адреса')).toBeInTheDocument();
    expect(within(table).getByText(/^Вход закрыт до 24\.11\.2026 \d\d:01, на 1 минуту$/)).toBeInTheDocument();
    expect(within(table).getByText('Отклонено 10 попыток входа')).toBeInTheDocument();
    expect(within(table).queryByText(/refused: 10/)).not.toBeInTheDocument();
  });

  it('filters by kind and exports the filtered log as CSV', async () => {
    const user = userEvent.setup();
    renderWithApp(<SecurityEventsPage />, { locale: 'en', path: '/?kind=lock_out' });
    await screen.findByRole('table', { name: 'Security events' });
    await waitFor(() => expect(calledUrls().some((url) => url.includes('kind=lock_out'))).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await user.click(await screen.findByRole('menuitem', { name: 'CSV' }));
    await waitFor(() =>
      expect(calledUrls().some((url) => url.includes('/security_events/export?kind=lock_out&format=csv'))).toBe(true),
    );
  });

  it('downloads the leak notice for the chosen period', async () => {
    const user = userEvent.setup();
    renderWithApp(<SecurityEventsPage />, { locale: 'en', path: '/?date_from=2026-11-20&date_to=2026-11-24' });
    await screen.findByRole('table', { name: 'Security events' });
    await user.click(screen.getByRole('button', { name: 'Leak notice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notice of a personal data leak' });
    await user.click(within(dialog).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() =>
      expect(
        calledUrls().some((url) =>
          url.includes('/security_events/leak_notice?date_from=2026-11-20&date_to=2026-11-24'),
        ),
      ).toBe(true),
    );
  });

  it('says so when nothing was recorded, and offers a retry when the log fails', async () => {
    answer = () => json(200, { results: [], count: 0, next: null, previous: null });
    const { unmount } = renderWithApp(<SecurityEventsPage />, { locale: 'en' });
    expect(await screen.findByText('No security event has been recorded yet.')).toBeInTheDocument();
    unmount();
    answer = () => json(500, { code: 'internal', detail: 'no' });
    renderWithApp(<SecurityEventsPage />, { locale: 'en' });
    expect(
      await screen.findByText('The security event log could not be loaded', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
