import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';

export const PRODUCT_ID = '1001';
export const ORDER_ID = 'PN-TEST-174';
export const ORDER_QUERY = `sessionid=s1&productId=${PRODUCT_ID}&orderId=${ORDER_ID}`;

const channels = [
  { name: 'GCash', logo: '/api/assets/channel-gcash.svg', channel_number: 20001 },
  { name: 'Maya', logo: '/api/assets/channel-maya.svg', channel_number: 20002 },
  { name: '7-Eleven', logo: '/api/assets/channel-7eleven.svg', channel_number: 20101 },
];

const payNotice = [
  {
    title: 'Over the counter (reference number)',
    items: [{ name: '7-Eleven', steps: ['Go to the counter.', 'Quote the code.'] }],
  },
];

export function instalmentOf(
  overrides: Partial<ResponseOf<typeof endpoints.installmentDetail>> = {},
): ResponseOf<typeof endpoints.installmentDetail> {
  return {
    productName: 'PesoNow Flex',
    productLogo: '/api/assets/logo-pesonow-flex.svg',
    repayDate: '2026-11-23',
    repayList: channels,
    noticeMsg: 'Pay ₱5,455.00 through any channel below.',
    defDetail: null,
    isShowReyTop: 1,
    repayAmount: 545_500,
    nextAmount: 545_500,
    detail: [
      { text: 'Loan amount', value: '₱5,000.00' },
      { text: 'Due date', value: '2026-11-23' },
      { text: 'Principal left', value: '₱5,000.00' },
      { text: 'Interest left', value: '₱455.00' },
    ],
    ...overrides,
  };
}

export function delayOf(): ResponseOf<typeof endpoints.delayDetail> {
  return {
    productName: 'PesoNow Flex',
    productLogo: '/api/assets/logo-pesonow-flex.svg',
    repayDate: '2027-02-22',
    repayList: channels,
    noticeMsg: 'Pay ₱455.00 and your loan moves 91 days.',
    defDetail: null,
    isShowReyTop: 0,
    delayInfo: { delayAmount: 45_500, title: 'Extend by 91 days' },
    repayPlan: [{ remark: '1/1', title: 'Instalment 1', amount: 545_500, time: '2027-02-22' }],
  };
}

export const PAY_BOX = {
  payCode: 'PN123456789012',
  logo: '/api/assets/channel-7eleven.svg',
  title: '7-Eleven',
  payNotice,
};
