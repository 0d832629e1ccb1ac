import { defaultRetentionSettings, type ActList } from '@cargo-sentry/contracts/personal-data/retention';
import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUser } from '@/shared/session/session';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { PersonalDataPage } from './personal-data-page';

const acts: ActList = {
  results: [
    {
      id: 7,
      number: '2026-11-28/7',
      started_at: '2026-11-28T03:00:00Z',
      finished_at: '2026-11-28T03:01:00Z',
      total: 1234,
      lines: [
        {
          category: 'ticket_content',
          register: null,
          days: 365,
          cutoff: '2025-11-28T03:00:00Z',
          destroyed: 1234,
          method: 'masked',
        },
      ],
    },
  ],
  count: 1,
  next: null,
  previous: null,
};
const puts: unknown[] = [];

beforeEach(() => {
  puts.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      let body: unknown = url.includes('/acts') ? acts : defaultRetentionSettings;
      if (method === 'PUT') {
        const sent = init?.body ?? (input instanceof Request ? await input.text() : '');
        body = JSON.parse(String(sent));
        puts.push(body);
      }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  currentUser.set(null);
  notifications.clean();
});

describe('PersonalDataPage', () => {
  it('lets staff change a period, refusing one out of its bounds before any request', async () => {
    currentUser.set(buildUser({ is_staff: true }));
    renderWithApp(<PersonalDataPage />, { locale: 'en' });
    const field = await screen.findByLabelText('Check inputs and results');
    expect(field).toHaveValue('365 days');
    expect(screen.getByLabelText('Addresses API keys called from')).toHaveValue('365 days');
    await userEvent.clear(field);
    await userEvent.type(field, '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    expect(await screen.findAllByText('1 to 3650 days')).not.toHaveLength(0);
    expect(puts).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '180');
    await userEvent.click(screen.getByRole('button', { name: 'Save periods' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ ticket_content: 180, check_photos: 30, api_key_addresses: 365 });
    expect(await screen.findByText('Retention periods saved')).toBeInTheDocument();
  }, 30_000);

  it('lists the acts with their download, in Russian', async () => {
    currentUser.set(buildUser({ is_staff: true }));
    renderWithApp(<PersonalDataPage />, { locale: 'ru' });
    expect(await screen.findByRole('button', { name: 'Скачать акт № 2026-11-28/7' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Запросы субъектов' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'События безопасности' })).toBeInTheDocument();
  });

  it('shows a reports user the acts only', async () => {
    currentUser.set(buildUser({ is_staff: false, can_do_reports: true }));
    renderWithApp(<PersonalDataPage />, { locale: 'en' });
    expect(await screen.findByRole('button', { name: 'Download act No. 2026-11-28/7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save periods' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Consent' })).not.toBeInTheDocument();
  });
});
