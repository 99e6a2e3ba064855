import { afterEach, describe, expect, it } from 'vitest';
import { setLocale } from '@/lib/i18n/locale.ts';
import { paymentGuide } from './payment-guide.ts';

describe('the payment-channel guide', () => {
  afterEach(() => setLocale('en'));

  it('shows illustrations whose words are in the reader’s language', () => {
    const images = () => paymentGuide().map((section) => section.image.src.split('/').pop());
    expect(images()).toEqual(['guide-ewallet.svg', 'guide-store.svg']);
    setLocale('fil');
    expect(images()).toEqual(['guide-ewallet-fil.svg', 'guide-store-fil.svg']);
    expect(paymentGuide()[0]?.image.alt).toBe('Pagbayad ng bills sa e-wallet, hakbang-hakbang');
  });
});
