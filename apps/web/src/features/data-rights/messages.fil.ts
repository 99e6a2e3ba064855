import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const dataRightsMessages: Translation<typeof en.dataRightsEnglish> = {
  title: 'Ang data mo',
  loading: 'Naglo-load...',
  unavailable: 'Hindi ma-load ang data mo.',
  intro:
    'Ayon sa Data Privacy Act of 2012 (RA 10173), puwede mong makita ang personal data mo na hawak namin, kumuha ng kopya, at hilingin na burahin ito.',
  sections: {
    profile: 'Profile mo',
    orders: 'Mga loan',
    payments: 'Mga bayad',
    complaints: 'Mga reklamo',
    consents: 'Mga pahintulot',
    sessions: 'Mga pag-sign in',
  },
  mobile: 'Numero ng mobile',
  registeredAt: 'Nag-register noong',
  count: (n: number) => `${n} record`,
  language: 'Wika',
  languages: { en: 'English', fil: 'Filipino' },
  notChosen: 'Hindi pa pinili',
  payoutAccount: 'Payout account',
  noPayoutAccount: 'Wala',
  messages: 'Mga mensahe',
  consentsTitle: 'Ang mga pinayagan mo',
  noConsents: 'Hindi ka pa nag-apply ng loan, kaya wala ka pang pinayagan.',
  noConsentsRecorded: 'Walang naitalang pahintulot sa mga loan mo.',
  consentOrder: (orderId: string) => `Loan ${orderId}`,
  consentAt: (time: string) => `Pumayag noong ${time}`,
  documents: {
    'loan-agreement': 'Kasunduan sa Loan (Loan Agreement)',
    'disclosure-statement': 'Disclosure Statement',
  },
  documentVersion: (document: string, version: string) => `${document}, bersyon ng ${version}`,
  download: 'I-download ang data ko (JSON)',
  fileName: (date: string) => `my-data-${date}.json`,
  erasureTitle: 'Hilingin na burahin ang data mo',
  erasureText:
    'Kapag sarado na ang mga loan mo at lumipas na ang panahong itinakda ng batas para sa mga record ng pagpapautang mula sa huli, ginagawa naming anonymous ang personal data mo. Hanggang doon, itinatago ang lahat nang ganoon, at hindi ginagamit sa iba.',
  keptTitle: 'Itinatago, dahil hinihingi ng batas sa pagpapautang',
  kept: 'Ang mga loan mo at ang ledger nila, ang mga bayad mo at official receipt, at ang mga kasunduang tinanggap mo. Nananatili ang mga ito sa lender, hindi na nakakabit sa mobile number mo.',
  anonymisedTitle: 'Ginagawang anonymous',
  anonymised:
    'Ang mobile number mo, kasama ang mga pag-sign in at login code; ang mga mensahe at SMS na ipinadala namin sa iyo; ang mga salita at larawan ng mga reklamo mo; ang mga pangalan at tala ng mga tawag sa paniningil; ang numero ng payout account mo (nananatili ang naka-mask na anyo sa loan na pinagbayaran nito). Hindi namin hiningi ang pangalan mo, kaya walang itinatago.',
  erasureButton: 'Humiling na burahin',
  erasureConfirmTitle: 'Burahin ang data mo?',
  erasureConfirmLoans:
    'Gagawin naming anonymous ang mobile number, mga pag-sign in, mensahe, reklamo at payout account mo kapag sarado na ang mga loan mo at lumipas na ang retention period. Nananatili sa lender ang mga record ng loan na hinihingi ng batas. Hangga’t hindi pa ito nagagawa, puwede mong bawiin ang hiling dito.',
  erasureConfirmNoLoans:
    'Wala kang loan, kaya buburahin namin ang data mo sa loob ng isang araw: ang mobile number, mga pag-sign in, mensahe at reklamo mo. Matatapos ang session na ito; kapag nag-sign in ka ulit gamit ang numerong ito, bagong account na walang laman ang magbubukas. Hangga’t hindi pa ito nagagawa, puwede mong bawiin ang hiling dito.',
  erasureConfirm: 'Oo, burahin',
  erasureCancel: 'Itago ang data ko',
  erasureWithdraw: 'Bawiin ang hiling',
  erasureWithdrawn: 'Nabawi na ang hiling mo. Walang buburahin.',
  erasureRequest: 'Request',
  erasureReceived: 'Natanggap',
  erasureState: 'Estado',
  erasureFrom: 'Gagawin simula',
  erasureDone: 'Ginawa noong',
  states: {
    waitingForLoans: 'Naghihintay: may bukas pang loan',
    scheduled: 'Naka-iskedyul',
    due: 'Ginagawa na',
    completed: 'Tapos na',
  },
  erasureNote: {
    waitingForLoans:
      'Gagawin namin ito kapag sarado na ang mga loan mo at lumipas na ang retention period mula sa huli.',
    scheduled:
      'Gagawin namin ito sa petsang ito, kapag natapos ang retention period mula sa huling loan mo.',
    due: 'Gagawin namin ito sa loob ng isang araw. Kapag nag-sign in ka ulit gamit ang numerong ito, bagong account na walang laman ang magbubukas.',
  },
  erasureQuote: 'Ibigay ang numero ng request sa data protection officer namin.',
  erasureFailed: 'Hindi naipadala ang request. Subukan ulit.',
};
