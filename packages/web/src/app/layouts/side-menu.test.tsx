import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/test/factories';
import { renderWithApp } from '@/test/render';
import { SideMenu } from './side-menu';

const labels = () => screen.getAllByRole('link').map((link) => link.textContent);

describe('side menu', () => {
  it('shows the ordinary items and hides prudence and administration by default', () => {
    renderWithApp(<SideMenu user={buildUser()} />);
    expect(labels()).toEqual(['Аналитика', 'Проверка', 'Инциденты', 'Сервисы', 'Рейтинг перевозчиков', 'Связи']);
  });

  it('shows commercial prudence only with enable_commercial_prudence', () => {
    renderWithApp(<SideMenu user={buildUser({ enable_commercial_prudence: true })} />);
    expect(labels()).toContain('Коммерческая осмотрительность');
  });

  it('shows administration to staff and to report users', () => {
    const { unmount } = renderWithApp(<SideMenu user={buildUser({ is_staff: true })} />);
    expect(labels()).toContain('Администрирование');
    unmount();
    renderWithApp(<SideMenu user={buildUser({ can_do_reports: true })} />, { locale: 'en' });
    expect(labels()).toContain('Administration');
  });

  it('marks the current section', () => {
    renderWithApp(<SideMenu user={buildUser()} />, { path: '/analysis/geo' });
    expect(screen.getByRole('link', { name: 'Аналитика' })).toHaveAttribute('aria-current', 'page');
  });
});
