import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import type { GroupRow } from '../lib/groups';
import { TopList } from './top-list';

const rows: GroupRow[] = Array.from({ length: 12 }, (_, i) => ({
  key: String(i),
  id: i === 11 ? null : i,
  name: i === 11 ? 'Undefined' : `Region ${i}`,
  count: (i + 1) * 100,
  damage: 0,
}));

describe('TopList', () => {
  it('shows the ten largest with percent relative to the first', () => {
    renderWithApp(<TopList rows={rows} nameHeader="Region" />, { locale: 'en' });
    const body = screen.getAllByRole('rowgroup')[1];
    const lines = within(body).getAllByRole('row');
    expect(lines).toHaveLength(10);
    expect(lines[0]).toHaveTextContent('Undefined');
    // the null-name group reads as a category: muted and italic (issue 23 §4)
    expect(within(lines[0]).getByText('Undefined')).toHaveStyle({ fontStyle: 'italic' });
    expect(within(lines[1]).getByText('Region 10')).not.toHaveStyle({ fontStyle: 'italic' });
    expect(lines[0]).toHaveTextContent('1,200');
    expect(lines[0]).toHaveTextContent('100.0%');
    expect(lines[1]).toHaveTextContent('Region 10');
    expect(lines[1]).toHaveTextContent('91.7%');
    expect(lines[9]).toHaveTextContent('25.0%');
  }, 30_000);

  it('offers to filter by a place, except the one without a name', async () => {
    const onSelect = vi.fn();
    renderWithApp(
      <TopList rows={rows} nameHeader="Регион" onSelect={onSelect} selectLabel={(r) => `Показать только: ${r.name}`} />,
    );
    expect(screen.queryByRole('button', { name: 'Показать только: Undefined' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Показать только: Region 10' }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ id: 10 }));
    expect(screen.getByRole('columnheader', { name: '% от первого' })).toBeInTheDocument();
  }, 30_000);
});
