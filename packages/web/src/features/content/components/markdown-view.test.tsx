import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithApp } from '@/test/render';
import { publicConfig } from '@/shared/session/session';
import { MarkdownView } from './markdown-view';

function renderMarkdown(markdown: string) {
  return renderWithApp(<MarkdownView markdown={markdown} />).container;
}

describe('MarkdownView', () => {
  it('renders headings, lists, tables, site links and images', () => {
    const container = renderMarkdown(
      '## Раздел\n\n- пункт\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[Инциденты](/incidents) ![Карта](/geo/russia-regions.svg)',
    );
    expect(screen.getByRole('heading', { name: 'Раздел' })).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('пункт');
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Инциденты' })).toHaveAttribute('href', '/incidents');
    expect(screen.getByRole('img', { name: 'Карта' })).toHaveAttribute('src', '/geo/russia-regions.svg');
    expect(container.querySelector('script')).toBeNull();
  });

  it('drops raw HTML: no script, no event handler, no iframe', () => {
    const container = renderMarkdown(
      'Текст <script>window.hacked = 1</script>\n\n<img src="x" onerror="window.hacked = 1">\n\n<iframe src="https://evil.test"></iframe>\n\n<a href="javascript:alert(1)">html link</a>',
    );
    expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    expect(container.innerHTML).not.toMatch(/javascript:|onerror/i);
    expect((window as { hacked?: number }).hacked).toBeUndefined();
  });

  it('makes javascript:, data: and protocol-relative links and images inert', () => {
    const container = renderMarkdown(
      '[one](javascript:alert(1)) [two](JAVASCRIPT:alert(1)) [three](data:text/html,<script>alert(1)</script>) [four](//evil.test) ![five](javascript:alert(1))',
    );
    expect(container.innerHTML).not.toMatch(/javascript:|data:|evil\.test/i);
    for (const name of ['one', 'two', 'three', 'four']) {
      expect(screen.queryByRole('link', { name })).toBeNull();
      expect(screen.getByText(name)).toBeInTheDocument();
    }
    expect(container.querySelectorAll('img')).toHaveLength(0);
  });

  it('writes {phone} and {email} from the config as tel: and mailto: links', () => {
    publicConfig.set({
      product: 'cargo',
      support_phone: '+7 (800) 000-00-00',
      support_email: 'help@example.test',
      map_tile_url: null,
    });
    renderMarkdown('Звоните {phone} или пишите {email}');
    expect(screen.getByRole('link', { name: '+7 (800) 000-00-00' })).toHaveAttribute('href', 'tel:+78000000000');
    expect(screen.getByRole('link', { name: 'help@example.test' })).toHaveAttribute('href', 'mailto:help@example.test');
    publicConfig.set(null);
  });

  it('opens outside links in a new tab that cannot reach this one', () => {
    renderMarkdown('[site](https://example.test/page)');
    const link = screen.getByRole('link', { name: 'site' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });
});
