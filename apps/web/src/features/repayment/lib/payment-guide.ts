import { getBrandConfig } from '@/lib/brand/config.ts';
import { getLocale } from '@/lib/i18n/locale.ts';

export interface GuideSection {
  title: string;
  /** An illustration of the steps, enlarged on tap. */
  image: { src: string; alt: string };
  items: Array<{ name: string; steps: string[] }>;
}

function asset(file: string): string {
  return `${getBrandConfig().apiBase.replace(/\/+$/, '')}/api/assets/${file}`;
}

interface GuideWords {
  walletSteps(name: string, menu: string, lender: string): string[];
  bills: string;
  walletTitle: string;
  walletAlt: string;
  /** The illustrations carry words too: each language has its own. */
  walletImage: string;
  storeTitle: string;
  storeAlt: string;
  storeImage: string;
  storeNames: string;
  storeSteps(lender: string): string[];
}

const WORDS: Record<'en' | 'fil', GuideWords> = {
  en: {
    walletSteps: (name, menu, lender) => [
      `Open ${name} and log in.`,
      `Tap ${menu}, then choose Loans.`,
      `Search for and choose ${lender}.`,
      'Enter your reference number (the pay code on your repayment page) and the exact amount.',
      'Check the details, tap Pay and confirm. Keep the receipt that follows.',
    ],
    bills: 'Bills',
    walletTitle: 'E-wallet bill payment',
    walletAlt: 'Bill payment in an e-wallet, step by step',
    walletImage: 'guide-ewallet.svg',
    storeTitle: 'Offline store (reference number)',
    storeAlt: 'Paying at a store counter with a deposit slip',
    storeImage: 'guide-store.svg',
    storeNames:
      '7-Eleven, Cebuana Lhuillier, M Lhuillier, Palawan Express and other partner stores',
    storeSteps: (lender) => [
      'Get a pay code on your repayment page: it is your reference number.',
      `At the counter, say you are paying a loan to ${lender} through bills payment.`,
      'Give the cashier your reference number and the exact amount, and pay in cash.',
      'Check the name and the reference number on the deposit slip before you leave.',
      'Keep the slip until the payment shows on your loan (usually within minutes).',
    ],
  },
  fil: {
    walletSteps: (name, menu, lender) => [
      `Buksan ang ${name} at mag-log in.`,
      `I-tap ang ${menu}, saka piliin ang Loans.`,
      `Hanapin at piliin ang ${lender}.`,
      'Ilagay ang reference number mo (ang pay code sa page ng bayad mo) at ang eksaktong halaga.',
      'Tingnan ang detalye, i-tap ang Pay at kumpirmahin. Itago ang resibong lalabas.',
    ],
    bills: 'Bills',
    walletTitle: 'Bills payment sa e-wallet',
    walletAlt: 'Pagbayad ng bills sa e-wallet, hakbang-hakbang',
    walletImage: 'guide-ewallet-fil.svg',
    storeTitle: 'Sa tindahan (reference number)',
    storeAlt: 'Pagbayad sa counter ng tindahan gamit ang deposit slip',
    storeImage: 'guide-store-fil.svg',
    storeNames:
      '7-Eleven, Cebuana Lhuillier, M Lhuillier, Palawan Express at iba pang partner store',
    storeSteps: (lender) => [
      'Kumuha ng pay code sa page ng bayad mo: ito ang reference number mo.',
      `Sa counter, sabihing magbabayad ka ng loan sa ${lender} sa bills payment.`,
      'Ibigay sa cashier ang reference number mo at ang eksaktong halaga, at magbayad ng cash.',
      'Tingnan ang pangalan at ang reference number sa deposit slip bago umalis.',
      'Itago ang slip hanggang lumabas ang bayad sa loan mo (kadalasan sa loob ng ilang minuto).',
    ],
  },
};

/**
 * The payment-channel guide (loan-journey §2): e-wallet bill payment through two wallets, and an
 * offline store with the reference number (the spec's Reference_no). The lender's name is the brand's; the words the page's.
 */
export function paymentGuide(): GuideSection[] {
  const lender = getBrandConfig().appNameEn;
  const words = WORDS[getLocale()];
  const wallet = (name: string): GuideSection['items'][number] => ({
    name,
    steps: words.walletSteps(name, words.bills, lender),
  });
  return [
    {
      title: words.walletTitle,
      image: { src: asset(words.walletImage), alt: words.walletAlt },
      items: [wallet('GCash'), wallet('Maya')],
    },
    {
      title: words.storeTitle,
      image: { src: asset(words.storeImage), alt: words.storeAlt },
      items: [{ name: words.storeNames, steps: words.storeSteps(lender) }],
    },
  ];
}
