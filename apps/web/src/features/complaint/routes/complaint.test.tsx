import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage.ts';
import { clearToast } from '@/lib/toast.ts';
import { answerEndpoint } from '@/testing/answer-endpoint.ts';
import { fail, handleEndpoint } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import {
  COLLECTION_ORDER,
  initOf,
  listOf,
  PLAIN_ORDER,
  SESSION_QUERY,
} from '../testing/complaint-fixture.ts';
import { currentQuery, renderComplaintPage } from '../testing/render-complaint-page.tsx';

afterEach(async () => {
  await clearToast();
});

const PAGE = `${APP_ROUTES.complaint}?${SESSION_QUERY}&orderId=${COLLECTION_ORDER.orderNo}`;

async function openStart(init = initOf()) {
  const received = answerEndpoint(endpoints.problemInit, init);
  renderComplaintPage(PAGE);
  await screen.findByRole('heading', { name: 'What is it about?' });
  return received;
}

const orderSection = () => screen.getByRole('region', { name: 'Your order' });
const typeButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

describe('complaint start page', () => {
  it("asks for the page's order and shows its card with the question types", async () => {
    const received = await openStart();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ orderId: COLLECTION_ORDER.orderNo });
    const card = orderSection();
    expect(within(card).getByText('PesoNow Plus')).toBeVisible();
    expect(within(card).getByText('PN-TEST-180')).toBeVisible();
    expect(within(card).getByText('₱5,000.00')).toBeVisible();
    expect(within(card).queryByText('PesoNow Flex')).not.toBeInTheDocument();
    for (const name of ['Collection', 'Repayment', 'Suggestion']) {
      expect(typeButton(name)).toBeEnabled();
    }
    // Sub-types stay folded until the collection type is opened.
    expect(screen.queryByRole('list', { name: 'What happened?' })).not.toBeInTheDocument();
  });

  it("offers 'All' only when the borrower has more than one order", async () => {
    await openStart(initOf({ orderList: [COLLECTION_ORDER] }));
    expect(screen.getByText('PesoNow Plus')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
  });

  it("switches to another order through 'All', which then refuses the collection type", async () => {
    const user = userEvent.setup();
    await openStart();
    const all = screen.getByRole('button', { name: 'All' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    await user.click(all);
    const choices = screen.getByRole('radiogroup', { name: 'Choose the order this is about' });
    const radios = within(choices).getAllByRole('radio');
    expect(radios).toHaveLength(2);
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(radios[1]).toHaveAttribute('aria-checked', 'false');

    await user.click(within(choices).getByRole('radio', { name: /PesoNow Flex/ }));
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(within(orderSection()).getByText('PesoNow Flex')).toBeVisible();
    expect(within(orderSection()).queryByText('PesoNow Plus')).not.toBeInTheDocument();
    expect(typeButton('Collection')).toBeDisabled();
    expect(
      screen.getByText('The selected order does not support sending collection types'),
    ).toBeVisible();
    // The other types stay open to it.
    expect(typeButton('Repayment')).toBeEnabled();
  });

  it('disables the collection type, with the spec message, when the order has isShow 0', async () => {
    const user = userEvent.setup();
    await openStart(initOf({ orderDetail: PLAIN_ORDER }));
    expect(typeButton('Collection')).toBeDisabled();
    expect(
      screen.getByText('The selected order does not support sending collection types'),
    ).toBeVisible();
    await user.click(typeButton('Collection'));
    expect(screen.queryByRole('list', { name: 'What happened?' })).not.toBeInTheDocument();
    expect(window.location.pathname).toBe(APP_ROUTES.complaint);
  });

  it('reveals the sub-types under the collection type, and folds them again', async () => {
    const user = userEvent.setup();
    await openStart();
    expect(
      screen.queryByText('The selected order does not support sending collection types'),
    ).not.toBeInTheDocument();
    await user.click(typeButton('Collection'));
    expect(typeButton('Collection')).toHaveAttribute('aria-expanded', 'true');
    const subTypes = screen.getByRole('list', { name: 'What happened?' });
    expect(
      within(subTypes)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Rude or threatening language', 'Contacting my family or friends']);
    expect(window.location.pathname).toBe(APP_ROUTES.complaint);
    await user.click(typeButton('Collection'));
    expect(screen.queryByRole('list', { name: 'What happened?' })).not.toBeInTheDocument();
  });

  it('opens the form with the collection type, the sub-type and the order', async () => {
    const user = userEvent.setup();
    await openStart();
    const formInit = answerEndpoint(endpoints.problemInitGet, initOf());
    await user.click(typeButton('Collection'));
    await user.click(screen.getByRole('button', { name: 'Contacting my family or friends' }));

    expect(window.location.pathname).toBe(APP_ROUTES.complaintForm);
    expect(currentQuery()).toMatchObject({
      problemType: '1',
      problemSonType: '2',
      orderNo: COLLECTION_ORDER.orderNo,
      sessionid: 's1',
    });
    // The choice is also kept in the spec's storage groups.
    expect(storage.get('order')).toEqual({ orderNo: COLLECTION_ORDER.orderNo });
    expect(storage.get('enum')).toEqual({ problemType: 1, problemSonType: 2 });
    // The form shows the chosen type and sub-type.
    const tags = await screen.findByRole('list', { name: 'What is it about?' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Collection', 'Contacting my family or friends']);
    expect(formInit[0]?.body).toMatchObject({ orderId: COLLECTION_ORDER.orderNo });
  });

  it('opens the form directly for another type, with sub-type 0 and the order chosen in All', async () => {
    const user = userEvent.setup();
    await openStart();
    answerEndpoint(endpoints.problemInitGet, initOf());
    await user.click(screen.getByRole('button', { name: 'All' }));
    await user.click(screen.getByRole('radio', { name: /PesoNow Flex/ }));
    await user.click(typeButton('Repayment'));

    expect(window.location.pathname).toBe(APP_ROUTES.complaintForm);
    expect(currentQuery()).toMatchObject({
      problemType: '2',
      problemSonType: '0',
      orderNo: PLAIN_ORDER.orderNo,
      sessionid: 's1',
    });
    const tags = await screen.findByRole('list', { name: 'What is it about?' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Repayment']);
  });

  it('says there is nothing to complain about without an order', async () => {
    answerEndpoint(endpoints.problemInit, initOf({ orderDetail: null, orderList: [] }));
    renderComplaintPage(PAGE);
    expect(
      await screen.findByRole('heading', {
        name: 'You have no orders yet: there is nothing to complain about.',
      }),
    ).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'What is it about?' })).not.toBeInTheDocument();
  });

  it("shows the server's message when the start data is refused", async () => {
    server.use(handleEndpoint(endpoints.problemInit, () => fail(2002, 'Order not found')));
    renderComplaintPage(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getAllByText('Order not found').length).toBeGreaterThan(0);
  });

  it('leads to the complaint list from the header', async () => {
    const user = userEvent.setup();
    await openStart();
    answerEndpoint(endpoints.problemList, listOf());
    await user.click(
      screen.getByRole('link', { name: 'My complaints: see what you sent and the replies' }),
    );
    expect(window.location.pathname).toBe(APP_ROUTES.complaintList);
    expect(currentQuery()).toMatchObject({ sessionid: 's1' });
    expect(await screen.findByRole('tablist', { name: 'My complaints' })).toBeVisible();
  });
});
