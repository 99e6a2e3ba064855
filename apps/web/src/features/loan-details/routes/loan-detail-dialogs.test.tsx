import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageLocation } from '@/lib/page-location.ts';
import { clearToast } from '@/lib/toast.ts';
import { fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import {
  loanDetailsOf,
  ORDER_ID,
  ORDER_QUERY,
  PRODUCT_ID,
} from '../testing/loan-details-fixture.ts';
import { answerLoanDetails, currentQuery, renderOrderPage } from '../testing/render-order-page.tsx';

const PAGE = `${APP_ROUTES.loanDetail}?${ORDER_QUERY}`;

let uninstallBridge: (() => void) | undefined;
afterEach(async () => {
  uninstallBridge?.();
  uninstallBridge = undefined;
  document.cookie = 'showBankTip=; path=/; max-age=0';
  await clearToast();
});

async function openOrder(overrides: Parameters<typeof loanDetailsOf>[0]) {
  answerLoanDetails(loanDetailsOf(overrides));
  renderOrderPage(PAGE);
  // A dialog open on arrival hides the page behind it from assistive technology.
  await screen.findByRole('heading', { name: 'Loan disbursed', hidden: true });
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });

async function expectClosed(name: string) {
  await waitFor(() => expect(dialog(name)).not.toBeInTheDocument());
}

describe('Kind tips', () => {
  const tips = { KindTipsMsg: 'Keep your bank card ready.' };

  it('shows the tips until confirmed', async () => {
    const user = userEvent.setup();
    await openOrder(tips);
    expect(await screen.findByRole('dialog', { name: 'Kind tips' })).toHaveTextContent(
      'Keep your bank card ready.',
    );
    // While it is open the page behind cannot be reached.
    expect(screen.queryByRole('heading', { name: 'Loan disbursed' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await expectClosed('Kind tips');
    expect(screen.getByRole('heading', { name: 'Loan disbursed' })).toBeVisible();
  });

  it('stays hidden once the borrower went to repayment in this session', async () => {
    const user = userEvent.setup();
    await openOrder(tips);
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await user.click(screen.getByRole('button', { name: 'Repayment' }));
    await screen.findByText(`Other page ${APP_ROUTES.repayment}`);
    cleanup();

    await openOrder(tips);
    expect(dialog('Kind tips')).not.toBeInTheDocument();
  });

  it('does not show without a message', async () => {
    await openOrder({});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('withdraw prompt', () => {
  const approved = {
    orderStatus: 151,
    h5Url: `${APP_ROUTES.loanWithdraw}?productId=${PRODUCT_ID}&orderId=${ORDER_ID}`,
    reyMsg: 'Your loan is approved. Withdraw it now?',
  };

  it('opens h5Url with the session parameters on Withdraw Now', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    await openOrder(approved);
    const prompt = await screen.findByRole('dialog', { name: 'Withdraw your loan' });
    expect(prompt).toHaveTextContent(approved.reyMsg);
    await user.click(within(prompt).getByRole('button', { name: 'Withdraw Now' }));
    const target = new URL(assign.mock.calls[0]?.[0] ?? '');
    expect(target.origin).toBe(window.location.origin);
    expect(target.pathname).toBe(APP_ROUTES.loanWithdraw);
    expect(target.searchParams.get('sessionid')).toBe('s1');
    expect(target.searchParams.get('orderId')).toBe(ORDER_ID);
  });

  it('closes on Cancel, staying on the page, where Withdraw Now stays', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(pageLocation, 'assign').mockImplementation(() => {});
    await openOrder(approved);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await expectClosed('Withdraw your loan');
    expect(assign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Withdraw Now' }));
    expect(new URL(assign.mock.calls[0]?.[0] ?? '').pathname).toBe(APP_ROUTES.loanWithdraw);
  });

  it('does not show without h5Url', async () => {
    await openOrder({ ...approved, h5Url: '' });
    expect(dialog('Withdraw your loan')).not.toBeInTheDocument();
  });
});

describe('rating', () => {
  function answerScore() {
    const bodies: unknown[] = [];
    server.use(
      handleEndpoint(endpoints.googleScore, ({ body }) => {
        bodies.push(body);
        return ok(endpoints.googleScore, null);
      }),
    );
    return bodies;
  }

  it('asks for a star first, in English', async () => {
    const user = userEvent.setup();
    const bodies = answerScore();
    await openOrder({ isScore: '1' });
    await screen.findByRole('dialog', { name: 'Rate your experience' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please choose at least one star.')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('fills stars 1 to n, and thanks the borrower below 4 stars', async () => {
    const user = userEvent.setup();
    const goRate = vi.fn();
    uninstallBridge = installIosBridge({ goRate: { postMessage: goRate } });
    const bodies = answerScore();
    await openOrder({ isScore: '1' });
    await user.click(await screen.findByRole('radio', { name: '3 stars' }));
    const filled = [...document.querySelectorAll('[data-filled]')].map((star) =>
      star.getAttribute('data-filled'),
    );
    expect(filled).toEqual(['true', 'true', 'true', 'false', 'false']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument();
    await expectClosed('Rate your experience');
    expect(bodies).toEqual([{ score: 5 }]);
    expect(goRate).not.toHaveBeenCalled();
  });

  it('sends 4 stars or more to the native rate-app action', async () => {
    const user = userEvent.setup();
    const goRate = vi.fn();
    uninstallBridge = installIosBridge({ goRate: { postMessage: goRate } });
    answerScore();
    await openOrder({ isScore: '1' });
    await user.click(await screen.findByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(goRate).toHaveBeenCalledOnce());
    await expectClosed('Rate your experience');
    expect(dialog('Thank you!')).not.toBeInTheDocument();
  });

  it('stays open when the server refuses the score', async () => {
    const user = userEvent.setup();
    server.use(handleEndpoint(endpoints.googleScore, () => fail(2004, 'Already rated')));
    await openOrder({ isScore: '1' });
    await user.click(await screen.findByRole('radio', { name: '2 stars' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Already rated')).toBeInTheDocument();
    expect(dialog('Rate your experience')).toBeInTheDocument();
  });
});

describe('bank-card dialog', () => {
  const card = {
    cardNeedPop: 1,
    cardPopTitle: 'Bind your bank card',
    cardPopMsg: 'We need an account to send your money to.',
  };

  it('closes with its close icon', async () => {
    const user = userEvent.setup();
    await openOrder(card);
    expect(await screen.findByRole('dialog', { name: card.cardPopTitle })).toHaveTextContent(
      card.cardPopMsg,
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed(card.cardPopTitle);
    expect(window.location.pathname).toBe(APP_ROUTES.loanDetail);
  });

  it('goes to bind the card, marked as coming from the order details', async () => {
    const user = userEvent.setup();
    await openOrder(card);
    await user.click(await screen.findByRole('button', { name: 'Go and bind the card' }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.bindBank}`)).toBeVisible();
    expect(currentQuery()).toMatchObject({
      source: 'loanDetail',
      productId: PRODUCT_ID,
      orderId: ORDER_ID,
      sessionid: 's1',
    });
  });
});

describe('an approved loan without a payout account', () => {
  it('asks for the account, not for the withdrawal, and keeps a button to add it', async () => {
    const user = userEvent.setup();
    await openOrder({
      orderStatus: 151,
      h5Url: `${APP_ROUTES.loanWithdraw}?productId=${PRODUCT_ID}&orderId=${ORDER_ID}`,
      reyMsg: 'Withdraw it now?',
      cardNeedPop: 1,
      cardPopTitle: 'Add a payout account',
    });
    await screen.findByRole('dialog', { name: 'Add a payout account' });
    expect(dialog('Withdraw your loan')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await expectClosed('Add a payout account');
    expect(dialog('Withdraw your loan')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw Now' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a payout account' }));
    expect(await screen.findByText(`Other page ${APP_ROUTES.bindBank}`)).toBeVisible();
    expect(currentQuery()).toMatchObject({ source: 'loanDetail', orderId: ORDER_ID });
  });
});

describe('several dialogs due at once', () => {
  it('shows them one after the other', async () => {
    const user = userEvent.setup();
    await openOrder({ KindTipsMsg: 'Keep your bank card ready.', isScore: '1' });
    await screen.findByRole('dialog', { name: 'Kind tips' });
    expect(dialog('Rate your experience')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('dialog', { name: 'Rate your experience' })).toBeVisible();
  });
});
