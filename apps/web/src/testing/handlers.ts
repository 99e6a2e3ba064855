import { OFF_HOURS_CONSENT_WORDS } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { handleEndpoint, ok } from './handle-endpoint.ts';

export const demoContact = { email: 'help@example.com', smWa: '+63 917 555 0101' };

export const demoComplaintOrder = {
  orderNo: 'PN-TEST-180',
  productLogo: '/api/assets/logo-pesonow-plus.svg',
  productName: 'PesoNow Plus',
  status: 180,
  isShow: 1 as const,
  list: [{ title: 'Order number', value: 'PN-TEST-180' }],
};

export const demoProblemInit = {
  problemType: [
    { value: 1, title: 'Collection' },
    { value: 2, title: 'Repayment' },
  ],
  problemSonType: [{ value: 1, title: 'Rude or threatening language' }],
  orderDetail: demoComplaintOrder,
  orderList: [demoComplaintOrder],
};

/** Default replies: every call the screens make succeeds with demo data. */
export const handlers = [
  handleEndpoint(endpoints.contactKfInfo, () => ok(endpoints.contactKfInfo, demoContact)),
  handleEndpoint(endpoints.problemInit, () => ok(endpoints.problemInit, demoProblemInit)),
  handleEndpoint(endpoints.messagesUnread, () => ok(endpoints.messagesUnread, { unread: 0 })),
  handleEndpoint(endpoints.offHoursConsent, ({ body }) =>
    ok(endpoints.offHoursConsent, {
      orderId: body.orderId,
      words: OFF_HOURS_CONSENT_WORDS[body.language ?? 'en'],
      granted: null,
      mayGrant: true,
    }),
  ),
];
