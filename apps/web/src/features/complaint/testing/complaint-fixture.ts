import { COMPLAINT_STATUS, COMPLAINT_STATUS_TITLES, type ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';

export const SESSION_QUERY = 'sessionid=s1';

type ComplaintOrder = ResponseOf<typeof endpoints.problemInit>['orderList'][number];

/** An order that supports collection complaints (isShow 1). */
export const COLLECTION_ORDER: ComplaintOrder = {
  orderNo: 'PN-TEST-180',
  productLogo: '/api/assets/logo-pesonow-plus.svg',
  productName: 'PesoNow Plus',
  status: 180,
  isShow: 1,
  list: [
    { title: 'Order number', value: 'PN-TEST-180' },
    { title: 'Loan amount', value: '₱5,000.00' },
  ],
};

/** An order that does not (isShow 0). */
export const PLAIN_ORDER: ComplaintOrder = {
  orderNo: 'PN-TEST-200',
  productLogo: '/api/assets/logo-pesonow-flex.svg',
  productName: 'PesoNow Flex',
  status: 200,
  isShow: 0,
  list: [
    { title: 'Order number', value: 'PN-TEST-200' },
    { title: 'Loan amount', value: '₱3,000.00' },
  ],
};

export function initOf(
  overrides: Partial<ResponseOf<typeof endpoints.problemInit>> = {},
): ResponseOf<typeof endpoints.problemInit> {
  return {
    problemType: [
      { value: 1, title: 'Collection' },
      { value: 2, title: 'Repayment' },
      { value: 5, title: 'Suggestion' },
    ],
    problemSonType: [
      { value: 1, title: 'Rude or threatening language' },
      { value: 2, title: 'Contacting my family or friends' },
    ],
    orderDetail: COLLECTION_ORDER,
    orderList: [COLLECTION_ORDER, PLAIN_ORDER],
    ...overrides,
  };
}

export function listOf(): ResponseOf<typeof endpoints.problemList> {
  return {
    tabs: [
      {
        status: COMPLAINT_STATUS.pending,
        title: COMPLAINT_STATUS_TITLES[COMPLAINT_STATUS.pending],
        list: [
          {
            id: 'CP-101',
            time: '2026-11-20 10:15:00 PHT',
            type: 'Collection',
            content: 'The agent called my sister twice.',
          },
          {
            id: 'CP-102',
            time: '2026-11-21 09:00:00 PHT',
            type: 'Repayment',
            content: 'My payment is not showing yet.',
          },
        ],
      },
      {
        status: COMPLAINT_STATUS.processing,
        title: COMPLAINT_STATUS_TITLES[COMPLAINT_STATUS.processing],
        list: [],
      },
      {
        status: COMPLAINT_STATUS.done,
        title: COMPLAINT_STATUS_TITLES[COMPLAINT_STATUS.done],
        list: [
          {
            id: 'CP-090',
            time: '2026-10-02 16:40:00 PHT',
            type: 'Suggestion',
            content: 'Please add a dark mode.',
          },
        ],
      },
    ],
  };
}

export function detailOf(
  overrides: Partial<ResponseOf<typeof endpoints.problemDetail>> = {},
): ResponseOf<typeof endpoints.problemDetail> {
  return {
    problemId: 'CP-101',
    type: 'Collection',
    sonType: 'Contacting my family or friends',
    content: 'The agent called my sister twice.',
    images: ['/api/uploads/mine-1.png', '/api/uploads/mine-2.png'],
    disposeDetail: 'We spoke to the agency; it will not happen again.',
    disposeImages: ['/api/uploads/reply-1.png'],
    isNeedScore: 1,
    orderNo: 'PN-TEST-180',
    time: '2026-11-20 10:15:00 PHT',
    rows: [{ text: 'Order number', value: 'PN-TEST-180' }],
    ...overrides,
  };
}
