import type { CompanyRatingRow } from '@cargo-sentry/contracts/rating/rating';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { RatingTable } from './rating-table';

const row = (overrides: Partial<CompanyRatingRow>): CompanyRatingRow => ({
  inn: '7799000012',
  name: 'ООО «ТрансЛогистик Плюс»',
  score: 54.5,
  no_negative_data: false,
  incidents: 2,
  damage: 1_506_000,
  last_incident_date: '2024-10-02',
  findings: 2,
  register_status: 'Действующее',
  register_flags: 3,
  ...overrides,
});

const base = { firstRank: 21, isLoading: false, isError: false, isSearching: false, onRetry: () => undefined };
const sort = { column: 'score' as const, direction: 'asc' as const };

describe('RatingTable', () => {
  it('ranks from the page offset, links name and INN to the evidence and spells out the risk band', () => {
    renderWithApp(
      <RatingTable
        {...base}
        sort={sort}
        onSort={() => undefined}
        rows={[row({}), row({ inn: '6164000018', name: null, score: 100, no_negative_data: true, incidents: 0 })]}
      />,
    );
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first).getByText('21')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'ООО «ТрансЛогистик Плюс»' })).toHaveAttribute(
      'href',
      '/rating/7799000012',
    );
    expect(within(first).getByLabelText('Оценка 54,5 из 100: Средний риск')).toBeInTheDocument();
    expect(within(first).getByText('Действующее, 3 отметки')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: '6164000018' })).toHaveAttribute('href', '/rating/6164000018');
    expect(within(second).getByLabelText('Оценка 100 из 100: Нет негативных данных')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Оценка/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('says a company without a register record is not in the register, in both languages', () => {
    const nameless = row({ inn: '2278134307', name: null, register_status: null, register_flags: 0, findings: 0 });
    const { unmount } = renderWithApp(<RatingTable {...base} sort={sort} onSort={() => undefined} rows={[nameless]} />);
    const [, ru] = screen.getAllByRole('row');
    expect(within(ru).getByText('Нет в реестре компаний')).toBeInTheDocument();
    unmount();
    renderWithApp(<RatingTable {...base} sort={sort} onSort={() => undefined} rows={[nameless]} />, { locale: 'en' });
    const [, en] = screen.getAllByRole('row');
    expect(within(en).getByText('Not in the company register')).toBeInTheDocument();
    expect(within(en).getByRole('link', { name: '2278134307' })).toHaveAttribute('href', '/rating/2278134307');
  });

  it('says the register’s status in the page’s language, and quotes a status it does not know', () => {
    const rows = [row({}), row({ inn: '6164000018', register_status: 'Статус из будущего', register_flags: 0 })];
    renderWithApp(<RatingTable {...base} sort={sort} onSort={() => undefined} rows={rows} />, { locale: 'en' });
    const [, known, unknown] = screen.getAllByRole('row');
    expect(within(known).getByText('Active, 3 flags')).toBeInTheDocument();
    expect(within(known).queryByText(/Действующее/)).toBeNull();
    expect(within(unknown).getByText('“Статус из будущего”')).toBeInTheDocument();
  });

  it('asks to sort by the header clicked', async () => {
    const onSort = vi.fn();
    renderWithApp(<RatingTable {...base} sort={sort} onSort={onSort} rows={[row({})]} />, { locale: 'en' });
    await userEvent.click(screen.getByRole('button', { name: 'Sort by Damage' }));
    expect(onSort).toHaveBeenCalledWith('damage');
  });

  it('tells an empty rating from a search that found nothing', () => {
    const { unmount } = renderWithApp(<RatingTable {...base} sort={sort} onSort={() => undefined} rows={[]} />);
    expect(screen.getByText('Компаний пока нет')).toBeInTheDocument();
    unmount();
    renderWithApp(<RatingTable {...base} isSearching sort={sort} onSort={() => undefined} rows={[]} />);
    expect(screen.getByText('Ничего не найдено. Измените поиск.')).toBeInTheDocument();
  });

  it('offers a retry when the rating could not be loaded', async () => {
    const onRetry = vi.fn();
    renderWithApp(
      <RatingTable {...base} isError onRetry={onRetry} sort={sort} onSort={() => undefined} rows={undefined} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
