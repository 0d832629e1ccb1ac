import { describe, expect, it } from 'vitest';
import { searchSections, splitMarkdownSections } from './markdown-sections';

const faq = `Вступление.

## Что такое квота?

Каждая проверка расходует **одну** единицу.

## Консалтинг [soon]

Скоро.

\`\`\`
## не заголовок
\`\`\``;

describe('splitMarkdownSections', () => {
  it('splits at ## headings, keeps the intro and marks coming-soon sections', () => {
    const { intro, sections } = splitMarkdownSections(faq);
    expect(intro).toBe('Вступление.');
    expect(sections.map((s) => [s.title, s.isComingSoon])).toEqual([
      ['Что такое квота?', false],
      ['Консалтинг', true],
    ]);
    expect(sections[0].body).toBe('Каждая проверка расходует **одну** единицу.');
    expect(sections[1].body).toContain('## не заголовок');
  });
});

describe('searchSections', () => {
  const { sections } = splitMarkdownSections(faq);
  it('finds by every word in title or text, ignoring case and ё', () => {
    expect(searchSections(sections, 'КВОТА единицу').map((s) => s.title)).toEqual(['Что такое квота?']);
    expect(searchSections(sections, 'скоро').map((s) => s.title)).toEqual(['Консалтинг']);
    expect(searchSections(sections, 'квота скоро')).toEqual([]);
  });
  it('gives everything for an empty query', () => {
    expect(searchSections(sections, '  ')).toHaveLength(2);
  });
  it('finds the quota question by "лимит" and "limit" (issue 23 §13)', () => {
    expect(searchSections(sections, 'лимит').map((s) => s.title)).toEqual(['Что такое квота?']);
    expect(searchSections(sections, 'Лимиты единицу').map((s) => s.title)).toEqual(['Что такое квота?']);
    expect(searchSections(sections, 'limit').map((s) => s.title)).toEqual(['Что такое квота?']);
  });
  it("searches the other language of a page with as many sections, showing the reader's", () => {
    const english = splitMarkdownSections(
      '## What is the quota?\n\nEach check uses one unit.\n\n## Consulting [soon]\n\nSoon.',
    );
    expect(searchSections(sections, 'unit', english.sections).map((s) => s.title)).toEqual(['Что такое квота?']);
    expect(searchSections(english.sections, 'скоро', sections).map((s) => s.title)).toEqual(['Consulting']);
    expect(searchSections(sections, 'unit', english.sections.slice(1))).toEqual([]);
  });
});
