import type { Locator } from '@playwright/test';

/**
 * The words inside `root` that a line break splits (issue 23 §8: Russian words break at a syllable
 * with a hyphen, never mid-word): a word whose letters lie on more than one line, unless it carries a
 * soft hyphen. Debian's Chromium has no hyphenation dictionaries, so `hyphens: auto` never splits a
 * word here and any split found is a mid-word break (overflow-wrap or break-all).
 */
export async function wordsBrokenMidWord(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const match of text.matchAll(/[\p{L}\p{N}\u00ad]{2,}/gu)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set(
          Array.from(range.getClientRects())
            .filter((r) => r.width > 0)
            .map((r) => Math.round(r.top)),
        );
        if (lines.size > 1 && !match[0].includes('\u00ad')) broken.push(match[0]);
      }
    }
    return broken;
  });
}
