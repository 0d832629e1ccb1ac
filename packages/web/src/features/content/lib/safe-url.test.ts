import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './fill-placeholders';
import { isSitePath, safeContentUrl } from './safe-url';

describe('safeContentUrl', () => {
  it('keeps site paths, anchors, http(s), mailto and tel', () => {
    for (const url of [
      '/incidents',
      '#part',
      'https://example.test/a',
      'mailto:a@b.test',
      'tel:+78000000000',
      'news/2',
    ]) {
      expect(safeContentUrl(url)).toBe(url);
    }
  });
  it('empties script, data and protocol-relative URLs, however they are spelled', () => {
    for (const url of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'java\tscript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.test/x',
    ]) {
      expect(safeContentUrl(url), url).toBe('');
    }
  });
});

describe('isSitePath', () => {
  it('is true for app paths only', () => {
    expect(isSitePath('/faq')).toBe(true);
    expect(isSitePath('/api/v1/cargo/content_image/x')).toBe(false);
    expect(isSitePath('//evil.test')).toBe(false);
    expect(isSitePath('https://example.test')).toBe(false);
  });
});

describe('fillPlaceholders', () => {
  it('writes the configured phone and e-mail as links, and leaves the rest', () => {
    expect(
      fillPlaceholders('Звоните {phone}, пишите {email}, {other}', { phone: '+7 (800) 000', email: 'a@b.test' }),
    ).toBe('Звоните [+7 (800) 000](tel:+7800000), пишите [a@b.test](mailto:a@b.test), {other}');
    expect(fillPlaceholders('{phone}', {})).toBe('{phone}');
  });
});
