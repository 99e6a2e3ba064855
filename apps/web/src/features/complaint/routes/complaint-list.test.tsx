import { APP_ROUTES } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearToast } from '@/lib/toast.ts';
import { answerEndpoint } from '@/testing/answer-endpoint.ts';
import { fail, handleEndpoint } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { detailOf, listOf, SESSION_QUERY } from '../testing/complaint-fixture.ts';
import { currentQuery, renderComplaintPage } from '../testing/render-complaint-page.tsx';

afterEach(async () => {
  await clearToast();
});

const PAGE = `${APP_ROUTES.complaintList}?${SESSION_QUERY}`;

async function openList(list = listOf()) {
  const received = answerEndpoint(endpoints.problemList, list);
  renderComplaintPage(PAGE);
  await screen.findByRole('tablist', { name: 'My complaints' });
  return received;
}

const panel = () => screen.getByRole('tabpanel');
const entryTexts = () =>
  within(panel())
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('complaint list', () => {
  it("shows the server's tabs with their counts, the first one open", async () => {
    const received = await openList();
    expect(received).toHaveLength(1);
    expect(received[0]?.body).toEqual({});
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Submitted (2)',
      'In progress (0)',
      'Resolved (1)',
    ]);
    expect(tabs.map((tab) => tab.getAttribute('aria-selected'))).toEqual([
      'true',
      'false',
      'false',
    ]);
    expect(panel()).toHaveAccessibleName('Submitted');
    // Each entry: its type, time and content.
    expect(entryTexts()).toEqual([
      'Collection2026-11-20 10:15:00 PHTThe agent called my sister twice.',
      'Repayment2026-11-21 09:00:00 PHTMy payment is not showing yet.',
    ]);
  });

  it('switches the list with the tabs, without asking the server again', async () => {
    const user = userEvent.setup();
    const received = await openList();
    await user.click(screen.getByRole('tab', { name: /Resolved/ }));
    expect(screen.getByRole('tab', { name: /Resolved/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: /Submitted/ })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(panel()).toHaveAccessibleName('Resolved');
    expect(entryTexts()).toEqual(['Suggestion2026-10-02 16:40:00 PHTPlease add a dark mode.']);

    await user.click(screen.getByRole('tab', { name: /Submitted/ }));
    expect(entryTexts()).toHaveLength(2);
    expect(received).toHaveLength(1);
  });

  it('says so when a tab is empty', async () => {
    const user = userEvent.setup();
    await openList();
    expect(screen.queryByRole('heading', { name: 'Nothing here yet.' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: /In progress/ }));
    expect(within(panel()).getByRole('heading', { name: 'Nothing here yet.' })).toBeVisible();
    expect(entryTexts()).toEqual([]);
  });

  it('opens on the tab that holds the only complaint, not on an empty first tab', async () => {
    const list = listOf();
    const [submitted, inProgress, resolved] = list.tabs;
    await openList({ tabs: [{ ...submitted!, list: [] }, inProgress!, resolved!] });
    expect(screen.getByRole('tab', { name: /Resolved/ })).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Resolved');
    expect(entryTexts()).toHaveLength(resolved!.list.length);
  });

  it('says so when the borrower has no complaint at all', async () => {
    await openList({ tabs: [] });
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'Nothing here yet.' })).toBeVisible();
  });

  it('opens the detail of the entry chosen, keeping the session', async () => {
    const user = userEvent.setup();
    await openList();
    const details = answerEndpoint(endpoints.problemDetail, detailOf({ problemId: 'CP-102' }));
    await user.click(screen.getByRole('link', { name: /My payment is not showing yet/ }));

    expect(window.location.pathname).toBe(APP_ROUTES.complaintDetail);
    expect(currentQuery()).toEqual({ problemId: 'CP-102', sessionid: 's1' });
    expect(await screen.findByRole('heading', { name: 'Complaint details' })).toBeVisible();
    expect(details[0]?.body).toEqual({ problemId: 'CP-102' });
  });

  it("shows the server's message when the list is refused", async () => {
    server.use(
      handleEndpoint(endpoints.problemList, () =>
        fail(500, 'The service is busy, try again later'),
      ),
    );
    renderComplaintPage(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded.' }),
    ).toBeVisible();
    expect(screen.getAllByText('The service is busy, try again later').length).toBeGreaterThan(0);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});
