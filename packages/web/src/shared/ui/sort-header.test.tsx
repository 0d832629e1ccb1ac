import { Table } from '@mantine/core';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { SortHeader } from './sort-header';

afterEach(cleanup);

function renderHeaders(active: { column: 'score' | 'damage'; direction: 'asc' | 'desc' }, onSort = vi.fn()) {
  renderWithApp(
    <Table>
      <Table.Thead>
        <Table.Tr>
          <SortHeader column="score" label="Балл" active={active} onSort={onSort} sortByKey="rating.sort_by" />
          <SortHeader column="damage" label="Ущерб" active={active} onSort={onSort} sortByKey="rating.sort_by" />
        </Table.Tr>
      </Table.Thead>
    </Table>,
  );
  return onSort;
}

describe('SortHeader', () => {
  it('tells which column sorts the list and which way', () => {
    renderHeaders({ column: 'score', direction: 'desc' });
    expect(screen.getByRole('columnheader', { name: /Балл/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: /Ущерб/ })).toHaveAttribute('aria-sort', 'none');
    cleanup();
    renderHeaders({ column: 'damage', direction: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Ущерб/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('names its button from the catalog key and reports its column when clicked', async () => {
    const onSort = renderHeaders({ column: 'score', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Сортировать: Ущерб' }));
    expect(onSort).toHaveBeenCalledWith('damage');
  });

  it('is named by its label when no catalog key is given, as in the users table', async () => {
    const onSort = vi.fn();
    renderWithApp(
      <Table>
        <Table.Thead>
          <Table.Tr>
            <SortHeader column="email" label="E-mail" active={{ column: 'email', direction: 'asc' }} onSort={onSort} />
          </Table.Tr>
        </Table.Thead>
      </Table>,
    );
    expect(screen.getByRole('columnheader', { name: 'E-mail' })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    expect(onSort).toHaveBeenCalledWith('email');
  });
});
