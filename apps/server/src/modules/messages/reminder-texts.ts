import type { BrandConfig } from '@loan/contract';
import type { LoanToRemind } from '../order/reminder-loans.service.ts';
import {
  type Bilingual,
  type MessageLang,
  type MessageText,
  moneyOf,
  withSms,
} from './message-lang.ts';

type Texts = { title: string; body: string };

/**
 * A reminder `daysToDue` days from the due date (negative after it): title, in-app text and SMS,
 * short and plain as the order page speaks, in the borrower's language.
 */
export function reminderText(
  daysToDue: number,
  loan: LoanToRemind,
  brand: BrandConfig,
  lang: MessageLang,
): MessageText {
  const money = moneyOf(brand);
  const ref = loan.orderId;
  const due = loan.dueDate;
  const safe: Bilingual<string> = {
    en: `Pay only through the channels in the ${brand.appNameEn} app.`,
    fil: `Magbayad lang sa mga channel na nasa ${brand.appNameEn} app.`,
  };
  const texts = (): Bilingual<Texts> => {
    if (daysToDue > 1) {
      return {
        en: {
          title: `Payment due in ${daysToDue} days`,
          body: `Your payment of ${money(loan.unpaid)} for loan ${ref} is due on ${due}.`,
        },
        fil: {
          title: `Due na ang bayad mo sa loob ng ${daysToDue} araw`,
          body: `Ang bayad mo na ${money(loan.unpaid)} para sa loan ${ref} ay due sa ${due}.`,
        },
      };
    }
    if (daysToDue === 1) {
      return {
        en: {
          title: 'Payment due tomorrow',
          body: `Your payment of ${money(loan.unpaid)} for loan ${ref} is due tomorrow, ${due}.`,
        },
        fil: {
          title: 'Due na bukas ang bayad mo',
          body: `Ang bayad mo na ${money(loan.unpaid)} para sa loan ${ref} ay due na bukas, ${due}.`,
        },
      };
    }
    if (daysToDue === 0) {
      return {
        en: {
          title: 'Payment due today',
          body: `Please pay ${money(loan.amountDue)} for loan ${ref} today to keep a good record.`,
        },
        fil: {
          title: 'Due ngayong araw ang bayad mo',
          body: `Pakibayaran ang ${money(loan.amountDue)} para sa loan ${ref} ngayong araw para manatiling maganda ang record mo.`,
        },
      };
    }
    const late = -daysToDue;
    return {
      en: {
        title: late === 1 ? 'Payment overdue' : `Payment ${late} days overdue`,
        body: `Your payment for loan ${ref} was due on ${due}. Please pay ${money(loan.amountDue)} now to stop default interest.`,
      },
      fil: {
        title:
          late === 1
            ? 'Lampas na sa due date ang bayad mo'
            : `${late} araw nang lampas sa due date ang bayad mo`,
        body: `Ang bayad mo para sa loan ${ref} ay due noong ${due}. Pakibayaran na ang ${money(loan.amountDue)} para matigil ang default interest.`,
      },
    };
  };
  const text = texts()[lang];
  return withSms(brand, { title: text.title, body: `${text.body} ${safe[lang]}` });
}
