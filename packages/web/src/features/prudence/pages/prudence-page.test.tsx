import type { PrudenceList, PrudenceSubscription } from '@cargo-sentry/contracts/prudence/prudence';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { PrudencePage } from './prudence-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const row: PrudenceSubscription = {
  id: 5,
  inn: '7799000012',
  name: 'ООО «ТрансЛогистик Плюс»',
  created_at: '2026-11-20T10:00:00.000Z',
  checked_at: '2026-11-24T09:30:00.000Z',
  matches_new: 1,
  matches_old: 1,
  findings: [
    {
      id: 1,
      source: 'sud',
      key: '1-245/2023',
      title: '1-245/2023 — ч. 4 ст. 158 УК РФ',
      first_seen: '2026-11-24T09:30:00.000Z',
      last_seen: '2026-11-24T09:30:00.000Z',
      resolved_at: null,
      is_new: true,
    },
    {
      id: 2,
      source: 'reputation',
      key: 'flag:Массовый адрес регистрации',
      title: 'Массовый адрес регистрации',
      first_seen: '2026-11-20T10:00:00.000Z',
      last_seen: '2026-11-24T09:30:00.000Z',
      resolved_at: null,
      is_new: false,
    },
  ],
};

let listed: PrudenceList;
let subscribeAnswer: Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  listed = {
    results: [row],
    count: 1,
    next: null,
    previous: null,
    limit: { limit: 3, used: 1, remaining: 2 },
  };
  subscribeAnswer = json(200, { subscribed: ['7707083893'], already: [], limit: { limit: 3, used: 2, remaining: 1 } });
  fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input);
    if (url.includes('/prudence_subscription') && init?.method === 'POST') return subscribeAnswer;
    if (url.includes('/prudence_subscription')) return json(200, listed);
    return json(404, { code: 'not_found', detail: 'no' });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const posted = () => {
  const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
  return call ? JSON.parse(String(call[1]?.body)) : undefined;
};

describe('PrudencePage', () => {
  it('lists the monitored INNs with their match counts, the remaining limit and the findings', async () => {
    const user = userEvent.setup();
    renderWithApp(<PrudencePage />);
    expect(await screen.findByText('ООО «ТрансЛогистик Плюс»')).toBeInTheDocument();
    expect(screen.getByText('Можно добавить ещё 2 из 3 ИНН.')).toBeInTheDocument();
    const [, first] = screen.getAllByRole('row');
    expect(within(first).getByText('7799000012')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Показать совпадения по ИНН 7799000012' }));
    expect(screen.getByText('1-245/2023 — ч. 4 ст. 158 УК РФ')).toBeInTheDocument();
    expect(screen.getByText('Новое')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Отметить просмотренными' })).toBeInTheDocument();
  });

  it('reports invalid lines by number and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithApp(<PrudencePage />);
    await screen.findByText('ООО «ТрансЛогистик Плюс»');
    await user.type(screen.getByRole('textbox', { name: 'ИНН' }), '7707083893{enter}7707083894{enter}12345');
    await user.click(screen.getByRole('button', { name: 'Поставить на мониторинг' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Строка 2: «7707083894» — неверная контрольная сумма');
    expect(alert).toHaveTextContent('Строка 3: «12345» — ИНН состоит из 10 или 12 цифр');
    expect(posted()).toBeUndefined();
  });

  it('subscribes the valid list and reports what was added', async () => {
    const user = userEvent.setup();
    renderWithApp(<PrudencePage />, { locale: 'en' });
    await screen.findByText('ООО «ТрансЛогистик Плюс»');
    await user.type(screen.getByRole('textbox', { name: 'INN' }), 'ИНН{enter}7707 083 893');
    await user.click(screen.getByRole('button', { name: 'Start monitoring' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added to monitoring: 1. Already monitored: 0.');
    expect(posted()).toEqual({ inns: ['7707083893'] });
  });

  it.each([402, 403])('marks the limit as spent when the server answers %i', async (status) => {
    subscribeAnswer = json(status, {
      code: status === 402 ? 'prudence_limit_reached' : 'prudence_disabled',
      detail: 'no',
    });
    const user = userEvent.setup();
    renderWithApp(<PrudencePage />);
    await screen.findByText('ООО «ТрансЛогистик Плюс»');
    expect(screen.queryByText('Лимит мониторинга исчерпан')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'ИНН' }), '7707083893');
    await user.click(screen.getByRole('button', { name: 'Поставить на мониторинг' }));
    expect(await screen.findByText('Лимит мониторинга исчерпан')).toBeInTheDocument();
  });

  it('shows the limit as spent and disables the form when nothing remains', async () => {
    listed.limit = { limit: 1, used: 1, remaining: 0 };
    renderWithApp(<PrudencePage />, { locale: 'en' });
    expect(await screen.findByText('The monitoring limit is spent')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'INN' })).toBeDisabled();
  });

  it('has an empty state', async () => {
    listed.results = [];
    listed.count = 0;
    renderWithApp(<PrudencePage />);
    expect(
      await screen.findByText('На мониторинге пока нет ни одного ИНН. Добавьте контрагентов формой выше.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  });
});
