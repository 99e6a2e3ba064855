import type { ReactNode } from 'react';
import styles from './whole-words.module.css';

/**
 * A token never broken across lines: a code or an order number (letters and at least one digit,
 * 6 or more characters: "PN919321978965", "PN-DEMO-174", "OR-000001") or a hyphenated word
 * ("Sumasang-ayon", "I-withdraw"), with any brackets and punctuation around it, so no ")" is left
 * alone on a line either.
 */
const WHOLE =
  /([(["'“‘]*(?:(?=[\p{L}\p{N}-]*\p{N})[\p{L}\p{N}][\p{L}\p{N}-]{5,}|\p{L}+(?:-[\p{L}\p{N}]+)+)[)\]"'”’.,:;!?]*)/u;

/** `text` with its whole tokens each in a no-wrap span; a text without any comes back as it was. */
export function wholeWords(text: string): ReactNode {
  const parts = text.split(new RegExp(WHOLE.source, 'gu'));
  if (parts.length === 1) return text;
  // One element around the parts: in a flex container (a button, a link styled as one) the runs
  // would become flex items of their own and lose the spaces between them.
  return (
    <span>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
          <span key={index} className={styles.whole}>
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

/** `children` with its codes, numbers and hyphenated words kept whole (see `wholeWords`). */
export function WholeWords({ children }: { children: string }) {
  return <>{wholeWords(children)}</>;
}
