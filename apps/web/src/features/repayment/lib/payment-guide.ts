import { getBrandConfig } from '@/lib/brand/config.ts';

export interface GuideSection {
  title: string;
  /** An illustration of the steps, enlarged on tap. */
  image: { src: string; alt: string };
  items: Array<{ name: string; steps: string[] }>;
}

function asset(file: string): string {
  return `${getBrandConfig().apiBase.replace(/\/+$/, '')}/api/assets/${file}`;
}

/**
 * The payment-channel guide (loan-journey §2): e-wallet bill payment through two wallets, and an
 * offline store with the Reference_no. The lender's name is the brand's.
 */
export function paymentGuide(): GuideSection[] {
  const lender = getBrandConfig().appNameEn;
  const wallet = (name: string, menu: string): GuideSection['items'][number] => ({
    name,
    steps: [
      `Open ${name} and log in.`,
      `Tap ${menu}, then choose Loans.`,
      `Search for and choose ${lender}.`,
      'Enter your Reference_no (the pay code on your repayment page) and the exact amount.',
      'Check the details, tap Pay and confirm. Keep the receipt that follows.',
    ],
  });
  return [
    {
      title: 'E-wallet bill payment',
      image: { src: asset('guide-ewallet.svg'), alt: 'Bill payment in an e-wallet, step by step' },
      items: [wallet('GCash', 'Bills'), wallet('Maya', 'Bills')],
    },
    {
      title: 'Offline store (Reference_no)',
      image: {
        src: asset('guide-store.svg'),
        alt: 'Paying at a store counter with a deposit slip',
      },
      items: [
        {
          name: '7-Eleven, Cebuana Lhuillier, M Lhuillier, Palawan Express and other partner stores',
          steps: [
            'Get a pay code on your repayment page: it is your Reference_no.',
            `At the counter, say you are paying a loan to ${lender} through bills payment.`,
            'Give the cashier your Reference_no and the exact amount, and pay in cash.',
            'Check the name and the Reference_no on the deposit slip before you leave.',
            'Keep the slip until the payment shows on your loan (usually within minutes).',
          ],
        },
      ],
    },
  ];
}
