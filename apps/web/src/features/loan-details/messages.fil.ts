import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038), loaded only for a Filipino reader.

export const loanDetailMessages: Translation<typeof en.loanDetailEnglish> = {
  title: 'Detalye ng Order',
  loading: 'naglo-load...',
  missingOrder: 'Hindi mabuksan ang order na ito: walang product o order number ang address.',
  unavailable: 'Hindi available ngayon ang detalye ng order.',
  notOpened: 'Hindi nabuksan ang order na ito',
  notOpenedHint:
    'Tingnan ang link na sinundan mo, o bumalik sa mga loan mo at doon buksan ang order.',
  repay: 'MAGBAYAD',
  repayment: 'Magbayad',
  rollover: 'Rollover na bayad',
  rolloverHint: 'Kulang ang pera?',
  borrowAgain: 'Umutang ulit',
  moreProducts: 'Tingnan ang iba pang produkto',
  myLoans: 'Mga loan ko',
  myLoansUnread: (count: number) =>
    count === 1
      ? 'Mga loan ko: 1 hindi pa nababasang mensahe'
      : `Mga loan ko: ${count} hindi pa nababasang mensahe`,
  paymentsAndReceipts: 'Mga bayad at resibo',
  myProfile: 'Ang profile ko',
  yourData: 'Ang data mo',
  callService: (phone: string) => `Customer service (tawagan): ${phone}`,
  linkBlocked: 'Hindi mabuksan ang page na ito.',
  close: 'Isara',
  cancel: 'Kanselahin',
  confirm: 'Kumpirmahin',
  kindTipsTitle: 'Paalala',
  withdrawLabel: 'I-withdraw ang loan mo',
  withdrawNow: 'I-withdraw na',
  bindCard: 'Magdagdag ng account',
  addPayoutAccount: 'Magdagdag ng payout account',
  ratingTitle: 'I-rate ang karanasan mo',
  ratingText: 'Kumusta ang serbisyo namin?',
  ratingStars: 'Mga bituin',
  star: (count: number) => `${count} bituin`,
  submit: 'Ipasa',
  chooseStar: 'Pumili ng kahit isang bituin.',
  ratingThanksTitle: 'Salamat!',
  ratingThanksText: 'Salamat sa rating mo. Patuloy naming pagagandahin ang serbisyo namin.',
  ok: 'Sige',
};

export const loanWithdrawMessages: Translation<typeof en.loanWithdrawEnglish> = {
  title: 'I-withdraw',
  intro: 'Tingnan muna ang loan na tatanggapin mo bago kumpirmahin.',
  confirm: 'Kumpirmahin ang withdrawal',
  notWaiting: 'Walang naghihintay na withdrawal sa loan na ito.',
  accountFirst: 'Idagdag ang account na padadalhan namin ng pera, saka tanggapin ang loan.',
  backToOrder: 'Bumalik sa detalye ng order',
};

export const offHoursConsentMessages: Translation<typeof en.offHoursConsentEnglish> = {
  title: 'Tawag bago mag-6:00 AM o pagkalipas ng 10:00 PM',
  intro:
    'Tumatawag o nagme-message lang ang mga kolektor namin mula 6:00 AM hanggang 10:00 PM, oras sa Pilipinas, maliban kung lampas 15 araw nang late ang loan mo o pinayagan mo ang tawag sa labas ng mga oras na ito. Ikaw ang bahala.',
  youAgreeTo: 'Kung papayagan mo, sasang-ayon ka sa:',
  agree: 'Pinapayagan ko ang tawag sa labas ng oras',
  agreedAt: (time: string) => `Pinayagan mo ito noong ${time}, at sumang-ayon ka sa:`,
  withdraw: 'Bawiin ang pahintulot ko',
  notNow: 'Mapapayagan mo lang ito habang binabayaran mo pa ang loan mo.',
  failed: 'Hindi ito natuloy. Pakisubukan ulit.',
};
