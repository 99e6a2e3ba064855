import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WholeWords } from './whole-words.tsx';

/** The tokens kept whole, in order. */
function wholeIn(text: string): string[] {
  const { container } = render(
    <p>
      <WholeWords>{text}</WholeWords>
    </p>,
  );
  expect(container.textContent).toBe(text);
  return [...container.querySelectorAll('span span')].map((span) => span.textContent ?? '');
}

describe('whole words', () => {
  it('keeps codes and order numbers whole, with their brackets', () => {
    expect(wholeIn('Code PN919321978965 for loan (PN-DEMO-174).')).toEqual([
      'PN919321978965',
      '(PN-DEMO-174).',
    ]);
    expect(wholeIn('Resibo OR-000001')).toEqual(['OR-000001']);
  });

  it('keeps hyphenated words whole and leaves plain words to wrap', () => {
    expect(wholeIn('Sumasang-ayon')).toEqual(['Sumasang-ayon']);
    expect(wholeIn('I-withdraw na')).toEqual(['I-withdraw']);
    expect(wholeIn('Mag-loan na ngayon')).toEqual(['Mag-loan']);
    expect(wholeIn('Pay the exact amount in cash')).toEqual([]);
  });

  it('leaves short numbers and amounts to the line breaker', () => {
    expect(wholeIn('91 araw, ₱5,455.00 sa 1 hulog')).toEqual([]);
  });
});
