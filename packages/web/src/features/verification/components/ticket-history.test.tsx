import type { TicketSummary } from '@cargo-sentry/contracts/verification/tickets';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { TicketHistory } from './ticket-history';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const problem: TicketSummary = {
  id: '1b4e28ba-2fa1-41d2-883f-0016d3cca427',
  created_at: '2026-11-23T10:05:00Z',
  expires_at: '2026-11-24T10:05:00Z',
  consent_at: '2026-11-23T10:05:00Z',
  consent_version: 1,
  user: { id: 3, username: 'user' },
  checks: ['risk', 'passport_complex'],
  verdict: 'alert',
  subject: { lastName: 'Должников', firstName: 'Пётр', midName: 'Андреевич', autoGos: 'А777АА77', inn: '7799000012' },
};
const clean: TicketSummary = {
  ...problem,
  id: '2b4e28ba-2fa1-41d2-883f-0016d3cca427',
  verdict: 'success',
  checks: ['risk'],
  subject: { autoGos: 'Х001ХХ199' },
};
const unanswered: TicketSummary = {
  ...problem,
  id: '3b4e28ba-2fa1-41d2-883f-0016d3cca427',
  verdict: 'not_checked',
  checks: [],
  subject: {},
};

// The server is the one thing that leaves the page: its answers are stubbed at fetch, and the
// stub filters as the server does for the one search the tests type.
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
let tickets: TicketSummary[];
let failing: boolean;
const queries = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://x').searchParams);
beforeEach(() => {
  tickets = [problem, clean, unanswered];
  failing = false;
  fetchMock = vi.fn<typeof fetch>(async (input) => {
    if (failing) return json(500, { code: 'internal', detail: 'boom' });
    const search = new URL(String(input), 'http://x').searchParams.get('search');
    const results = search ? tickets.filter((t) => t.subject.inn === search) : tickets;
    return json(200, { results, count: results.length, next: null, previous: null });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const render = (locale: 'ru' | 'en', onRepeat = vi.fn()) => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithApp(
    <QueryClientProvider client={client}>
      <TicketHistory showUser={false} repeatingId={null} canRepeat onRepeat={onRepeat} />
    </QueryClientProvider>,
    { locale },
  );
  return onRepeat;
};

describe('TicketHistory', () => {
  it('shows the person, the plate, the INN, the verdict in words and the date of each row, closed', async () => {
    render('en');
    const rows = await screen.findAllByTestId('ticket-history-row');
    expect(rows).toHaveLength(3);
    const first = within(rows[0]);
    expect(first.getByTestId('ticket-person')).toHaveTextContent('Должников Пётр Андреевич');
    expect(first.getByTestId('ticket-plate')).toHaveTextContent('А777АА77');
    expect(first.getByTestId('ticket-inn')).toHaveTextContent('7799000012');
    expect(first.getByTestId('standing-badge')).toHaveTextContent('Alert');
    expect(first.getByTestId('ticket-date')).toHaveTextContent(/^23\.11\.2026 \d\d:05$/);
    const second = within(rows[1]);
    expect(second.getByTestId('standing-badge')).toHaveTextContent('Clear');
    expect(second.getByTestId('ticket-person')).toHaveTextContent('—');
    // a ticket that no check answered says so, not "not run"
    expect(within(rows[2]).getByTestId('standing-badge')).toHaveTextContent('No results');
  }, 30_000);

  it('searches on the server, and tells "nothing matches" from "no checks yet" with a way out', async () => {
    const user = userEvent.setup();
    render('ru');
    expect(await screen.findAllByTestId('ticket-history-row')).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), '0000000000');
    expect(await screen.findByText('Ничего не найдено по этим фильтрам.')).toBeInTheDocument();
    expect(queries().at(-1)?.get('search')).toBe('0000000000');
    expect(screen.queryByTestId('ticket-history-empty')).toBeNull();
    await user.click(
      within(screen.getByTestId('ticket-history-no-match')).getByRole('button', { name: 'Сбросить фильтры' }),
    );
    expect(await screen.findAllByTestId('ticket-history-row')).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Поиск' })).toHaveValue('');

    await user.type(screen.getByRole('searchbox', { name: 'Поиск' }), '7799000012');
    await waitFor(() => expect(screen.getAllByTestId('ticket-history-row')).toHaveLength(1));
    expect(screen.getByTestId('ticket-history-count')).toHaveTextContent('Найдена 1 проверка');
  }, 30_000);

  it('filters by verdict on the server', async () => {
    const user = userEvent.setup();
    render('en');
    await screen.findAllByTestId('ticket-history-row');
    await user.click(screen.getByRole('textbox', { name: 'Verdict' }));
    await user.click(await screen.findByRole('option', { name: 'Warning', hidden: true }));
    await waitFor(() => expect(queries().at(-1)?.get('verdict')).toBe('warning'));
  }, 30_000);

  it('says there are no checks yet when the history is empty, without a filter button', async () => {
    tickets = [];
    render('en');
    expect(await screen.findByTestId('ticket-history-empty')).toHaveTextContent('No checks yet.');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  }, 30_000);

  it('shows a failed load with a retry', async () => {
    failing = true;
    const user = userEvent.setup();
    render('en');
    expect(await screen.findByRole('alert')).toHaveTextContent('The history could not be loaded.');
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('ticket-history-row')).toHaveLength(3);
  }, 30_000);

  it('"Repeat" asks for that ticket, from the keyboard too', async () => {
    const user = userEvent.setup();
    const onRepeat = render('en');
    const [row] = await screen.findAllByTestId('ticket-history-row');
    within(row)
      .getByRole('button', { name: /^Repeat the check of 23\.11\.2026/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(onRepeat).toHaveBeenCalledWith(problem.id);
  }, 30_000);
});
