import { APP_ROUTES, type Locale, OFF_HOURS_CONSENT_WORDS } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadLocaleTexts } from '@/lib/i18n/catalogue.ts';
import { setLocale } from '@/lib/i18n/locale.ts';
import { clearToast } from '@/lib/toast.ts';
import { handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { loanDetailsOf, ORDER_ID, ORDER_QUERY } from '../testing/loan-details-fixture.ts';
import { answerLoanDetails, renderOrderPage } from '../testing/render-order-page.tsx';

const PAGE = `${APP_ROUTES.loanDetail}?${ORDER_QUERY}`;
const GRANTED_AT = '2026-03-01T21:30:05.000Z';

/** The server's side of the consent: what was granted, and every grant and withdrawal asked. */
function consentServer() {
  let granted: { grantedAt: string; words: string; language: Locale } | null = null;
  const asked: string[] = [];
  const answer = (orderId: string, language: Locale = 'en') =>
    ok(endpoints.offHoursConsent, {
      orderId,
      words: OFF_HOURS_CONSENT_WORDS[language],
      granted,
      mayGrant: true,
    });
  server.use(
    handleEndpoint(endpoints.offHoursConsent, ({ body }) => answer(body.orderId, body.language)),
    handleEndpoint(endpoints.grantOffHoursConsent, ({ body }) => {
      asked.push(`grant ${body.orderId} ${body.language}`);
      granted = {
        grantedAt: GRANTED_AT,
        words: OFF_HOURS_CONSENT_WORDS[body.language],
        language: body.language,
      };
      return answer(body.orderId, body.language);
    }),
    handleEndpoint(endpoints.withdrawOffHoursConsent, ({ body }) => {
      asked.push(`withdraw ${body.orderId}`);
      granted = null;
      return answer(body.orderId, body.language);
    }),
  );
  return asked;
}

async function openOverdueOrder() {
  answerLoanDetails(loanDetailsOf({ orderStatus: 180, noticeStatusText: 'Overdue' }));
  renderOrderPage(PAGE);
  await screen.findByRole('heading', { name: 'Overdue' });
}

afterEach(async () => {
  setLocale('en');
  await clearToast();
});

describe('calls outside the hours: the borrower’s own consent', () => {
  it('shows the words, keeps the time of the consent and lets the borrower take it back', async () => {
    const asked = consentServer();
    const user = userEvent.setup();
    await openOverdueOrder();
    const section = (
      await screen.findByRole('heading', { name: 'Calls before 6:00 AM or after 10:00 PM' })
    ).closest('section')!;
    expect(within(section).getByText(OFF_HOURS_CONSENT_WORDS.en)).toBeVisible();
    await user.click(
      within(section).getByRole('button', { name: 'I allow calls outside these hours' }),
    );
    expect(
      await within(section).findByText('You allowed it on 2026-03-02 05:30:05 PHT, agreeing to:'),
    ).toBeVisible();
    await user.click(within(section).getByRole('button', { name: 'Take back my permission' }));
    expect(
      await within(section).findByRole('button', { name: 'I allow calls outside these hours' }),
    ).toBeVisible();
    expect(asked).toEqual([`grant ${ORDER_ID} en`, `withdraw ${ORDER_ID}`]);
  });

  it('is not offered on an order that is not being repaid', async () => {
    consentServer();
    answerLoanDetails(loanDetailsOf({ orderStatus: 110, noticeStatusText: 'Under review' }));
    renderOrderPage(PAGE);
    await screen.findByRole('heading', { name: 'Under review' });
    expect(screen.queryByRole('heading', { name: /Calls before 6:00 AM/ })).toBeNull();
  });

  describe('in Filipino', () => {
    beforeAll(() => loadLocaleTexts('fil'));

    it('shows and stores the Filipino words', async () => {
      setLocale('fil');
      const asked = consentServer();
      const user = userEvent.setup();
      await openOverdueOrder();
      const heading = await screen.findByRole('heading', {
        name: 'Tawag bago mag-6:00 AM o pagkalipas ng 10:00 PM',
      });
      const section = heading.closest('section')!;
      expect(within(section).getByText(OFF_HOURS_CONSENT_WORDS.fil)).toBeVisible();
      await user.click(
        within(section).getByRole('button', {
          name: 'Pinapayagan ko ang tawag sa labas ng oras',
        }),
      );
      expect(
        await within(section).findByRole('button', { name: 'Bawiin ang pahintulot ko' }),
      ).toBeVisible();
      expect(asked).toEqual([`grant ${ORDER_ID} fil`]);
    });
  });
});
