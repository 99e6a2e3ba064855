import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const loanConfirmMessages: Translation<typeof en.loanConfirmEnglish> = {
  title: 'Kumpirmahin ang loan',
  noProduct: 'Walang napiling loan product. Bumalik at pumili ng isa.',
  unavailable: 'Hindi available ngayon ang detalye ng loan.',
  amountLabel: 'Halaga ng loan',
  termLabel: 'Tagal ng loan',
  termDays: (days: number) => `${days} araw`,
  rateLabel: 'Interest rate (tubo)',
  repaymentDateLabel: 'Petsa ng bayad',
  firstPaymentDateLabel: 'Unang petsa ng bayad',
  lastPaymentDateLabel: 'Huling petsa ng bayad',
  detailsHeader: 'Detalye ng loan',
  planHeader: 'Plano ng pagbayad',
  planItem: (index: number, total: number) => `Hulog ${index} sa ${total}`,
  consent: 'Nabasa ko at sumasang-ayon ako sa',
  agreementsLabel: 'Mga kasunduan sa loan',
  and: 'at',
  loanNow: 'Mag-loan na',
  agreementTitle: 'Kasunduan sa loan',
  agree: 'Sumasang-ayon',
  cancel: 'Kanselahin',
  close: 'Isara',
  exitTitle: 'Paalala',
  linkRefused: 'Hindi mabuksan ang link na ito.',
  closePromotion: 'Isara',
  applyBlockedTitle: 'Bayaran muna ang overdue mong loan',
  applyBlockedAction: 'Tingnan ang mga loan ko at magbayad',
};
