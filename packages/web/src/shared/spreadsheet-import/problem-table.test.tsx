import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ProblemTable } from './problem-table';

afterEach(cleanup);

const lines = [
  { row: '3', column: 'ИНН', problem: 'Неверный формат', value: '12ab' },
  { row: 'Весь файл', column: '—', problem: 'Нет столбца', value: '' },
];

describe('ProblemTable', () => {
  it('lists each problem under the row, column, problem and value headers', () => {
    const { container } = renderWithApp(<ProblemTable texts="registers" lines={lines} minWidth={560} />);
    const table = screen.getByRole('table', { name: 'Ошибки по строкам' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Строка', 'Столбец', 'Ошибка', 'Значение']);
    const cells = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      );
    expect(cells).toEqual([
      ['3', 'ИНН', 'Неверный формат', '12ab'],
      ['Весь файл', '—', 'Нет столбца', ''],
    ]);
    expect(container.querySelector('[tabindex="0"]')).toBeNull();
  });

  it('lets a keyboard reach the scroll area when focusable', () => {
    const { container } = renderWithApp(
      <ProblemTable texts="incident_import" lines={lines} minWidth={520} isFocusable />,
    );
    const viewport = container.querySelector('[tabindex="0"]');
    expect(viewport).toHaveAttribute('aria-label', 'Ошибки по строкам');
  });
});
