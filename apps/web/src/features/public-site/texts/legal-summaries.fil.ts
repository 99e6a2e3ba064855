import type { BrandSlotValues as BrandTexts } from '@loan/contract';
import {
  DECISION_WITHIN_DAYS,
  DEFAULT_DAILY_INTEREST_TIERS,
  DEFAULT_PENALTY_NEW_CLIENT,
  DEFAULT_PENALTY_REPEAT_CLIENT,
  LOAN_TERM_MAX_DAYS,
  LOAN_TERM_MIN_DAYS,
  MINIMUM_AGE,
  PERSONAL_DETAILS_NOTICE_DAYS,
  PREPAYMENT_MIN_DAYS_AFTER_RELEASE,
  PREPAYMENT_MIN_TERM_FRACTION,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import { money } from './loan-terms.ts';

// Plain Filipino summaries shown beside the legal texts (docs/decisions/0047). They restate the
// texts' main points with the same figures (the contract's constants); the texts themselves stay
// as the lender wrote them.

/** What the privacy policy says, in short. */
export function privacySummary(brand: BrandTexts): readonly string[] {
  return [
    `Ang ${brand.companyName} ang may hawak ng personal data mo, ayon sa Data Privacy Act of 2012 (RA 10173).`,
    'Kinokolekta namin ang pangalan, ID, contact details, trabaho at kita, ang account na pinagpapadalhan ng loan, ang mga loan at bayad mo, at impormasyon ng device mo.',
    'Ginagamit namin ang mga ito para suriin ang application mo, ilabas at singilin ang loan, at sundin ang batas. Hindi namin ibinebenta ang data mo.',
    'Ibinabahagi lang namin ito sa mga katuwang na kailangan para sa serbisyo (payment, SMS, credit checks) at sa mga awtoridad kapag hinihingi ng batas.',
    `Para lang sa may edad ${MINIMUM_AGE} pataas ang serbisyo.`,
    'Itinatago namin ang data habang bukas ang account mo at hangga’t hinihingi ng batas; pagkatapos, binubura o ginagawang anonymous.',
    `Puwede mong hingin na makita, itama, burahin o kopyahin ang data mo, at bawiin ang pahintulot mo. Sumulat sa ${brand.companyEmail} o tumawag sa ${brand.companyPhone}; sasagot kami sa loob ng 15 araw. Puwede ka ring magreklamo sa National Privacy Commission.`,
  ];
}

/** What the loan terms say, in short. */
export function loanTermsSummary(brand: BrandTexts): readonly string[] {
  const tiers = DEFAULT_DAILY_INTEREST_TIERS.map((tier) =>
    tier.toDay === null
      ? `${tier.percent}% kada araw mula ika-${tier.fromDay} araw`
      : `${tier.percent}% kada araw sa ika-${tier.fromDay} hanggang ika-${tier.toDay} araw`,
  ).join(', ');
  return [
    `Puwedeng mag-loan ang Pilipinong ${MINIMUM_AGE} taong gulang pataas na may permanenteng address sa Pilipinas.`,
    `May desisyon sa loob ng ${DECISION_WITHIN_DAYS} araw. Kapag tinanggap mo ang na-approve na loan, darating ang pera sa account mo sa loob ng ${RELEASE_MIN_DAYS} hanggang ${RELEASE_MAX_DAYS} calendar days.`,
    `Ang tagal ng loan ay ${LOAN_TERM_MIN_DAYS} hanggang ${LOAN_TERM_MAX_DAYS} araw. Makikita mo ang interes at service fee bago ka pumayag; ibinabawas ang service fee sa ilalabas na pera.`,
    'Bayaran ang bawat hulog sa due date nito, sa mga payment channel na nasa app.',
    `Puwede kang magbayad nang buo nang maaga kapag lumipas na ang ${Math.round(PREPAYMENT_MIN_TERM_FRACTION * 100)}% ng term at ${PREPAYMENT_MIN_DAYS_AFTER_RELEASE} araw man lang mula nang ilabas ang loan; interes lang hanggang sa araw ng bayad ang sisingilin.`,
    `Kapag hindi nabayaran sa due date: isang beses na multa na ${money(brand, DEFAULT_PENALTY_NEW_CLIENT)} (bagong client) o ${money(brand, DEFAULT_PENALTY_REPEAT_CLIENT)} (umuulit na client), at default interest sa hindi pa nababayaran: ${tiers}.`,
    'Puwedeng i-extend (prolongation) ang loan nang parehong tagal kapag nabayaran muna ang lahat ng interes at multang due.',
    `Sabihan kami sa loob ng ${PERSONAL_DETAILS_NOTICE_DAYS} araw kapag nagbago ang personal details mo.`,
  ];
}
