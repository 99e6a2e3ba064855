import {
  COLLECTION_COMPLAINT_TYPE,
  COMPLAINT_STATUS,
  COMPLAINT_STATUS_TITLES,
  type ComplaintStatus,
  type Locale,
} from '@loan/contract';

/** The complaint pages' server texts in English and Filipino (docs/decisions/0038). */
export interface ComplaintWords {
  types: Record<number, string>;
  sonTypes: Record<number, string>;
  statuses: Record<ComplaintStatus, string>;
  row: {
    orderNumber: string;
    loanAmount: string;
    status: string;
    appliedOn: string;
    sentOn: string;
  };
}

const EN: ComplaintWords = {
  types: {
    [COLLECTION_COMPLAINT_TYPE]: 'Collection',
    2: 'Repayment',
    3: 'Loan application',
    4: 'Account and app',
    5: 'Suggestion',
  },
  sonTypes: {
    1: 'Rude or threatening language',
    2: 'Contacting my family or friends',
    3: 'Calls too early, too late or too often',
    4: 'Wrong amount demanded',
    5: 'Other collection problem',
  },
  statuses: COMPLAINT_STATUS_TITLES,
  row: {
    orderNumber: 'Order number',
    loanAmount: 'Loan amount',
    status: 'Status',
    appliedOn: 'Applied on',
    sentOn: 'Sent on',
  },
};

const FIL: ComplaintWords = {
  types: {
    [COLLECTION_COMPLAINT_TYPE]: 'Paniningil (collection)',
    2: 'Pagbayad',
    3: 'Pag-apply ng loan',
    4: 'Account at app',
    5: 'Mungkahi',
  },
  sonTypes: {
    1: 'Bastos o nananakot na pananalita',
    2: 'Kinontak ang pamilya o mga kaibigan ko',
    3: 'Tumatawag nang sobrang aga, gabi o dalas',
    4: 'Maling halaga ang sinisingil',
    5: 'Ibang problema sa paniningil',
  },
  statuses: {
    [COMPLAINT_STATUS.pending]: 'Naipasa',
    [COMPLAINT_STATUS.processing]: 'Inaasikaso',
    [COMPLAINT_STATUS.done]: 'Naresolba',
  },
  row: {
    orderNumber: 'Numero ng order',
    loanAmount: 'Halaga ng loan',
    status: 'Katayuan',
    appliedOn: 'Petsa ng application',
    sentOn: 'Ipinadala noong',
  },
};

export const COMPLAINT_WORDS: Readonly<Record<Locale, ComplaintWords>> = { en: EN, fil: FIL };
