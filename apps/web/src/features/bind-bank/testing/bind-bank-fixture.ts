import type { ResponseOf } from '@loan/contract';
import type * as endpoints from '@loan/contract/endpoints';

export const PRODUCT_ID = '1001';
export const ORDER_ID = 'PN-TEST-174';
export const ORDER_QUERY = `sessionid=s1&productId=${PRODUCT_ID}&orderId=${ORDER_ID}`;

type CardInit = ResponseOf<typeof endpoints.cardInit>;
type BindItem = CardInit['items'][number];

const options = (...pairs: Array<[string, string]>) =>
  pairs.map(([name, type]) => ({ name, type }));

function item(fields: Partial<BindItem> & Pick<BindItem, 'code' | 'title'>): BindItem {
  return {
    cate: 'text',
    subtitle: '',
    value: '',
    note: [],
    cardTypeMi: 0,
    channelNumber: 0,
    inputType: 'text',
    ...fields,
  };
}

/**
 * The server's reference items: card type 1 is an e-wallet chosen by channel (GCash 90006 the
 * default), card type 2 a bank account.
 */
export const BIND_ITEMS: BindItem[] = [
  item({
    code: 'cardType',
    cate: 'enum',
    title: 'Account type',
    note: options(['E-wallet', '1'], ['Bank account', '2']),
  }),
  item({
    code: 'channelNumber',
    cate: 'enum',
    title: 'E-wallet',
    note: options(['Maya', '90007'], ['GCash', '90006']),
    cardTypeMi: 1,
  }),
  item({
    code: 'gcashNumber',
    title: 'GCash number',
    subtitle: 'The 11-digit mobile number of your GCash account',
    cardTypeMi: 1,
    channelNumber: 90006,
    inputType: 'mobile',
  }),
  item({
    code: 'mayaNumber',
    title: 'Maya number',
    cardTypeMi: 1,
    channelNumber: 90007,
    inputType: 'mobile',
  }),
  item({
    code: 'bankCode',
    cate: 'enum',
    title: 'Bank',
    note: options(['BDO Unibank', 'BDO'], ['Bank of the Philippine Islands', 'BPI']),
    cardTypeMi: 2,
  }),
  item({ code: 'bankAccountNumber', title: 'Account number', cardTypeMi: 2, inputType: 'number' }),
];

export function cardInitOf(overrides: Partial<CardInit> = {}): CardInit {
  return { items: BIND_ITEMS, bound: false, boundAccount: '', ...overrides };
}
