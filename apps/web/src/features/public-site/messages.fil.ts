import type { BrandSlotValues as BrandTexts } from '@loan/contract';
import {
  DECISION_WITHIN_DAYS,
  LOAN_TERM_MAX_DAYS,
  LOAN_TERM_MIN_DAYS,
  lenderRegistrationText,
  MINIMUM_AGE,
  RELEASE_MAX_DAYS,
  RELEASE_MIN_DAYS,
} from '@loan/contract';
import type { Translation } from '@/lib/i18n/catalogue.ts';
import type * as en from './messages.ts';
import { loanTermsSummary, privacySummary } from './texts/legal-summaries.fil.ts';

// The Filipino side of ./messages.ts (docs/decisions/0038, 0047), loaded only for a Filipino
// reader: the public pages prerendered in Filipino, and the in-app legal pages.

const araw = (count: number) => `${count} araw`;

function about(brand: BrandTexts) {
  return {
    missionHeading: 'Ang aming misyon',
    mission: `Ginagawang simple, mabilis at patas ng ${brand.companyName} ang pag-loan para sa bawat Pilipino. Sa ${brand.appName}, mag-apply ka mula sa phone mo, makikita mo ang bawat fee bago ka pumayag, at magbabayad ka sa paraang bagay sa iyo. Rehistrado ang ${brand.companyName} sa Securities and Exchange Commission: ${lenderRegistrationText(brand)}.`,
    advantagesHeading: 'Bakit kami pinipili ng mga borrower',
    advantages: [
      {
        title: 'Mabilis',
        text: `Desisyon sa loob ng ${araw(DECISION_WITHIN_DAYS)}, at pera sa account mo sa loob ng ${araw(RELEASE_MAX_DAYS)} pagkatapos mong tanggapin.`,
      },
      {
        title: 'Flexible',
        text: `Terms na hanggang ${araw(LOAN_TERM_MAX_DAYS)}, maagang pagbayad, at prolongation kapag kailangan mo ng dagdag na panahon.`,
      },
      {
        title: 'Ligtas',
        text: 'Rehistradong lender, naka-encrypt na data, at walang tagong singil: kung ano ang nakikita mo, iyon ang babayaran mo.',
      },
    ],
    teamHeading: 'Ang aming team',
    team: 'Kami ay mga taga-credit, technology at customer care na ilang taon nang naglilingkod sa mga borrower sa buong Pilipinas. Sumasagot araw-araw ang aming customer service, sa English at Filipino.',
    contactHeading: 'Customer service',
    contact: 'May tanong tungkol sa loan o sa aming serbisyo? Sumulat sa',
  };
}

export const publicSiteMessages: Translation<typeof en.publicSiteEnglish> = {
  homeTitle: 'Online cash loan sa Pilipinas',
  languageLabel: 'Wika',
  nav: {
    label: 'Mga bahagi',
    home: 'Simula',
    about: 'Tungkol sa amin',
    privacy: 'Kasunduan sa privacy',
    loanTerms: 'Mga tuntunin ng loan',
    contact: 'Makipag-ugnayan',
  },
  heroTitle: 'Pera kapag kailangan mo, diretso sa account mo',
  heroText:
    'Mag-apply mula sa phone mo sa loob ng ilang minuto. Walang collateral, malinaw ang fees, walang tagong singil.',
  apply: 'Mag-apply',
  signIn: 'Mag-sign in',
  signInHint: 'May loan ka na? Mag-sign in para makita ang mga loan, bayad at mensahe mo.',
  minimumAge: (age: number) => `Dapat ay ${age} taong gulang ka man lang para makapag-loan.`,
  carouselLabel: 'Mga highlight',
  slideLabel: (index: number, total: number) => `Slide ${index} ng ${total}`,
  showSlide: (index: number) => `Ipakita ang slide ${index}`,
  aboutSummary:
    'Kami ay lisensyadong lending company na ginagawang simple, mabilis at patas ang short-term personal loan para sa mga Pilipino.',
  privacySummary:
    'Kinokolekta lang namin ang kailangan para suriin at pangasiwaan ang loan mo, iniingatan namin ito, at hindi namin ito ibinebenta.',
  loanTermsSummary: 'Ang mga pangunahing numero ng bawat loan na inaalok namin:',
  readAbout: 'Magbasa pa tungkol sa amin',
  readPrivacy: 'Basahin ang privacy agreement',
  readLoanTerms: 'Basahin ang buong tuntunin ng loan',
  contactIntro:
    'May tanong o suhestiyon? Hindi ipinapadala sa amin ang form na ito: para maabot kami, tumawag sa',
  contactIntroOr: 'o mag-e-mail sa',
  contactName: 'Pangalan',
  contactTelephone: 'Telepono',
  contactSuggestion: 'Suhestiyon',
  contactSubmit: 'Ipadala',
  contactIncomplete: 'Pakikumpleto ang impormasyon!',
  contactPhoneInvalid: 'Maglagay ng Philippine mobile number, halimbawa 0917 123 4567.',
  contactSuccess: 'Tapos na!',
  footerPhone: 'Telepono',
  footerEmail: 'E-mail',
  footerAddress: 'Address',
  copyright: (year: string, company: string) =>
    `© ${year} ${company}, nakalaan ang lahat ng karapatan.`,
  aboutTitle: 'Tungkol sa amin',
  privacyTitle: 'Patakaran sa privacy',
  privacyFrameTitle: 'Patakaran sa privacy',
  loanTermsTitle: 'Mga tuntunin ng loan',
  backHome: 'Simula',
  loanFacts: [
    `Tagal ng loan: ${LOAN_TERM_MIN_DAYS} hanggang ${araw(LOAN_TERM_MAX_DAYS)}`,
    `Desisyon sa loob ng ${araw(DECISION_WITHIN_DAYS)}`,
    `Ilalabas ang pera ${RELEASE_MIN_DAYS} hanggang ${RELEASE_MAX_DAYS} calendar days pagkatapos mong tanggapin`,
    `Para sa mga Pilipinong lampas ${MINIMUM_AGE} taong gulang na may permanenteng address sa Pilipinas`,
  ],
  slides: [
    {
      title: `Desisyon sa loob ng ${araw(DECISION_WITHIN_DAYS)}`,
      text: `Pera sa account mo ${RELEASE_MIN_DAYS} hanggang ${araw(RELEASE_MAX_DAYS)} pagkatapos mong tanggapin.`,
    },
    {
      title: `Hanggang ${araw(LOAN_TERM_MAX_DAYS)} para magbayad`,
      text: `Pumili ng term mula ${LOAN_TERM_MIN_DAYS} hanggang ${araw(LOAN_TERM_MAX_DAYS)}.`,
    },
    { title: 'Ligtas at pribado', text: 'Naka-encrypt ang data mo at hindi kailanman ibinebenta.' },
  ],
  about,
  summaryHeading: 'Buod sa Filipino',
  summaryNote:
    'Ito ay buod lamang para mas madaling maintindihan. Ang buong legal na teksto sa ibaba, sa English gaya ng isinulat ng lender, ang siyang masusunod.',
  privacySummaryPoints: privacySummary,
  loanTermsSummaryPoints: loanTermsSummary,
};
