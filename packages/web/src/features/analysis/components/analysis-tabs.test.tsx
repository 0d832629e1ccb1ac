import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { AnalysisTabs } from './analysis-tabs';

describe('AnalysisTabs', () => {
  it('links the five tabs, marks the current one and keeps the filter', () => {
    renderWithApp(<AnalysisTabs />, { path: '/analysis/geo?geo=region:5&period=1y', locale: 'en' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cargo',
      'Types of incidents',
      'Geography',
      'Damage',
      'Rating',
    ]);
    expect(screen.getByRole('link', { name: 'Geography' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Damage' })).toHaveAttribute(
      'href',
      '/analysis/damage?geo=region:5&period=1y',
    );
    expect(screen.getByRole('navigation', { name: 'Analysis sections' })).toBeInTheDocument();
  }, 30_000);
});
