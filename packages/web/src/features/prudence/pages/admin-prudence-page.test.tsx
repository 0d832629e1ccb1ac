import type { PrudenceClientList } from '@cargo-sentry/contracts/prudence/prudence';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AdminPrudencePage } from './admin-prudence-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const clients: PrudenceClientList = {
  results: [
    {
      user_id: 3,
      client: 'Волков Игорь, ООО «СеверТрансАвто»',
      username: 'user',
      company: 'ООО «СеверТрансАвто»',
      inn_count: 1234,
      matches_new: 11,
      matches_old: 2,
      last_checked_at: '2026-11-24T09:30:00.000Z',
    },
  ],
  count: 1,
  next: null,
  previous: null,
};

let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = String(input);
    if (url.includes('/commercial_prudence/export')) {
      return new Response(new Blob(['xlsx']), {
        status: 200,
        headers: { 'Content-Disposition': 'attachment; filename="commercial_prudence_2026-11-24.xlsx"' },
      });
    }
    if (url.includes('/commercial_prudence')) return json(200, clients);
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
  // the browser saves the file through a link; jsdom cannot navigate
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('AdminPrudencePage', () => {
  it('lists each client with the number of INNs and new/old matches, and exports in the page language', async () => {
    const user = userEvent.setup();
    renderWithApp(<AdminPrudencePage />, { locale: 'en' });
    expect(await screen.findByText('Волков Игорь, ООО «СеверТрансАвто»')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Number of INN' })).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([input]) => String(input).includes('/commercial_prudence/export?lang=en')),
      ).toBe(true),
    );
  });

  it('tells an empty list from a search that found nothing', async () => {
    clients.results = [];
    clients.count = 0;
    const user = userEvent.setup();
    renderWithApp(<AdminPrudencePage />);
    expect(await screen.findByText('Подписок пока нет.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Поиск клиента' }), 'zzz');
    expect(await screen.findByText('Ничего не найдено. Измените поиск.')).toBeInTheDocument();
  });
});
