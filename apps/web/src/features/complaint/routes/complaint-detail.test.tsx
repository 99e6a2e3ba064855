import { APP_ROUTES, RATING_DIALOG_DELAY_MS } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToast } from '@/lib/toast.ts';
import { answerEndpoint } from '@/testing/answer-endpoint.ts';
import { type EndpointRequest, fail, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { detailOf, SESSION_QUERY } from '../testing/complaint-fixture.ts';
import { renderComplaintPage } from '../testing/render-complaint-page.tsx';

afterEach(async () => {
  await clearToast();
});

const PAGE = `${APP_ROUTES.complaintDetail}?${SESSION_QUERY}&problemId=CP-101`;

async function openDetail(overrides: Parameters<typeof detailOf>[0] = {}) {
  const received = answerEndpoint(endpoints.problemDetail, detailOf(overrides));
  renderComplaintPage(PAGE);
  await screen.findByRole('heading', { name: 'Your message' });
  return received;
}

const images = (name: string) =>
  within(screen.getByRole('list', { name }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('src'));

describe('complaint detail', () => {
  it('shows the type, sub-type, rows, text and photos of the complaint', async () => {
    const received = await openDetail({ isNeedScore: 0 });
    expect(received[0]?.body).toEqual({ problemId: 'CP-101' });
    expect(screen.getByText('Type')).toBeVisible();
    expect(screen.getByText('Collection')).toBeVisible();
    expect(screen.getByText('Sub-type')).toBeVisible();
    expect(screen.getByText('Contacting my family or friends')).toBeVisible();
    expect(screen.getByText('Order number')).toBeVisible();
    expect(screen.getByText('PN-TEST-180')).toBeVisible();
    expect(screen.getByText('The agent called my sister twice.')).toBeVisible();
    expect(images('Your photos')).toEqual(['/api/uploads/mine-1.png', '/api/uploads/mine-2.png']);
  });

  it('leaves out an empty sub-type and the photo list when there are none', async () => {
    await openDetail({ sonType: '', images: [], isNeedScore: 0 });
    expect(screen.queryByText('Sub-type')).not.toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your photos' })).not.toBeInTheDocument();
  });

  it("shows customer service's reply and photos under Process Result", async () => {
    await openDetail({ isNeedScore: 0 });
    expect(screen.getByRole('heading', { name: 'Process Result' })).toBeVisible();
    expect(screen.getByText('Customer service')).toBeVisible();
    expect(screen.getByText('We spoke to the agency; it will not happen again.')).toBeVisible();
    expect(images('Photos from customer service')).toEqual(['/api/uploads/reply-1.png']);
  });

  it('shows Process Result for reply photos alone', async () => {
    await openDetail({ disposeDetail: '', isNeedScore: 0 });
    expect(screen.getByRole('heading', { name: 'Process Result' })).toBeVisible();
    expect(images('Photos from customer service')).toEqual(['/api/uploads/reply-1.png']);
  });

  it('has no Process Result before customer service answered', async () => {
    await openDetail({ disposeDetail: '', disposeImages: [], isNeedScore: 0 });
    expect(screen.queryByRole('heading', { name: 'Process Result' })).not.toBeInTheDocument();
    expect(screen.queryByText('Customer service')).not.toBeInTheDocument();
  });

  it('says the page cannot be shown without a problemId, asking nothing', async () => {
    const received = answerEndpoint(endpoints.problemDetail, detailOf());
    renderComplaintPage(`${APP_ROUTES.complaintDetail}?${SESSION_QUERY}`);
    expect(screen.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
    expect(received).toEqual([]);
  });

  it("shows the server's message for a complaint that is not the borrower's", async () => {
    server.use(
      handleEndpoint(endpoints.problemDetail, () => fail(2301, 'This complaint was not found')),
    );
    renderComplaintPage(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getAllByText('This complaint was not found').length).toBeGreaterThan(0);
  });
});

describe('rating dialog', () => {
  // Time runs (the page's calls need it); the tests move it on by the dialog's 3 s.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  });

  function answerScore() {
    const received: EndpointRequest<typeof endpoints.saveScore>[] = [];
    server.use(
      handleEndpoint(endpoints.saveScore, (request) => {
        received.push(request);
        return ok(endpoints.saveScore, { score: Number(request.body.score) });
      }),
    );
    return received;
  }

  const ratingDialog = () => screen.queryByRole('dialog', { name: 'Please rate this service' });
  const ratedToast = () => screen.queryByText('Successful demonstration！');
  /** A toast of an earlier test may still be leaving: the next must be this test's own. */
  const noToastYet = () => waitFor(() => expect(ratedToast()).not.toBeInTheDocument());
  const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

  async function waitForDialog() {
    await act(() => vi.advanceTimersByTimeAsync(RATING_DIALOG_DELAY_MS));
    return screen.findByRole('dialog', { name: 'Please rate this service' });
  }

  it('opens 3 s after load when a score is needed, with five stars, Cancel and Send', async () => {
    await openDetail({ isNeedScore: 1 });
    await act(() => vi.advanceTimersByTimeAsync(RATING_DIALOG_DELAY_MS - 1000));
    expect(ratingDialog()).not.toBeInTheDocument();
    const dialog = await waitForDialog();
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((star) => star.getAttribute('value')),
    ).toEqual(['1', '2', '3', '4', '5']);
    expect(within(dialog).getByRole('group', { name: 'Your rating' })).toBeVisible();
    expect(within(dialog).getByRole('radio', { name: '1 star' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeVisible();
  });

  it('does not open when no score is needed', async () => {
    await openDetail({ isNeedScore: 0 });
    await act(() => vi.advanceTimersByTimeAsync(RATING_DIALOG_DELAY_MS * 2));
    expect(ratingDialog()).not.toBeInTheDocument();
  });

  it('asks for a star first and sends nothing', async () => {
    const received = answerScore();
    await openDetail();
    const dialog = await waitForDialog();
    await user().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please choose at least one star.')).toBeInTheDocument();
    expect(received).toEqual([]);
    expect(ratingDialog()).toBeInTheDocument();
  });

  it.each([1, 3, 5])('sends a rating of %i, closes and says so', async (stars) => {
    const received = answerScore();
    await openDetail();
    const dialog = await waitForDialog();
    const label = stars === 1 ? '1 star' : `${stars} stars`;
    await user().click(within(dialog).getByRole('radio', { name: label }));
    const filled = [...dialog.querySelectorAll('[data-filled]')].map((star) =>
      star.getAttribute('data-filled'),
    );
    expect(filled).toEqual([1, 2, 3, 4, 5].map((n) => String(n <= stars)));
    await noToastYet();
    await user().click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Successful demonstration！')).toBeInTheDocument();
    await waitFor(() => expect(ratingDialog()).not.toBeInTheDocument());
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({ problemId: 'CP-101', score: stars });
    // Rated: it does not come back.
    await act(() => vi.advanceTimersByTimeAsync(RATING_DIALOG_DELAY_MS * 2));
    expect(ratingDialog()).not.toBeInTheDocument();
  });

  it('stays open with the server message when the score is refused', async () => {
    server.use(
      handleEndpoint(endpoints.saveScore, () => fail(2305, 'This complaint is rated already')),
    );
    await openDetail();
    const dialog = await waitForDialog();
    await user().click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await noToastYet();
    await user().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This complaint is rated already')).toBeInTheDocument();
    expect(ratingDialog()).toBeInTheDocument();
    expect(ratedToast()).not.toBeInTheDocument();
  });

  it('says so when the score gets no answer, and stays open', async () => {
    server.use(handleEndpoint(endpoints.saveScore, () => HttpResponse.error()));
    await openDetail();
    const dialog = await waitForDialog();
    await user().click(within(dialog).getByRole('radio', { name: '4 stars' }));
    await user().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('You are offline. Check your mobile data or Wi-Fi, then try again.'),
    ).toBeInTheDocument();
    expect(ratingDialog()).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: '4 stars' })).toBeChecked();
  });

  it('closes on Cancel without sending', async () => {
    const received = answerScore();
    await openDetail();
    const dialog = await waitForDialog();
    await user().click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(ratingDialog()).not.toBeInTheDocument());
    expect(received).toEqual([]);
    // The page behind is reachable again.
    expect(screen.getByRole('heading', { name: 'Your message' })).toBeVisible();
  });
});
