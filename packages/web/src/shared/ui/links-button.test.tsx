import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { LinksButton } from './links-button';

describe('the links button', () => {
  it('opens the explorer on the identifier, and is left out for a value not of its kind', () => {
    renderWithApp(
      <>
        <LinksButton kind="inn" value="7707083893" />
        <LinksButton kind="inn" value="7707083894" />
        <LinksButton kind="vin" value={null} />
      </>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName('Связи: 7707083893');
    expect(links[0]).toHaveAttribute('href', '/links?kind=inn&value=7707083893');
  });
});
