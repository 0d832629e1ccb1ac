/** One `## Heading` of a Markdown page and the text under it. */
export interface MarkdownSection {
  title: string;
  body: string;
  /** The heading ended with `[soon]`: the service is announced, not offered yet (SPEC §1). */
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

/** Sections whose title or text has every word of the query (case-insensitive; ё as е). */
export function searchSections(sections: MarkdownSection[], query: string): MarkdownSection[] {
  const fold = (value: string) => value.toLocaleLowerCase('ru').replaceAll('ё', 'е');
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return sections;
  return sections.filter((section) => {
    const haystack = fold(`${section.title}\n${section.body}`);
    return words.every((word) => haystack.includes(word));
  });
}
