import { describe, expect, it } from 'vitest';
import { declaredOpsRoutes } from '../../../src/modules/operators/ops-guard.ts';
import {
  PERMISSION_ROLES,
  type Permission,
  ROLES,
  type Role,
  roleMay,
} from '../../../src/modules/operators/permissions.ts';
import { useTestApp } from '../../helpers/build-test-app.ts';
import { OPS_ENV } from '../../helpers/loan.ts';
import {
  auditRecords,
  type Inject,
  operatorOf,
  opsRequest,
  type SignedIn,
} from '../../helpers/operators.ts';

interface RouteCase {
  route: string;
  permission: Permission;
  /** A request that passes the permission and then changes nothing (unknown ids, bad input). */
  request: Omit<Inject, 'cookie' | 'csrf'>;
  /** Refused whoever asks, after the permission (403 with the reason, audited as failed). */
  refusedToAll?: true;
}

// Written out by hand, apart from the code: a route declaring another permission fails here.
const CASES: RouteCase[] = [
  {
    route: 'GET /api/ops/jobs',
    permission: 'clock.read',
    request: { method: 'GET', url: '/jobs' },
  },
  {
    route: 'GET /api/ops/job-queue',
    permission: 'clock.read',
    request: { method: 'GET', url: '/job-queue' },
  },
  {
    route: 'POST /api/ops/job-queue/:queue/:id/retry',
    permission: 'clock.run',
    request: { method: 'POST', url: '/job-queue/order-sweep/none/retry', body: {} },
  },
  {
    route: 'GET /api/ops/orders',
    permission: 'orders.read',
    request: { method: 'GET', url: '/orders?limit=1' },
  },
  {
    route: 'GET /api/ops/orders/:orderId',
    permission: 'orders.read',
    request: { method: 'GET', url: '/orders/PN-NONE' },
  },
  ...(['approve', 'reject', 'disburse'] as const).map((action) => ({
    route: `POST /api/ops/orders/:orderId/${action}`,
    permission: 'orders.decide' as const,
    request: { method: 'POST' as const, url: `/orders/PN-NONE/${action}`, body: {} },
  })),
  {
    route: 'GET /api/ops/orders/:orderId/applicant',
    permission: 'applicants.read',
    request: { method: 'GET', url: '/orders/PN-NONE/applicant' },
  },
  {
    route: 'GET /api/ops/orders/:orderId/applicant/:kind',
    permission: 'applicants.read',
    request: { method: 'GET', url: '/orders/PN-NONE/applicant/selfie' },
  },
  {
    route: 'GET /api/ops/orders/:orderId/payments',
    permission: 'payments.read',
    request: { method: 'GET', url: '/orders/PN-NONE/payments' },
  },
  {
    route: 'POST /api/ops/orders/:orderId/payments',
    permission: 'payments.record',
    request: { method: 'POST', url: '/orders/PN-NONE/payments', body: {} },
  },
  {
    route: 'GET /api/ops/approvals',
    permission: 'payments.read',
    request: { method: 'GET', url: '/approvals?status=none' },
  },
  {
    route: 'GET /api/ops/approvals/:id',
    permission: 'payments.read',
    request: { method: 'GET', url: '/approvals/none' },
  },
  ...(['approve', 'reject'] as const).map((action) => ({
    route: `POST /api/ops/approvals/:id/${action}`,
    permission: 'payments.approve' as const,
    request: { method: 'POST' as const, url: `/approvals/none/${action}`, body: { reason: 'x' } },
  })),
  {
    route: 'POST /api/ops/uploads/evidence',
    permission: 'payments.record',
    request: { method: 'POST', url: '/uploads/evidence', body: {} },
  },
  {
    route: 'POST /api/ops/payments/reconcile',
    permission: 'payments.record',
    request: { method: 'POST', url: '/payments/reconcile', body: {} },
  },
  {
    route: 'GET /api/ops/payments',
    permission: 'payments.read',
    request: { method: 'GET', url: '/payments?limit=0' },
  },
  {
    route: 'GET /api/ops/payments/flags',
    permission: 'payments.read',
    request: { method: 'GET', url: '/payments/flags?limit=0' },
  },
  {
    route: 'GET /api/ops/payments/reconciliations',
    permission: 'payments.read',
    request: { method: 'GET', url: '/payments/reconciliations?after=x' },
  },
  {
    route: 'GET /api/ops/payments/reconciliations/:date',
    permission: 'payments.read',
    request: { method: 'GET', url: '/payments/reconciliations/2000-01-01' },
  },
  {
    route: 'GET /api/ops/complaints',
    permission: 'complaints.read',
    request: { method: 'GET', url: '/complaints' },
  },
  {
    route: 'GET /api/ops/complaints/:problemId',
    permission: 'complaints.read',
    request: { method: 'GET', url: '/complaints/0' },
  },
  {
    route: 'POST /api/ops/complaints/:problemId/reply',
    permission: 'complaints.reply',
    request: { method: 'POST', url: '/complaints/0/reply', body: {} },
  },
  {
    route: 'GET /api/ops/bind-items',
    permission: 'settings.read',
    request: { method: 'GET', url: '/bind-items' },
  },
  {
    route: 'PATCH /api/ops/bind-items/:code',
    permission: 'settings.change',
    request: { method: 'PATCH', url: '/bind-items/NONE', body: { title: '' } },
  },
  {
    route: 'GET /api/ops/landing-templates',
    permission: 'settings.read',
    request: { method: 'GET', url: '/landing-templates' },
  },
  {
    route: 'POST /api/ops/landing-templates',
    permission: 'settings.change',
    request: { method: 'POST', url: '/landing-templates', body: {} },
  },
  ...(['enable', 'disable'] as const).map((action) => ({
    route: `POST /api/ops/landing-templates/:id/${action}`,
    permission: 'settings.change' as const,
    request: { method: 'POST' as const, url: `/landing-templates/none/${action}`, body: {} },
  })),
  {
    route: 'GET /api/ops/landing-stats',
    permission: 'settings.read',
    request: { method: 'GET', url: '/landing-stats?days=0' },
  },
  {
    route: 'POST /api/ops/users/:phone/revoke-sessions',
    permission: 'borrowers.end-sessions',
    request: { method: 'POST', url: '/users/none/revoke-sessions', body: {} },
  },
  {
    route: 'POST /api/ops/tick',
    permission: 'clock.run',
    request: { method: 'POST', url: '/tick', body: {} },
  },
  {
    route: 'GET /api/ops/clock',
    permission: 'clock.read',
    request: { method: 'GET', url: '/clock' },
  },
  {
    route: 'POST /api/ops/clock/advance',
    permission: 'clock.run',
    request: { method: 'POST', url: '/clock/advance', body: { days: 0 } },
  },
  {
    route: 'POST /api/ops/clock/reset',
    permission: 'clock.run',
    request: { method: 'POST', url: '/clock/reset', body: {} },
  },
  {
    route: 'GET /api/ops/dashboard',
    permission: 'orders.read',
    request: { method: 'GET', url: '/dashboard' },
  },
  {
    route: 'GET /api/ops/collections',
    permission: 'collections.read',
    request: { method: 'GET', url: '/collections?bucket=none' },
  },
  {
    route: 'GET /api/ops/collections/:orderId',
    permission: 'collections.read',
    request: { method: 'GET', url: '/collections/PN-NONE' },
  },
  {
    route: 'POST /api/ops/collections/:orderId/contacts',
    permission: 'collections.contact',
    request: { method: 'POST', url: '/collections/PN-NONE/contacts', body: {} },
  },
  {
    route: 'POST /api/ops/collections/:orderId/parties',
    permission: 'collections.contact',
    request: { method: 'POST', url: '/collections/PN-NONE/parties', body: {} },
  },
  {
    route: 'POST /api/ops/collections/:orderId/consent',
    permission: 'collections.contact',
    request: { method: 'POST', url: '/collections/PN-NONE/consent', body: {} },
    refusedToAll: true,
  },
  {
    route: 'GET /api/ops/operators',
    permission: 'operators.manage',
    request: { method: 'GET', url: '/operators' },
  },
  {
    route: 'POST /api/ops/operators',
    permission: 'operators.manage',
    request: { method: 'POST', url: '/operators', body: {} },
  },
  {
    route: 'PATCH /api/ops/operators/:operatorId',
    permission: 'operators.manage',
    request: {
      method: 'PATCH',
      url: '/operators/00000000-0000-4000-8000-000000000000',
      body: { role: 'admin' },
    },
  },
  {
    route: 'POST /api/ops/operators/:operatorId/remove',
    permission: 'operators.manage',
    request: { method: 'POST', url: '/operators/00000000-0000-4000-8000-000000000000/remove' },
  },
  {
    route: 'POST /api/ops/operators/:operatorId/reset',
    permission: 'operators.manage',
    request: { method: 'POST', url: '/operators/00000000-0000-4000-8000-000000000000/reset' },
  },
  {
    route: 'POST /api/ops/tokens',
    permission: 'operators.manage',
    request: { method: 'POST', url: '/tokens', body: {} },
  },
  {
    route: 'GET /api/ops/tokens',
    permission: 'operators.manage',
    request: { method: 'GET', url: '/tokens' },
  },
  {
    route: 'POST /api/ops/tokens/:name/revoke',
    permission: 'operators.manage',
    request: { method: 'POST', url: '/tokens/no-such-token/revoke' },
  },
  {
    route: 'GET /api/ops/audit',
    permission: 'audit.read',
    request: { method: 'GET', url: '/audit?limit=1' },
  },
  {
    route: 'GET /api/ops/audit/verify',
    permission: 'audit.read',
    request: { method: 'GET', url: '/audit/verify' },
  },
  {
    route: 'GET /api/ops/audit/export',
    permission: 'audit.read',
    request: { method: 'GET', url: '/audit/export?from=x&to=y' },
  },
  {
    route: 'GET /api/ops/exports/orders',
    permission: 'orders.read',
    request: { method: 'GET', url: '/exports/orders?from=x&to=y' },
  },
  {
    route: 'GET /api/ops/exports/payments',
    permission: 'payments.read',
    request: { method: 'GET', url: '/exports/payments?from=x&to=y' },
  },
  {
    route: 'GET /api/ops/exports/complaints',
    permission: 'complaints.read',
    request: { method: 'GET', url: '/exports/complaints?from=x&to=y' },
  },
  {
    route: 'GET /api/ops/orders/:orderId/ledger',
    permission: 'payments.read',
    request: { method: 'GET', url: '/orders/PN-NONE/ledger' },
  },
  {
    route: 'GET /api/ops/ledger/reconcile',
    permission: 'payments.read',
    request: { method: 'GET', url: '/ledger/reconcile' },
  },
  {
    route: 'GET /api/ops/products',
    permission: 'catalogue.read',
    request: { method: 'GET', url: '/products' },
  },
  {
    route: 'PATCH /api/ops/products/:productId',
    permission: 'catalogue.change',
    request: { method: 'PATCH', url: '/products/NONE', body: { name: 'x' } },
  },
  {
    route: 'GET /api/ops/brand',
    permission: 'settings.read',
    request: { method: 'GET', url: '/brand' },
  },
  {
    route: 'PATCH /api/ops/brand/contact',
    permission: 'settings.change',
    request: { method: 'PATCH', url: '/brand/contact', body: {} },
  },
  {
    route: 'GET /api/ops/landing-overview',
    permission: 'settings.read',
    request: { method: 'GET', url: '/landing-overview?days=0' },
  },
  {
    route: 'POST /api/ops/uploads',
    permission: 'complaints.reply',
    request: { method: 'POST', url: '/uploads', body: {} },
  },
  {
    route: 'POST /api/ops/orders/:orderId/refund-payouts',
    permission: 'payments.adjust',
    request: { method: 'POST', url: '/orders/PN-NONE/refund-payouts', body: {} },
  },
  {
    route: 'GET /api/ops/payouts/reversed',
    permission: 'orders.read',
    request: { method: 'GET', url: '/payouts/reversed' },
  },
  {
    route: 'POST /api/ops/payouts/:reference/resolve',
    permission: 'orders.decide',
    request: { method: 'POST', url: '/payouts/PO-NONE/resolve', body: {} },
  },
  ...(['waivers', 'reversals', 'refunds'] as const).map((action) => ({
    route: `POST /api/ops/orders/:orderId/${action}`,
    permission: 'payments.adjust' as const,
    request: { method: 'POST' as const, url: `/orders/PN-NONE/${action}`, body: {} },
  })),
];

describe('the permission matrix, route by route', () => {
  const t = useTestApp({ env: OPS_ENV });

  it('covers every operations route, each with the permission the matrix gives it', async () => {
    const declared = Object.fromEntries(
      [...declaredOpsRoutes()].filter(([route]) => !route.startsWith('HEAD ')),
    );
    expect(declared).toEqual(Object.fromEntries(CASES.map((c) => [c.route, c.permission])));
    expect(Object.keys(PERMISSION_ROLES).sort()).toEqual(
      [...new Set(CASES.map((c) => c.permission))].sort(),
    );
  });

  it('answers an unknown operations path 404, audited nowhere', async () => {
    const me = await operatorOf(t.app, t.clock, 'support');
    const before = (await auditRecords(t.db)).length;
    const missing = await opsRequest(t.app, {
      method: 'POST',
      url: '/nope',
      cookie: me.cookie,
      csrf: me.csrf,
    });
    expect(missing.statusCode).toBe(404);
    expect((await auditRecords(t.db)).length).toBe(before);
  });

  it('allows each role what the matrix grants and refuses the rest, with an audit record', async () => {
    const signedIn = {} as Record<Role, SignedIn>;
    for (const role of ROLES) signedIn[role] = await operatorOf(t.app, t.clock, role);
    const outcomes: string[] = [];
    // Only the records each request adds are read: the trail grows by hundreds here.
    let lastId = (await auditRecords(t.db)).at(-1)?.id ?? '0';
    for (const c of CASES) {
      for (const role of ROLES) {
        const me = signedIn[role];
        const answer = await opsRequest(t.app, { ...c.request, cookie: me.cookie, csrf: me.csrf });
        const added = await auditRecords(t.db, lastId);
        lastId = added.at(-1)?.id ?? lastId;
        const allowed = roleMay(role, c.permission);
        if (allowed) {
          const answers = c.refusedToAll ? [403] : [200, 400, 404, 410];
          expect(answers, `${role} ${c.route}`).toContain(answer.statusCode);
          expect(
            added.map((r) => r.outcome),
            `${role} ${c.route}`,
          ).not.toContain('refused');
        } else {
          expect(answer.statusCode, `${role} ${c.route}`).toBe(403);
          expect(added, `${role} ${c.route}`).toEqual([
            expect.objectContaining({
              actor: `operator:${me.email}`,
              action: c.route,
              outcome: 'refused',
              reason: `role ${role} lacks ${c.permission}`,
            }),
          ]);
        }
        outcomes.push(`${c.route} ${role} ${allowed ? 'allowed' : 'refused'}`);
      }
    }
    expect(outcomes).toHaveLength(CASES.length * ROLES.length);
    // Hundreds of requests in a row: a loaded machine is slower, not wrong.
  }, 120_000);
});
