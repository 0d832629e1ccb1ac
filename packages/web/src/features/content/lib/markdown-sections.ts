/** One `## Heading` of a Markdown page and the text under it. */
export interface MarkdownSection {
  title: string;
  body: string;
  /** The heading ended with `[soon]`: the service is announced, not offered yet (docs/product.md#services). */
  isComingSoon: boolean;
}

export interface SplitMarkdown {
  /** Text before the first `##` heading. */
  intro: string;
  sections: MarkdownSection[];
}

const heading = /^##\s+(.+?)\s*#*\s*$/;
const soonMarker = /\s*\[soon\]$/i;

/**
 * Splits a page at its `##` headings: the FAQ shows each as a question of an accordion, the
 * services page each as a card. Headings inside fenced code blocks are not headings.
 */
export function splitMarkdownSections(markdown: string): SplitMarkdown {
  const intro: string[] = [];
  const sections: { title: string; lines: string[] }[] = [];
  let isInFence = false;
  for (const line of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    if (/^\s{0,3}(```|~~~)/.test(line)) isInFence = !isInFence;
    const match = isInFence ? null : heading.exec(line);
    if (match) sections.push({ title: match[1], lines: [] });
    else (sections.at(-1)?.lines ?? intro).push(line);
  }
  return {
    intro: intro.join('\n').trim(),
    sections: sections.map(({ title, lines }) => ({
      title: title.replace(soonMarker, ''),
      body: lines.join('\n').trim(),
      isComingSoon: soonMarker.test(title),
    })),
  };
}

/**
 * Words people use for the same thing: a query word starting with one of a group's stems also
 * matches text holding any other stem of that group. Users say "лимит" where the FAQ says "квота"
 * (issue 23 §13); the stems are folded as `fold` folds.
 */
const synonymStems: readonly (readonly string[])[] = [['лимит', 'квот', 'limit', 'quota']];

const fold = (value: string) => value.toLocaleLowerCase('ru').replaceAll('ё', 'е');

/** The texts a query word may match: itself, or its synonym group's stems. */
function alternativesOf(word: string): readonly string[] {
  return synonymStems.find((stems) => stems.some((stem) => word.startsWith(stem))) ?? [word];
}

/**
 * Sections whose title or text has every word of the query (case-insensitive; ё as е; synonyms
 * of `synonymStems`). `translations` are the same page's sections in the other language: when
 * there are as many, the n-th is searched with the n-th section, so a question is found by the
 * words of either language and shown in the reader's.
 */
export function searchSections(
  sections: MarkdownSection[],
  query: string,
  translations: MarkdownSection[] = [],
): MarkdownSection[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  const isPaired = translations.length === sections.length;
  const textOf = (section: MarkdownSection) => `${section.title}\n${section.body}`;
  return sections.filter((section, index) => {
    const haystack = fold(isPaired ? `${textOf(section)}\n${textOf(translations[index])}` : textOf(section));
    return words.every((word) => alternativesOf(word).some((alternative) => haystack.includes(alternative)));
  });
}
