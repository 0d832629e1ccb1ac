import { createRef } from 'react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { ImportSection } from './import-section';

afterEach(cleanup);

describe('ImportSection', () => {
  it('is a section named by its heading, with the content after the heading', () => {
    renderWithApp(
      <ImportSection titleId="probe-title" title="Загрузка инцидентов">
        <p>Содержимое</p>
      </ImportSection>,
    );
    const section = screen.getByRole('region', { name: 'Загрузка инцидентов' });
    expect(section.tagName).toBe('SECTION');
    expect(screen.getByRole('heading', { level: 2, name: 'Загрузка инцидентов' })).not.toHaveAttribute('tabindex');
    expect(section).toHaveTextContent('Содержимое');
  });

  it('makes the heading focusable when the caller focuses it', () => {
    const heading = createRef<HTMLHeadingElement>();
    renderWithApp(
      <ImportSection titleId="probe-title" title="Реестр" headingRef={heading}>
        <p>Содержимое</p>
      </ImportSection>,
    );
    heading.current?.focus();
    expect(screen.getByRole('heading', { level: 2, name: 'Реестр' })).toHaveFocus();
  });
});
