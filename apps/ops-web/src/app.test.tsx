import type { OrderCollections, OrderList, SignInBody, Worklist } from '@loan/contract/ops';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from './app.tsx';
import { IDLE_NOTICE } from './lib/session.tsx';
import { server } from './testing/msw-server.ts';
import {
  applicantOf,
  DASHBOARD,
  ok,
  opsGet,
  opsPost,
  refused,
  sessionOf,
} from './testing/ops-handlers.ts';

const UNAUTHORIZED = () => refused(401, 'Unauthorized');

function at(path: string) {
  window.history.replaceState(null, '', `/ops${path}`);
  return render(<App />);
}

describe('signing in', () => {
  it('asks for email and password, then the code, and shows what the role may open', async () => {
    let signedIn = false;
    const sent: SignInBody[] = [];
    server.use(
      opsGet('/session', () => (signedIn ? sessionOf('approver') : UNAUTHORIZED())),
      opsPost('/session', (body) => {
        sent.push(body as SignInBody);
        signedIn = true;
        return ok({ email: 'approver@lender.example', role: 'approver', csrfToken: 'x' });
      }),
      opsGet('/dashboard', () => DASHBOARD),
    );
    const user = userEvent.setup();
    at('/');
    await user.type(await screen.findByLabelText('Email'), 'approver@lender.example');
    await user.type(screen.getByLabelText('Password'), 'a long passphrase');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Today, 2026-03-02' })).toBeVisible();
    expect(sent).toEqual([
      { email: 'approver@lender.example', password: 'a long passphrase', code: '123456' },
    ]);
    const nav = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(nav).getByRole('link', { name: 'Applications' })).toBeVisible();
    expect(within(nav).queryByRole('link', { name: 'Collections' })).toBeNull();
    expect(within(nav).queryByRole('link', { name: 'Operators' })).toBeNull();
    expect(screen.getByText('approver', { selector: '.badge' })).toBeVisible();
    // The approver's dashboard has no complaint figures (the server sends none).
    expect(screen.queryByText('Complaints waiting for a reply')).toBeNull();
  });

  it('shows the server refusal and starts again from the password', async () => {
    server.use(
      opsGet('/session', UNAUTHORIZED),
      opsPost('/session', () => refused(401, 'Wrong email, password or code')),
    );
    const user = userEvent.setup();
    at('/');
    await user.type(await screen.findByLabelText('Email'), 'a@lender.example');
    await user.type(screen.getByLabelText('Password'), 'wrong one');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.type(screen.getByLabelText('Authenticator code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email, password or code');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('says the session ended when a call answers 401 after idling', async () => {
    server.use(
      opsGet('/session', () => sessionOf('admin')),
      opsGet('/dashboard', UNAUTHORIZED),
    );
    at('/');
    expect(await screen.findByRole('status')).toHaveTextContent(IDLE_NOTICE);
    expect(screen.getByLabelText('Email')).toBeVisible();
  });
});

describe('the applications queue', () => {
  const list: OrderList = {
    orders: [
      {
        orderId: 'PN-1',
        phone: '09171234567',
        productId: '1002',
        status: 110,
        statusName: 'under review',
        principal: 1_000_000,
        appliedAt: '2026-03-02T01:00:00.000Z',
        withdrawnAt: null,
        releaseDate: null,
        dueDate: null,
      },
    ],
    next: null,
  };

  it('needs a reason, and sends it with the CSRF token', async () => {
    const posted: { body: unknown; csrf: string | null }[] = [];
    server.use(
      opsGet('/session', () => sessionOf('approver')),
      opsGet('/orders', () => list),
      opsGet('/orders/PN-1/applicant', () => applicantOf('PN-1')),
      opsPost('/orders/PN-1/reject', (body, request) => {
        posted.push({ body, csrf: request.headers.get('x-csrf-token') });
        return ok({ ...list.orders[0], status: 21, events: [] });
      }),
    );
    const user = userEvent.setup();
    at('/applications');
    // Who applied, their photos and each rule, beside the decision.
    expect(await screen.findByText('Maria Santos Reyes')).toBeVisible();
    expect(screen.getByRole('img', { name: 'ID of Maria Santos Reyes' })).toHaveAttribute(
      'src',
      '/api/ops/orders/PN-1/applicant/idPhoto',
    );
    expect(screen.getByRole('heading', { name: 'Credit policy: Review' })).toBeVisible();
    expect(screen.getByRole('row', { name: /Income against repayment Review/ })).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give the reason for the decision.');
    expect(posted).toEqual([]);
    await user.type(screen.getByLabelText('Reason for the decision'), 'Income not verified');
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('PN-1 rejected.')).toBeVisible();
    expect(posted).toEqual([{ body: { note: 'Income not verified' }, csrf: 'csrf-of-approver' }]);
  });

  it('shows neither the applicant nor decision buttons to a role that may not decide', async () => {
    server.use(
      opsGet('/session', () => sessionOf('support')),
      opsGet('/orders', () => list),
    );
    at('/applications');
    expect(await screen.findByRole('link', { name: 'PN-1' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /Credit policy/ })).toBeNull();
  });
});

describe('collections', () => {
  const borrowerNow = {
    partyId: 'borrower',
    party: 'borrower' as const,
    name: 'Borrower',
    phone: '09171234567',
    allowed: false,
    basis: null,
    reason: 'outside-hours' as const,
    why: 'SEC MC 18 s.2019: no contact before 06:00:00 or after 22:00:00 Philippine time; it is 05:59:59 PHT',
  };
  const guarantorNow = {
    ...borrowerNow,
    partyId: 'party-1',
    party: 'guarantor' as const,
    name: 'Maria Santos',
    phone: '09175550101',
  };
  const worklist: Worklist = {
    bucket: '1-30',
    today: '2026-03-02',
    at: '2026-03-01T21:59:59.000Z',
    phClock: '05:59:59',
    items: [
      {
        orderId: 'PN-9',
        phone: '09171234567',
        productId: '1002',
        status: 180,
        statusName: 'overdue',
        principal: 1_000_000,
        appliedAt: '2026-01-02T01:00:00.000Z',
        withdrawnAt: null,
        releaseDate: '2026-01-03',
        dueDate: '2026-02-20',
        daysPastDue: 10,
        outstanding: 1_208_500,
        consentedToOffHours: false,
        contactNow: [borrowerNow, guarantorNow],
        lastContact: null,
      },
    ],
  };
  const log: OrderCollections = {
    orderId: 'PN-9',
    daysPastDue: 10,
    at: worklist.at,
    phClock: '05:59:59',
    consentedToOffHours: true,
    offHoursConsent: {
      grantedAt: '2026-03-01T21:30:00.000Z',
      words: 'I allow the lender to call me before 6:00 AM.',
      language: 'en',
    },
    parties: [
      {
        id: 'party-1',
        kind: 'guarantor',
        name: 'Maria Santos',
        phone: '09175550101',
        relation: 'sister',
        borrowerConsent: 'on the 10:00 call',
        addedBy: 'ops:collector@lender.example',
        addedAt: '2026-03-01T02:00:00.000Z',
      },
    ],
    contactNow: [
      { ...borrowerNow, allowed: true, basis: 'borrower-consent', reason: null },
      guarantorNow,
    ],
    contacts: [],
  };

  it('says who may be contacted now, shows the borrower’s consent and the reason a contact is refused', async () => {
    const reason = guarantorNow.why;
    const posted: unknown[] = [];
    server.use(
      opsGet('/session', () => sessionOf('collector')),
      opsGet('/collections', () => worklist),
      opsGet('/collections/PN-9', () => log),
      opsPost('/collections/PN-9/contacts', (body) => {
        posted.push(body);
        return refused(422, reason);
      }),
    );
    const user = userEvent.setup();
    at('/collections');
    expect(await screen.findByText('₱12,085.00')).toBeVisible();
    expect(screen.getByText('05:59:59')).toBeVisible();
    const row = screen.getByRole('row', { name: /PN-9/ });
    expect(row).toHaveTextContent('Borrower: No, outside hours, no consent');
    expect(row).toHaveTextContent('Maria Santos (guarantor): No, outside hours');
    await user.click(screen.getByRole('button', { name: 'Contacts of PN-9' }));
    expect(await screen.findByText('I allow the lender to call me before 6:00 AM.')).toBeVisible();
    expect(screen.getByText('2026-03-02 05:30:00 PHT')).toBeVisible();
    expect(screen.queryByRole('form', { name: 'Record consent' })).toBeNull();
    const form = await screen.findByRole('form', { name: 'Log a contact' });
    await user.selectOptions(within(form).getByLabelText('Who was contacted'), 'party-1');
    await user.click(within(form).getByRole('button', { name: 'Log contact' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(`Refused: ${reason}`);
    expect(posted).toEqual([expect.objectContaining({ partyId: 'party-1', channel: 'call' })]);
  });
});
