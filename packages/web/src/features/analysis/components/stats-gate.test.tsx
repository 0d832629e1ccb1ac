import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api-client/api-error';
import { renderWithApp } from '@/test/render';
import type { StatsView } from '../lib/stats-view';
import { StatsGate } from './stats-gate';

const idle = { isPending: false, isError: false, isPlaceholderData: false, error: null, refetch: vi.fn() };
const view = (total: number) => ({ total }) as StatsView;

describe('StatsGate', () => {
  it('shows skeletons while loading', () => {
    renderWithApp(
      <StatsGate {...idle} view={undefined} isPending>
        {() => 'content'}
      </StatsGate>,
    );
    expect(screen.getByLabelText('Загрузка статистики…')).toHaveAttribute('aria-busy', 'true');
  }, 30_000);

  it('explains an empty result', () => {
    renderWithApp(
      <StatsGate {...idle} view={view(0)}>
        {() => 'content'}
      </StatsGate>,
      { locale: 'en' },
    );
    expect(screen.getByText('No incidents match the filter')).toBeInTheDocument();
    expect(screen.queryByText('content')).toBeNull();
  }, 30_000);

  it('shows the translated error with a retry', () => {
    const refetch = vi.fn();
    renderWithApp(
      <StatsGate {...idle} view={undefined} isError error={new ApiError(403, 'forbidden')} refetch={refetch}>
        {() => 'content'}
      </StatsGate>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Недостаточно прав для этого действия.');
    screen.getByRole('button', { name: 'Повторить' }).click();
    expect(refetch).toHaveBeenCalled();
  }, 30_000);

  it('renders the content once figures arrive', () => {
    renderWithApp(
      <StatsGate {...idle} view={view(3)}>
        {(v) => `total ${v.total}`}
      </StatsGate>,
    );
    expect(screen.getByText('total 3')).toBeInTheDocument();
  }, 30_000);
});
