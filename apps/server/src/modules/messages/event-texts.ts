import type { BrandConfig } from '@loan/contract';
import {
  type Bilingual,
  type MessageLang,
  type MessageText,
  moneyOf,
  withSms,
} from './message-lang.ts';

type Texts = { title: string; body: string };

function pick(brand: BrandConfig, lang: MessageLang, texts: Bilingual<Texts>): MessageText {
  return withSms(brand, texts[lang]);
}

export interface ReceiptFacts {
  receiptNo: string;
  orderId: string;
  amount: number;
  outstandingAfter: number;
  paidAt: string;
}

/** After a booked payment: the official receipt number, the amount, the loan and what is left. */
export function receiptText(r: ReceiptFacts, brand: BrandConfig, lang: MessageLang): MessageText {
  const money = moneyOf(brand);
  const paid = money(r.amount);
  const left = money(r.outstandingAfter);
  const cleared = r.outstandingAfter === 0;
  return pick(brand, lang, {
    en: {
      title: 'Payment received',
      body:
        `We received ${paid} for loan ${r.orderId}. Official receipt ${r.receiptNo}. ` +
        (cleared ? 'Your loan is fully paid. Thank you!' : `You still owe ${left}.`),
    },
    fil: {
      title: 'Natanggap na ang bayad mo',
      body:
        `Natanggap namin ang ${paid} para sa loan ${r.orderId}. Official receipt ${r.receiptNo}. ` +
        (cleared ? 'Bayad na nang buo ang loan mo. Salamat!' : `Natitira pang babayaran: ${left}.`),
    },
  });
}

export function approvedText(
  d: { orderId: string; netProceeds: number },
  brand: BrandConfig,
  lang: MessageLang,
): MessageText {
  const money = moneyOf(brand)(d.netProceeds);
  return pick(brand, lang, {
    en: {
      title: 'Loan approved',
      body: `Your loan ${d.orderId} is approved. Open the app to accept it and receive ${money}.`,
    },
    fil: {
      title: 'Approved na ang loan mo',
      body: `Approved na ang loan mo na ${d.orderId}. Buksan ang app para tanggapin ito at matanggap ang ${money}.`,
    },
  });
}

/** Why an application was refused, as the borrower can act on it. */
export type RejectionReason = 'overdue-loan' | 'requirements';

export function rejectedText(
  d: { orderId: string; reason: RejectionReason },
  brand: BrandConfig,
  lang: MessageLang,
): MessageText {
  const reasons: Bilingual<Record<RejectionReason, string>> = {
    en: {
      'overdue-loan': 'You have a loan that is overdue. Pay it first, then you may apply again.',
      requirements:
        'It did not meet our lending requirements this time. You may apply again later.',
    },
    fil: {
      'overdue-loan':
        'May loan ka na lampas na sa due date. Bayaran muna ito, saka ka puwedeng mag-apply ulit.',
      requirements:
        'Hindi ito pumasa sa mga requirement namin sa ngayon. Puwede kang mag-apply ulit sa susunod.',
    },
  };
  return pick(brand, lang, {
    en: {
      title: 'Application not approved',
      body: `We could not approve your loan ${d.orderId}. ${reasons.en[d.reason]}`,
    },
    fil: {
      title: 'Hindi na-approve ang application mo',
      body: `Hindi namin na-approve ang loan mo na ${d.orderId}. ${reasons.fil[d.reason]}`,
    },
  });
}

export function releasedText(
  d: { orderId: string; netProceeds: number; account: string | null },
  brand: BrandConfig,
  lang: MessageLang,
): MessageText {
  const money = moneyOf(brand)(d.netProceeds);
  const to = { en: d.account ? ` to ${d.account}` : '', fil: d.account ? ` sa ${d.account}` : '' };
  return pick(brand, lang, {
    en: {
      title: 'Money sent',
      body: `We sent ${money}${to.en} for your loan ${d.orderId}. See your due date in the app.`,
    },
    fil: {
      title: 'Naipadala na ang pera',
      body: `Naipadala na namin ang ${money}${to.fil} para sa loan mo na ${d.orderId}. Tingnan ang due date mo sa app.`,
    },
  });
}

export function complaintReplyText(
  d: { complaintId: string },
  brand: BrandConfig,
  lang: MessageLang,
): MessageText {
  return pick(brand, lang, {
    en: {
      title: 'Reply to your complaint',
      body: `Customer service replied to your complaint ${d.complaintId}. Open it to read the reply.`,
    },
    fil: {
      title: 'May sagot na sa reklamo mo',
      body: `Sinagot na ng customer service ang reklamo mo na ${d.complaintId}. Buksan ito para mabasa ang sagot.`,
    },
  });
}
