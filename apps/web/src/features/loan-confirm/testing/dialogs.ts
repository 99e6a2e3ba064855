import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/** antd-mobile's popups ignore the pointer until their opening animation ends. */
export async function waitUntilInteractive(dialog: HTMLElement): Promise<void> {
  const animated = dialog.firstElementChild as HTMLElement;
  await waitFor(() => expect(animated.style.pointerEvents).not.toBe('none'));
}
