import type { Page } from '@playwright/test';

/**
 * Words that only an English sentence has (Filipino text borrows nouns like "loan", "order" or
 * "payment", never these): a visible text holding one of them is English.
 */
const ENGLISH_WORDS = [
  'the',
  'and',
  'your',
  'you',
  'with',
  'for',
  'this',
  'that',
  'from',
  'please',
  'of',
  'is',
  'are',
  'will',
  'be',
  'by',
  'or',
  'an',
  'to',
  'here',
  'now',
  'back',
  'what',
  'when',
  'has',
  'have',
  'not',
  'our',
  'we',
  'us',
  'my',
  'it',
];
// Lower case, or capitalised at a sentence's start: "OR-000001" or "IT" are no English words.
const FORMS = ENGLISH_WORDS.flatMap((word) => [word, word[0]!.toUpperCase() + word.slice(1)]);
const ENGLISH = new RegExp(`(^|[^\\p{L}])(${FORMS.join('|')})(?=[^\\p{L}]|$)`, 'u');

/**
 * Every visible text of the page (text nodes, labels, placeholders, alternative texts, the title)
 * that reads as English once the allowed texts (the spec's fixed texts, names) are taken out.
 */
export async function englishLeft(page: Page, allowed: readonly RegExp[]): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const visible = (element: Element | null) =>
      element instanceof HTMLElement &&
      element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent?.trim() ?? '';
      if (text && visible(walker.currentNode.parentElement)) found.push(text);
    }
    for (const element of document.querySelectorAll(
      '[aria-label], [placeholder], [alt], [title]',
    )) {
      if (!visible(element) && element.tagName !== 'IMG') continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.push(value);
      }
    }
    found.push(document.title);
    return found;
  });
  // An allowed text (a name, a fixed text) is taken out of what it stands in, then the rest read.
  const rest = (text: string) =>
    allowed.reduce((left, pattern) => left.replace(new RegExp(pattern.source, 'gu'), ' '), text);
  return [...new Set(texts)].filter((text) => ENGLISH.test(rest(text)));
}
