import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLinksAnswer, buildPhoneLinksAnswer } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { LinksPage } from './links-page';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let answer: () => Response;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;
beforeEach(() => {
  answer = () => json(200, buildLinksAnswer());
  fetchMock = vi.fn<typeof fetch>(async (input) => (String(input).includes('/links') ? answer() : json(404, {})));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const askedFor = () =>
  fetchMock.mock.calls.map(([input]) => {
    const { lang, ...query } = Object.fromEntries(new URL(String(input), 'http://x').searchParams);
    expect(lang, 'the hidden nodes are worded in the page’s language').toMatch(/^(ru|en)$/);
    return query;
  });

/** The address as the router holds it, to see what a search writes there. */
function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="address">{decodeURIComponent(pathname + search)}</output>;
}

// The first render of a test file loads Mantine and the app's catalogs: seconds on the shared machine.
describe('the links page', { timeout: 30_000 }, () => {
  it('keeps the search in the address: a form sent is a link to share', async () => {
    const user = userEvent.setup();
    renderWithApp(
      <>
        <LinksPage />
        <Address />
      </>,
      { path: '/links' },
    );
    expect(screen.getByText('Введите идентификатор, чтобы увидеть, с чем он встречался вместе.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Вид идентификатора' }), 'vin');
    await user.type(screen.getByRole('textbox', { name: 'Значение' }), 'xta21099012345678{Enter}');
    expect(screen.getByRole('status', { name: 'address' })).toHaveTextContent(
      '/links?kind=vin&value=xta21099012345678',
    );
    await waitFor(() => expect(askedFor()).toEqual([{ kind: 'vin', value: 'XTA21099012345678', depth: '1' }]));
  });

  it('opens on a deep link: the form filled in, the value asked for as the server stores it', async () => {
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=a123bc77&depth=2' });
    expect(screen.getByRole('combobox', { name: 'Вид идентификатора' })).toHaveValue('plate');
    expect(screen.getByRole('textbox', { name: 'Значение' })).toHaveValue('a123bc77');
    expect(screen.getByRole('radio', { name: '2 шага' })).toBeChecked();
    await waitFor(() => expect(askedFor()).toEqual([{ kind: 'plate', value: 'А123ВС77', depth: '2' }]));
  });

  it('shows the links as a list: each link, its kinds and its sources with dates and links', async () => {
    const user = userEvent.setup();
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77' });
    await user.click(await screen.findByRole('tab', { name: 'Список' }));
    const table = screen.getByRole('table', { name: 'Связи А123ВС77' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(rows[2]).toHaveTextContent('XTA21099087654321');
    // each source as the consistency card shows it: the day, then what it was, linked where it opens
    expect(rows[2]).toHaveTextContent('01.11.2026 · Инцидент № 57');
    expect(rows[2]).toHaveTextContent('15.09.2026 · Реестр ОСАГО');
    expect(within(rows[2]).getByRole('link', { name: 'Инцидент № 57' })).toHaveAttribute('href', '/incidents/view/57');
    expect(rows[4]).toHaveTextContent('12.11.2026 · Проверка другой компании');
    expect(within(rows[4]).queryByRole('link')).toBeNull();
  });

  it('opens a node from the list and expands it into the graph', async () => {
    const user = userEvent.setup();
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77' });
    await user.click(await screen.findByRole('tab', { name: 'Список' }));
    await user.click(screen.getByRole('button', { name: 'Подробнее: +79123456789' }));
    const panel = screen.getByRole('complementary', { name: 'Выбранный узел' });
    expect(panel).toHaveTextContent('Связан с 3 идентификаторами');
    expect(within(panel).getByRole('heading', { name: '+79123456789' })).toHaveFocus();
    answer = () => json(200, buildPhoneLinksAnswer());
    await user.click(within(panel).getByRole('button', { name: 'Развернуть' }));
    expect(await within(panel).findByText('Связи этого узла показаны.')).toBeInTheDocument();
    expect(askedFor().at(-1)).toEqual({ kind: 'phone', value: '+79123456789', depth: '1' });
    expect(screen.getByRole('button', { name: 'Подробнее: Иванов Петр' })).toBeInTheDocument();
    expect(screen.getByTestId('links-summary')).toHaveTextContent('7 узлов, связей: 6');
  });

  it('says that a hidden node cannot be expanded', async () => {
    const user = userEvent.setup();
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77' });
    await user.click(await screen.findByRole('tab', { name: 'Список' }));
    await user.click(screen.getByRole('button', { name: /^Подробнее: другое лицо/ }));
    const panel = screen.getByRole('complementary', { name: 'Выбранный узел' });
    expect(panel).toHaveTextContent('Такой узел не раскрывается');
    expect(within(panel).queryByRole('button', { name: 'Развернуть' })).toBeNull();
  });

  it('says when the answer and a node were cut at the node limit', async () => {
    const cut = buildLinksAnswer({ cut: true });
    cut.nodes[0] = { ...cut.nodes[0], links: 1234, cut: true };
    answer = () => json(200, cut);
    const user = userEvent.setup();
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77' });
    expect(await screen.findByTestId('links-cut')).toHaveTextContent(
      'Показаны не все связи: в одном ответе не больше 500 узлов',
    );
    await user.click(screen.getByRole('tab', { name: 'Список' }));
    await user.click(screen.getAllByRole('button', { name: 'Подробнее: А123ВС77' })[0]);
    const panel = screen.getByRole('complementary', { name: 'Выбранный узел' });
    expect(panel).toHaveTextContent(/Показаны не все связи: всего 1\s234/);
    expect(panel).not.toHaveTextContent('Связи этого узла показаны');
  });

  it('says when nothing is linked', async () => {
    answer = () => json(200, { root: 'plate:А123ВС77', cut: false, nodes: [], edges: [] });
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77', locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'No links found' })).toBeInTheDocument();
  });

  it('shows the server’s refusal of a value at the field, and another failure in place of the graph', async () => {
    answer = () => json(400, { detail: 'not a plate', code: 'validation_failed' });
    const { unmount } = renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77' });
    const field = screen.getByRole('textbox', { name: 'Значение' });
    await waitFor(() => expect(field).toHaveAccessibleDescription('Проверьте правильность заполнения полей.'));
    unmount();
    answer = () => json(500, { detail: 'boom', code: 'internal' });
    renderWithApp(<LinksPage />, { path: '/links?kind=plate&value=А123ВС77', locale: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('The links could not be loaded');
  });
});
