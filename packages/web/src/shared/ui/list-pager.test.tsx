import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ListPager } from './list-pager';

afterEach(cleanup);

describe('ListPager', () => {
  it('renders nothing while the list loads or fits on one page', () => {
    renderWithApp(<ListPager count={undefined} pageSize={20} page={1} onChange={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    cleanup();
    renderWithApp(<ListPager count={20} pageSize={20} page={1} onChange={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('has a page button for every page and reports the one chosen', async () => {
    const onChange = vi.fn();
    renderWithApp(<ListPager count={41} pageSize={20} page={1} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Страница 3' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Страница 4' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Страница 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Страница 3' }));
    expect(onChange).toHaveBeenCalledWith(3);
  });

  it('names the arrows and the pages in the current language', async () => {
    const onChange = vi.fn();
    renderWithApp(<ListPager count={60} pageSize={20} page={2} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Страница 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onChange).toHaveBeenCalledWith(3);
    cleanup();
    renderWithApp(<ListPager count={60} pageSize={20} page={2} onChange={onChange} />, { locale: 'en' });
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeInTheDocument();
  });

  it('shows the last page as current past the end only when clamped', () => {
    renderWithApp(<ListPager count={60} pageSize={20} page={5} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Страница 3' })).not.toHaveAttribute('aria-current');
    cleanup();
    renderWithApp(<ListPager count={60} pageSize={20} page={5} onChange={vi.fn()} isClamped />);
    expect(screen.getByRole('button', { name: 'Страница 3' })).toHaveAttribute('aria-current', 'page');
  });

  it('fits a phone: no neighbours beside the current page below 48em', () => {
    renderWithApp(<ListPager count={200} pageSize={20} page={5} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Страница 4' })).toBeInTheDocument();
    cleanup();
    const narrow = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query) =>
        ({
          ...new EventTarget(),
          matches: query === '(max-width: 48em)',
          media: query,
          onchange: null,
          addListener: () => undefined,
          removeListener: () => undefined,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
          dispatchEvent: () => false,
        }) as MediaQueryList,
    );
    try {
      renderWithApp(<ListPager count={200} pageSize={20} page={5} onChange={vi.fn()} />);
      expect(screen.getByRole('button', { name: 'Страница 5' })).toHaveAttribute('aria-current', 'page');
      expect(screen.queryByRole('button', { name: 'Страница 4' })).toBeNull();
    } finally {
      narrow.mockRestore();
    }
  });
});
