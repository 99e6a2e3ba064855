import type { LoanDetails } from '../api/get-loan-details.ts';

export const PRODUCT_ID = '1001';
export const ORDER_ID = 'PN-7';
/** The address the order pages are opened with (session, product alias, order). */
export const ORDER_QUERY = `sessionid=s1&product_id=${PRODUCT_ID}&orderId=${ORDER_ID}`;

/** A disbursed order; each test overrides what it is about. */
export function loanDetailsOf(overrides: Partial<LoanDetails> = {}): LoanDetails {
  return {
    orderStatus: 170,
    noticeStatusText: 'Loan disbursed',
    noticeDesText: 'The money is on its way to your account.',
    recProducts: [
      {
        productKey: 'cash-partner',
        logo: '',
        name: 'Cash Partner',
        buttonText: 'Apply',
        range: '₱1,000 - ₱20,000',
        rangeDesc: 'Amount range',
        rate: '0.05%',
        description: 'Daily interest',
        flag: 1,
      },
    ],
    productName: 'PesoNow Cash',
    productLogo: 'https://cdn.pesonow.example/logo.png',
    userOrderDetail: {
      detail: [
        { text: 'Loan amount', value: '₱5,000.00' },
        { text: 'Due date', value: '2025-03-01' },
      ],
    },
    inside: '',
    h5Url: '',
    isDelay: '0',
    telephone: '',
    isScore: '0',
    playeduL: '',
    reyMsg: '',
    cardNeedPop: 0,
    cardPopTitle: '',
    cardPopMsg: '',
    ...overrides,
  };
}
