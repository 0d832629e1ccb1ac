import { describe, expect, it } from 'vitest';
import { firstImageUrl, infoPageWriteSchema, isInfoPageName, markdownExcerpt, newsWriteSchema } from './content';

describe('markdownExcerpt', () => {
  it('takes the first paragraph of text as plain text, skipping headings and images', () => {
    const body =
      '# Заголовок\n\n![Карта](/content/map.png)\n\nМы **обновили** [карту](https://example.test) инцидентов.\n\nВторой абзац.';
    expect(markdownExcerpt(body)).toBe('Мы обновили карту инцидентов.');
  });

  it('cuts a long paragraph at a word and marks the cut', () => {
    const excerpt = markdownExcerpt('слово '.repeat(100));
    expect(excerpt.length).toBeLessThanOrEqual(241);
    expect(excerpt.endsWith('слово…')).toBe(true);
  });

  it('keeps list items as text and gives an empty string for a body without text', () => {
    expect(markdownExcerpt('- первый\n- второй')).toBe('первый второй');
    expect(markdownExcerpt('![](/a.png)')).toBe('');
  });
});

describe('firstImageUrl', () => {
  it('finds the first image with a site path or http(s) URL', () => {
    expect(firstImageUrl('text ![a](/api/v1/cargo/content_image/x) ![b](/b.png)')).toBe(
      '/api/v1/cargo/content_image/x',
    );
    expect(firstImageUrl('![a](https://example.test/a.png "Title")')).toBe('https://example.test/a.png');
  });

  it('refuses script and protocol-relative URLs', () => {
    expect(firstImageUrl('![x](javascript:alert(1))')).toBeNull();
    expect(firstImageUrl('![x](//evil.test/a.png)')).toBeNull();
    expect(firstImageUrl('no image')).toBeNull();
  });
});

describe('content write schemas', () => {
  it('trims and requires both languages', () => {
    const parsed = infoPageWriteSchema.safeParse({ title_ru: ' FAQ ', title_en: 'FAQ', body_ru: '  ', body_en: 'x' });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['body_ru']);
  });

  it('makes news a draft unless published is said', () => {
    const parsed = newsWriteSchema.parse({ title_ru: 'a', title_en: 'b', body_ru: 'c', body_en: 'd' });
    expect(parsed.published).toBe(false);
  });

  it('knows the named pages only', () => {
    expect(isInfoPageName('policy')).toBe(true);
    expect(isInfoPageName('secrets')).toBe(false);
  });
});

describe('markdownExcerpt with links whose URL has parentheses', () => {
  it('keeps the link text only', () => {
    expect(markdownExcerpt('Текст [ссылка](javascript:alert(1)) и ![x](/a(1).png) всё')).toBe('Текст ссылка и всё');
  });
});
