import type { Locale } from '@loan/contract';

/** The download's words in English and Filipino (docs/decisions/0038). */
interface ExportWords {
  title: (app: string) => string;
  none: string;
  notChosen: string;
  noApplicant: string;
  yes: string;
  no: string;
  languages: Record<Locale, string>;
  paymentKinds: Record<'instalment' | 'rollover', string>;
  erasureStatuses: Record<'received' | 'completed', string>;
  documents: Record<'loan-agreement' | 'disclosure-statement', string>;
  documentVersion: (document: string, version: string) => string;
  section: Record<
    | 'profile'
    | 'payoutAccount'
    | 'orders'
    | 'payments'
    | 'complaints'
    | 'consents'
    | 'messages'
    | 'sessions'
    | 'erasureRequests',
    string
  >;
  field: Record<(typeof FIELDS)[number], string>;
}

const FIELDS = [
  'document',
  'exportedAt',
  'mobile',
  'registeredAt',
  'language',
  'applicant',
  'orderId',
  'status',
  'principal',
  'appliedAt',
  'releaseDate',
  'dueDate',
  'settledAt',
  'receiptNo',
  'paidAt',
  'amount',
  'kind',
  'channel',
  'reference',
  'towardsPenalty',
  'towardsDefaultInterest',
  'towardsInterest',
  'towardsPrincipal',
  'credit',
  'outstandingAfter',
  'reversedAt',
  'complaintId',
  'problemType',
  'detail',
  'images',
  'reply',
  'sentAt',
  'agreedAt',
  'agreedTo',
  'title',
  'message',
  'startedAt',
  'lastSeenAt',
  'endsAt',
  'thisSession',
  'request',
  'receivedAt',
  'erasureFrom',
  'erasureDone',
] as const;

const EN: ExportWords = {
  title: (app) => `Your data held by ${app} (Data Privacy Act of 2012, RA 10173)`,
  none: 'None',
  notChosen: 'Not chosen (the phone’s language is used)',
  noApplicant: 'None held: you have not filled in your profile (name, birth date, address, ID)',
  yes: 'Yes',
  no: 'No',
  languages: { en: 'English', fil: 'Filipino' },
  paymentKinds: { instalment: 'Loan repayment', rollover: 'Rollover fee' },
  erasureStatuses: { received: 'Received, not yet carried out', completed: 'Carried out' },
  documents: { 'loan-agreement': 'Loan Agreement', 'disclosure-statement': 'Disclosure Statement' },
  documentVersion: (document, version) => `${document}, version of ${version}`,
  section: {
    profile: 'Profile',
    payoutAccount: 'Payout account',
    orders: 'Loans',
    payments: 'Payments',
    complaints: 'Complaints',
    consents: 'Consents',
    messages: 'Messages',
    sessions: 'Sign-ins',
    erasureRequests: 'Erasure requests',
  },
  field: {
    document: 'Document',
    exportedAt: 'Made on',
    mobile: 'Mobile number',
    registeredAt: 'Registered on',
    language: 'Language',
    applicant: 'Applicant details',
    orderId: 'Order number',
    status: 'Status',
    principal: 'Loan amount',
    appliedAt: 'Applied on',
    releaseDate: 'Release date',
    dueDate: 'Due date',
    settledAt: 'Paid off on',
    receiptNo: 'Receipt number',
    paidAt: 'Paid on',
    amount: 'Amount paid',
    kind: 'Paid for',
    channel: 'Channel',
    reference: 'Reference number',
    towardsPenalty: 'Towards the one-time penalty',
    towardsDefaultInterest: 'Towards default interest',
    towardsInterest: 'Towards interest',
    towardsPrincipal: 'Towards principal',
    credit: 'Overpaid (your credit)',
    outstandingAfter: 'Left to pay after it',
    reversedAt: 'Reversed on',
    complaintId: 'Complaint number',
    problemType: 'Type',
    detail: 'What you wrote',
    images: 'Photos',
    reply: 'Our reply',
    sentAt: 'Sent on',
    agreedAt: 'Agreed on',
    agreedTo: 'What you agreed to',
    title: 'Title',
    message: 'Message',
    startedAt: 'Signed in on',
    lastSeenAt: 'Last used on',
    endsAt: 'Ends or ended on',
    thisSession: 'This sign-in',
    request: 'Request number',
    receivedAt: 'Received on',
    erasureFrom: 'Carried out from',
    erasureDone: 'Carried out on',
  },
};

const FIL: ExportWords = {
  title: (app) => `Ang data mo na hawak ng ${app} (Data Privacy Act of 2012, RA 10173)`,
  none: 'Wala',
  notChosen: 'Hindi pa pinili (wika ng phone ang gamit)',
  noApplicant: 'Wala: hindi mo pa napupunan ang profile mo (pangalan, kaarawan, address, ID)',
  yes: 'Oo',
  no: 'Hindi',
  languages: { en: 'English', fil: 'Filipino' },
  paymentKinds: { instalment: 'Hulog sa loan', rollover: 'Bayad sa rollover' },
  erasureStatuses: { received: 'Natanggap, hindi pa naisasagawa', completed: 'Naisagawa na' },
  documents: {
    'loan-agreement': 'Kasunduan sa Loan (Loan Agreement)',
    'disclosure-statement': 'Disclosure Statement',
  },
  documentVersion: (document, version) => `${document}, bersyon ng ${version}`,
  section: {
    profile: 'Profile',
    payoutAccount: 'Payout account',
    orders: 'Mga loan',
    payments: 'Mga bayad',
    complaints: 'Mga reklamo',
    consents: 'Mga pahintulot',
    messages: 'Mga mensahe',
    sessions: 'Mga pag-sign in',
    erasureRequests: 'Mga hiling na burahin',
  },
  field: {
    document: 'Dokumento',
    exportedAt: 'Ginawa noong',
    mobile: 'Mobile number',
    registeredAt: 'Nag-register noong',
    language: 'Wika',
    applicant: 'Detalye ng aplikante',
    orderId: 'Numero ng order',
    status: 'Katayuan',
    principal: 'Halaga ng loan',
    appliedAt: 'Nag-apply noong',
    releaseDate: 'Petsa ng paglabas ng pera',
    dueDate: 'Takdang petsa',
    settledAt: 'Nabayaran nang buo noong',
    receiptNo: 'Numero ng resibo',
    paidAt: 'Binayaran noong',
    amount: 'Halagang binayaran',
    kind: 'Bayad para sa',
    channel: 'Channel ng bayad',
    reference: 'Reference number',
    towardsPenalty: 'Napunta sa isang beses na multa',
    towardsDefaultInterest: 'Napunta sa interes sa pagkaantala',
    towardsInterest: 'Napunta sa interes',
    towardsPrincipal: 'Napunta sa principal',
    credit: 'Sobrang bayad (credit mo)',
    outstandingAfter: 'Natitirang babayaran pagkatapos nito',
    reversedAt: 'Binawi noong',
    complaintId: 'Numero ng reklamo',
    problemType: 'Uri',
    detail: 'Isinulat mo',
    images: 'Mga larawan',
    reply: 'Sagot namin',
    sentAt: 'Ipinadala noong',
    agreedAt: 'Pumayag noong',
    agreedTo: 'Pinayagan mo',
    title: 'Pamagat',
    message: 'Mensahe',
    startedAt: 'Nag-sign in noong',
    lastSeenAt: 'Huling ginamit noong',
    endsAt: 'Matatapos o natapos noong',
    thisSession: 'Ang sign-in na ito',
    request: 'Numero ng hiling',
    receivedAt: 'Natanggap noong',
    erasureFrom: 'Isasagawa mula',
    erasureDone: 'Naisagawa noong',
  },
};

export const EXPORT_WORDS: Readonly<Record<Locale, ExportWords>> = { en: EN, fil: FIL };
