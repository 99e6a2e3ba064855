import {
  APPLICANT_WORDS_EN,
  type BrandConfig,
  type Citizenship,
  type CivilStatus,
  type EmploymentKind,
  formatMoney,
  formatPhilippineTime,
  type GovernmentIdType,
  type Locale,
  maskIdNumber,
} from '@loan/contract';
import type { ApplicantProfile } from '../applicant/applicant.service.ts';

interface ApplicantWords {
  field: Record<
    | 'fullName'
    | 'birthDate'
    | 'civilStatus'
    | 'citizenship'
    | 'address'
    | 'work'
    | 'income'
    | 'id'
    | 'photos'
    | 'consentAt'
    | 'updatedAt',
    string
  >;
  civil: Record<CivilStatus, string>;
  citizenship: Record<Citizenship, string>;
  work: Record<EmploymentKind, string>;
  idTypes: Record<GovernmentIdType, string>;
  photos: string;
  perMonth: (amount: string) => string;
}

const WORDS: Record<Locale, ApplicantWords> = {
  en: {
    field: {
      fullName: 'Full name',
      birthDate: 'Birth date',
      civilStatus: 'Civil status',
      citizenship: 'Citizenship',
      address: 'Permanent address',
      work: 'Work',
      income: 'Monthly income',
      id: 'Government ID',
      photos: 'Photos',
      consentAt: 'Agreed to the processing of your data on',
      updatedAt: 'Last changed on',
    },
    ...APPLICANT_WORDS_EN,
    photos: 'A photo of your ID and a selfie, kept privately (see them in the app)',
    perMonth: (amount) => `${amount} a month`,
  },
  fil: {
    field: {
      fullName: 'Buong pangalan',
      birthDate: 'Kaarawan',
      civilStatus: 'Katayuang sibil',
      citizenship: 'Pagkamamamayan',
      address: 'Permanenteng address',
      work: 'Trabaho',
      income: 'Buwanang kita',
      id: 'Government ID',
      photos: 'Mga larawan',
      consentAt: 'Pumayag sa pagproseso ng datos mo noong',
      updatedAt: 'Huling binago noong',
    },
    civil: {
      single: 'Walang asawa',
      married: 'May asawa',
      widowed: 'Biyudo o biyuda',
      separated: 'Hiwalay',
      annulled: 'Na-annul',
    },
    citizenship: { filipino: 'Pilipino', other: 'Hindi Pilipino' },
    work: {
      employed: 'May trabaho',
      selfEmployed: 'Sariling negosyo',
      ofw: 'OFW',
      unemployed: 'Walang trabaho',
      student: 'Estudyante',
      retired: 'Retirado',
    },
    idTypes: {
      philsys: 'PhilSys National ID',
      umid: 'UMID',
      driversLicence: 'Lisensya sa pagmamaneho',
      passport: 'Pasaporte',
      sss: 'SSS ID',
      prc: 'PRC ID',
      postal: 'Postal ID',
      voters: 'Voter’s ID',
    },
    photos: 'Larawan ng ID mo at selfie, pribadong nakatago (makikita sa app)',
    perMonth: (amount) => `${amount} kada buwan`,
  },
};

/** The applicant's profile in the download, in the reader's language (the ID number masked). */
export function readableApplicant(profile: ApplicantProfile, brand: BrandConfig, lang: Locale) {
  const w = WORDS[lang];
  const { address } = profile;
  return {
    [w.field.fullName]: profile.fullName,
    [w.field.birthDate]: profile.birthDate,
    [w.field.civilStatus]: w.civil[profile.civilStatus],
    [w.field.citizenship]: w.citizenship[profile.citizenship],
    [w.field.address]: [
      profile.addressLine,
      address.barangay.name,
      address.city.name,
      address.province.name,
      address.region.name,
    ].join(', '),
    [w.field.work]: [w.work[profile.employment], profile.employer].filter(Boolean).join(', '),
    [w.field.income]: w.perMonth(formatMoney(profile.monthlyIncome, brand)),
    [w.field.id]: `${w.idTypes[profile.idType]} ${maskIdNumber(profile.idNumber)}`,
    [w.field.photos]: w.photos,
    [w.field.consentAt]: formatPhilippineTime(profile.privacyConsentAt),
    [w.field.updatedAt]: formatPhilippineTime(profile.updatedAt),
  };
}
