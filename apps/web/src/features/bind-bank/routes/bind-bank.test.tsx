import { APP_ROUTES, BUSINESS_CODE, KEYBOARD_THRESHOLD_PX } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/lib/messages.ts';
import { clearToast } from '@/lib/toast.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { installIosBridge } from '@/testing/render.tsx';
import { cardInitOf, ORDER_ID, ORDER_QUERY, PRODUCT_ID } from '../testing/bind-bank-fixture.ts';
import {
  answerBind,
  answerCardInit,
  renderBindBankPage,
} from '../testing/render-bind-bank-page.tsx';

let uninstallBridge: (() => void) | undefined;

afterEach(async () => {
  // Real timers first: a toast shown under fake ones must still be able to close.
  vi.useRealTimers();
  uninstallBridge?.();
  uninstallBridge = undefined;
  await clearToast();
});

/** Pretends to be the native shell for the calls of a binding; records their order. */
function installBindBridge() {
  const calls: string[] = [];
  uninstallBridge = installIosBridge({
    startBank: { postMessage: () => calls.push('startBank') },
    endBank: { postMessage: () => calls.push('endBank') },
    closeWebview: { postMessage: () => calls.push('closeWebview') },
  });
  return calls;
}

async function openBindBank(query = ORDER_QUERY, init = cardInitOf()) {
  const received = answerCardInit(init);
  renderBindBankPage(`${APP_ROUTES.bindBank}?${query}`);
  await screen.findByRole('tablist', { name: 'Account type' });
  return received;
}

const fieldNames = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => input.getAttribute('placeholder'))
    .concat(
      screen
        .getAllByRole('button', { name: /: / })
        .map((button) => button.getAttribute('aria-label')?.split(':')[0] ?? ''),
    );

describe('payment account page', () => {
  it('asks card-init for the page’s product and shows its fields under the title', async () => {
    const received = await openBindBank();
    expect(document.title).toContain('Payment account information');
    expect(received[0]?.body).toEqual({ product_id: PRODUCT_ID });
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByText('The 11-digit mobile number of your GCash account')).toBeVisible();
  });

  it('shows card type 1 by default, with GCash (90006) preferred over the first channel', async () => {
    await openBindBank();
    expect(screen.getByRole('button', { name: 'E-wallet: GCash' })).toBeVisible();
    expect(fieldNames().sort()).toEqual(['E-wallet', 'GCash number']);
  });

  it('the card-type tab switches the visible fields, and back', async () => {
    await openBindBank();
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    expect(screen.getByRole('tab', { name: 'Bank account' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(fieldNames().sort()).toEqual(['Account number', 'Bank']);
    expect(screen.queryByRole('textbox', { name: 'GCash number' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(fieldNames().sort()).toEqual(['E-wallet', 'GCash number']);
  });

  it('an enumerated field opens a picker: Cancel keeps the value, Confirm takes the choice', async () => {
    await openBindBank();
    await userEvent.click(screen.getByRole('button', { name: 'E-wallet: GCash' }));
    let picker = screen.getByRole('dialog', { name: 'E-wallet' });
    expect(within(picker).getByRole('radio', { name: 'GCash' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await userEvent.click(within(picker).getByRole('radio', { name: 'Maya' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'E-wallet: GCash' })).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'E-wallet: GCash' }));
    picker = screen.getByRole('dialog', { name: 'E-wallet' });
    await userEvent.click(within(picker).getByRole('radio', { name: 'Maya' }));
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // The chosen channel shows, and its own fields replace the other channel's.
    expect(screen.getByRole('button', { name: 'E-wallet: Maya' })).toBeVisible();
    expect(fieldNames().sort()).toEqual(['E-wallet', 'Maya number']);
  });

  it('an enumerated field with no value says Please choose until one is confirmed', async () => {
    await openBindBank();
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bank: Please choose' }));
    const picker = screen.getByRole('dialog', { name: 'Bank' });
    await userEvent.click(
      within(picker).getByRole('radio', { name: 'Bank of the Philippine Islands' }),
    );
    await userEvent.click(within(picker).getByRole('button', { name: 'Confirm' }));
    expect(
      screen.getByRole('button', { name: 'Bank: Bank of the Philippine Islands' }),
    ).toBeVisible();
  });

  it('account number fields keep digits only as they are typed', async () => {
    await openBindBank();
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    const input = screen.getByRole('textbox', { name: 'Account number' });
    await userEvent.type(input, '0917-abc 123.4');
    expect(input).toHaveValue('09171234');
  });

  it('an e-wallet number is read whole as autofilled, shown and bound as stored', async () => {
    installBindBridge();
    const received = answerBind(endpoints.bindCardNew);
    await openBindBank();
    const input = screen.getByRole('textbox', { name: 'GCash number' });
    input.focus();
    await userEvent.paste('+63 917 123 4567');
    expect(input).toHaveValue('09171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ gcashNumber: '09171234567' });
  });

  it('a required field left empty blocks Next with its message', async () => {
    const received = answerBind(endpoints.bindCardNew);
    await openBindBank();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please fill in GCash number')).toBeInTheDocument();
    expect(received).toHaveLength(0);
  });

  it('hides Next while the on-screen keyboard shrinks the viewport by more than 60 px', async () => {
    const fullHeight = window.innerHeight;
    await openBindBank();
    try {
      act(() => {
        window.innerHeight = fullHeight - KEYBOARD_THRESHOLD_PX;
        fireEvent(window, new Event('resize'));
      });
      expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
      act(() => {
        window.innerHeight = fullHeight - KEYBOARD_THRESHOLD_PX - 1;
        fireEvent(window, new Event('resize'));
      });
      expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
      act(() => {
        window.innerHeight = fullHeight;
        fireEvent(window, new Event('resize'));
      });
      expect(screen.getByRole('button', { name: 'Next' })).toBeVisible();
    } finally {
      window.innerHeight = fullHeight;
    }
  });

  it('binds the visible fields, then ends the bank session and closes the webview', async () => {
    const calls = installBindBridge();
    const received = answerBind(endpoints.bindCardNew);
    await openBindBank();
    // A value typed under the other card type is not sent.
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567890');
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'GCash number' }), '09171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    await vi.waitFor(() => expect(calls).toEqual(['startBank', 'endBank', 'closeWebview']));
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({
      cardType: '1',
      channelNumber: '90006',
      gcashNumber: '09171234567',
      product_id: PRODUCT_ID,
    });
    expect(await screen.findByText('Saved: 0917****567')).toBeInTheDocument();
    expect(window.location.pathname).toBe(APP_ROUTES.bindBank);
  });

  it('opened from an order (source=loanDetail) binds through that path and returns to the order', async () => {
    const calls = installBindBridge();
    const fromOrder = answerBind(endpoints.bindCardLoanDetail);
    const plain = answerBind(endpoints.bindCardNew);
    await openBindBank(`${ORDER_QUERY}&source=loanDetail`);
    await userEvent.click(screen.getByRole('tab', { name: 'Bank account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Bank: Please choose' }));
    await userEvent.click(screen.getByRole('radio', { name: 'BDO Unibank' }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '1234567890');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText(`Other page ${APP_ROUTES.loanDetail}`)).toBeVisible();
    const query = new URLSearchParams(window.location.search);
    expect(query.get('source')).toBe('loanDetail');
    expect(query.get('orderId')).toBe(ORDER_ID);
    expect(query.get('productId')).toBe(PRODUCT_ID);
    expect(query.get('sessionid')).toBe('s1');
    expect(plain).toHaveLength(0);
    expect(fromOrder[0]?.body).toEqual({
      cardType: '2',
      bankCode: 'BDO',
      bankAccountNumber: '1234567890',
      product_id: PRODUCT_ID,
    });
    // The bank session ends; the webview stays, back on the order.
    expect(calls).toEqual(['startBank', 'endBank']);
  });

  it('shows the server’s message when the bind is refused, and stays', async () => {
    const calls = installBindBridge();
    server.use(
      handleEndpoint(endpoints.bindCardNew, () =>
        fail(BUSINESS_CODE.bindFieldInvalid, 'GCash number must be 11 digits'),
      ),
    );
    await openBindBank();
    await userEvent.type(screen.getByRole('textbox', { name: 'GCash number' }), '0917');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('GCash number must be 11 digits')).toBeInTheDocument();
    expect(calls).toEqual(['startBank']);
    expect(screen.getByRole('textbox', { name: 'GCash number' })).toHaveValue('0917');
  });

  it('says so when the bind gets no answer, and a second Next tries again', async () => {
    const calls = installBindBridge();
    server.use(handleEndpoint(endpoints.bindCardNew, () => HttpResponse.error()));
    await openBindBank();
    await userEvent.type(screen.getByRole('textbox', { name: 'GCash number' }), '09171234567');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(messages.common.offline)).toBeInTheDocument();
    expect(calls).toEqual(['startBank']);

    const received = answerBind(endpoints.bindCardNew);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(calls).toEqual(['startBank', 'endBank', 'closeWebview']));
    expect(received).toHaveLength(1);
  });

  it('shows the card-init refusal as a notice instead of the form', async () => {
    server.use(
      handleEndpoint(endpoints.cardInit, () =>
        fail(BUSINESS_CODE.productNotFound, 'This product is not offered now'),
      ),
    );
    renderBindBankPage(`${APP_ROUTES.bindBank}?${ORDER_QUERY}`);
    const heading = await screen.findByRole('heading', {
      name: 'The account form could not be loaded.',
    });
    const notice = heading.closest('section') as HTMLElement;
    expect(within(notice).getByText('This product is not offered now')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});

describe('changing a bound account', () => {
  function answerCode() {
    const received: EndpointRequest<typeof endpoints.bindCardCode>[] = [];
    server.use(
      handleEndpoint(endpoints.bindCardCode, (request) => {
        received.push(request);
        return ok(endpoints.bindCardCode, { sent: true });
      }),
    );
    return received;
  }

  it('shows the bound account and sends the SMS code with the change', async () => {
    installBindBridge();
    const codes = answerCode();
    const received = answerBind(endpoints.bindCardNew);
    await openBindBank(ORDER_QUERY, cardInitOf({ bound: true, boundAccount: '0917****111' }));
    expect(screen.getByText(/Your payout account now: 0917\*\*\*\*111/)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: '60s' })).toBeDisabled();
    expect(codes).toHaveLength(1);
    expect(await screen.findByText('We sent the code by SMS.')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'GCash number' }), '09171234567');
    await userEvent.type(screen.getByRole('textbox', { name: 'SMS code' }), '12a3456');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await vi.waitFor(() => expect(received).toHaveLength(1));
    expect(received[0]?.body).toMatchObject({ gcashNumber: '09171234567', smsCode: '123456' });
  });

  it('says so when the code gets no answer, with no countdown', async () => {
    server.use(handleEndpoint(endpoints.bindCardCode, () => HttpResponse.error()));
    await openBindBank(ORDER_QUERY, cardInitOf({ bound: true, boundAccount: '0917****111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(messages.common.offline)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('keeps the picker’s choice while the resend countdown ticks', async () => {
    // The countdown's clock only: the toasts' own timers and animations stay real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    answerCode();
    await openBindBank(ORDER_QUERY, cardInitOf({ bound: true, boundAccount: '0917****111' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByRole('button', { name: '60s' });

    await userEvent.click(screen.getByRole('button', { name: 'E-wallet: GCash' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Maya' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    // The page behind the picker is hidden from the accessibility tree while it is open.
    expect(screen.getByRole('button', { name: '59s', hidden: true })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Maya' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'E-wallet: Maya' })).toBeVisible();
  });
});
