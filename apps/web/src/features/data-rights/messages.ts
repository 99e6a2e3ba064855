import { defineMessages } from '../../lib/i18n/catalogue.ts';

/** Texts of the borrower's data page (Data Privacy Act of 2012, RA 10173). */
export const dataRightsMessages = defineMessages({
  en: {
    title: 'Your data',
    loading: 'Loading...',
    unavailable: 'Your data could not be loaded.',
    intro:
      'Under the Data Privacy Act of 2012 (RA 10173) you may see the personal data we hold about you, take a copy, and ask us to erase it.',
    sections: {
      profile: 'Profile',
      orders: 'Loans',
      payments: 'Payments',
      complaints: 'Complaints',
      consents: 'Consents',
      sessions: 'Sign-ins',
    },
    mobile: 'Mobile number',
    registeredAt: 'Registered on',
    count: (n: number) => (n === 1 ? '1 record' : `${n} records`),
    download: 'Download my data (JSON)',
    fileName: (date: string) => `my-data-${date}.json`,
    erasureTitle: 'Ask us to erase your data',
    erasureText:
      'We erase or anonymise your personal data once nothing needs it. Lending law requires the lender to keep the records of your loans and payments (and what identifies you on them) for the period the law sets after a loan is closed; those are kept until then, used for nothing else, and erased after. An open loan is not erased while it is being repaid.',
    erasureButton: 'Request erasure',
    erasureRecorded: (reference: string, at: string) =>
      `Request ${reference} received on ${at}. Quote this reference to our data protection officer.`,
    erasureFailed: 'The request could not be sent. Please try again.',
  },
  fil: {
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
    download: 'I-download ang data ko (JSON)',
    fileName: (date: string) => `my-data-${date}.json`,
    erasureTitle: 'Hilingin na burahin ang data mo',
    erasureText:
      'Binubura o ginagawang anonymous namin ang personal data mo kapag hindi na ito kailangan. Ayon sa batas sa pagpapautang, kailangang itago ng lender ang mga record ng loan at bayad mo (at ang nagpapakilala sa iyo roon) sa panahong itinakda ng batas matapos isara ang loan; itatago ang mga iyon hanggang doon, hindi gagamitin sa iba, at buburahin pagkatapos. Hindi binubura ang bukas na loan habang binabayaran pa ito.',
    erasureButton: 'Humiling na burahin',
    erasureRecorded: (reference: string, at: string) =>
      `Natanggap ang request ${reference} noong ${at}. Ibigay ang reference na ito sa data protection officer namin.`,
    erasureFailed: 'Hindi naipadala ang request. Subukan ulit.',
  },
});
