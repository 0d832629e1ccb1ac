import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { toRatingRows } from '../lib/rating';
import { RankingTable } from './ranking-table';

const rows = toRatingRows([
  { key: '1', id: 1, name: 'Тула', count: 10, damage: 5_000, previousCount: 5, previousDamage: 10_000 },
  { key: '2', id: 2, name: 'Омск', count: 30, damage: 1_000, previousCount: 30, previousDamage: 1_000 },
  { key: '3', id: 3, name: 'Азов', count: 20, damage: 9_000, previousCount: 0, previousDamage: 0 },
]);

const names = () =>
  within(screen.getAllByRole('rowgroup')[1])
    .getAllByRole('row')
    .map((row) => within(row).getAllByRole('cell')[1].textContent);

describe('RankingTable', () => {
  it('ranks by incidents first and re-sorts by a clicked column', async () => {
    renderWithApp(<RankingTable rows={rows} nameHeader="Регион" />);
    expect(names()).toEqual(['Омск', 'Азов', 'Тула']);
    expect(screen.getByRole('columnheader', { name: /Инцидентов/ })).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Ущерб»' }));
    expect(names()).toEqual(['Азов', 'Тула', 'Омск']);
    await userEvent.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Ущерб»' }));
    expect(names()).toEqual(['Омск', 'Тула', 'Азов']);
    expect(screen.getByRole('columnheader', { name: /Ущерб/ })).toHaveAttribute('aria-sort', 'ascending');

    await userEvent.click(screen.getByRole('button', { name: 'Сортировать по столбцу «Регион»' }));
    expect(names()).toEqual(['Азов', 'Омск', 'Тула']);
  }, 30_000);

  it('shows the change with its direction and marks new places', () => {
    renderWithApp(<RankingTable rows={rows} nameHeader="Region" />, { locale: 'en' });
    expect(screen.getByLabelText('Up +100.0% against the previous period')).toBeInTheDocument();
    expect(screen.getByLabelText('Down −50.0% against the previous period')).toBeInTheDocument();
    expect(screen.getAllByText('new')).toHaveLength(2);
  }, 30_000);
});
