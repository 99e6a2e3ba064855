import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setPageTitle, usePageTitle } from './page-title.ts';

function Screen({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

describe('page title', () => {
  it('sets the document title', () => {
    setPageTitle('Customer service');
    expect(document.title).toBe('Customer service');
  });

  it('follows the screen shown', () => {
    const { rerender } = render(<Screen title="One" />);
    expect(document.title).toBe('One');
    rerender(<Screen title="Two" />);
    expect(document.title).toBe('Two');
  });
});
