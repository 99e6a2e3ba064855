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
  download: 'I-download ang data ko (JSON)',
  fileName: (date: string) => `my-data-${date}.json`,
  erasureTitle: 'Hilingin na burahin ang data mo',
  erasureText:
    'Binubura o ginagawang anonymous namin ang personal data mo kapag hindi na ito kailangan. Ayon sa batas sa pagpapautang, kailangang itago ng lender ang mga record ng loan at bayad mo (at ang nagpapakilala sa iyo roon) sa panahong itinakda ng batas matapos isara ang loan; itatago ang mga iyon hanggang doon, hindi gagamitin sa iba, at buburahin pagkatapos. Hindi binubura ang bukas na loan habang binabayaran pa ito.',
  erasureButton: 'Humiling na burahin',
  erasureRecorded: (reference: string, at: string) =>
    `Natanggap ang request ${reference} noong ${at}. Ibigay ang reference na ito sa data protection officer namin.`,
  erasureFailed: 'Hindi naipadala ang request. Subukan ulit.',
};
