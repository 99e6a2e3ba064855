import { defineMessages } from '@/lib/i18n/catalogue.ts';

/** Texts of the complaint screens (foundation-and-support §2, §4, §5, §8). */
export const complaintEnglish = {
  title: 'Complaint',
  loading: 'loading...',
  unavailable: 'This page could not be loaded.',
  myComplaints: 'My complaints',
  myComplaintsImageAlt: 'My complaints: see what you sent and the replies',
  chosenOrder: 'Your order',
  all: 'All',
  chooseOrder: 'Choose the order this is about',
  noOrders: 'You have no orders yet: there is nothing to complain about.',
  questionTypes: 'What is it about?',
  subTypes: 'What happened?',
  collectionNotSupported: 'The selected order does not support sending collection types',
  formTitle: 'Complaint',
  description: 'Description',
  descriptionPlaceholder: 'Tell us what happened, with dates and names if you have them.',
  counter: (used: number, max: number) => `${used}/${max}`,
  images: 'Photos (optional)',
  addImage: 'Add photo',
  removeImage: (n: number) => `Remove photo ${n}`,
  photosLeftOut: (left: number, max: number) =>
    `${left === 1 ? 'One photo was' : `${left} photos were`} not added: at most ${max} photos.`,
  uploadSucceeded: 'Upload succeeded!',
  send: 'Send',
  promise: 'We reply within 3 working days (Monday to Friday).',
  // The spec: description required.
  descriptionRequired: 'Please fill in your comments and suggestions',
  sent: 'Successfully Sent',
  missingChoice: 'Choose a question type on the complaint page first.',
  listTitle: 'My complaints',
  empty: 'Nothing here yet.',
  detailTitle: 'Complaint details',
  type: 'Type',
  sonType: 'Sub-type',
  content: 'Your message',
  yourImages: 'Your photos',
  processResult: 'Process Result',
  fromService: 'Customer service',
  replyImages: 'Photos from customer service',
  photo: (n: number) => `Photo ${n}`,
  rateTitle: 'Please rate this service',
  rateLegend: 'Your rating',
  star: (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`,
  cancel: 'Cancel',
  rateSend: 'Send',
  chooseStars: 'Please choose at least one star.',
  // The spec's success toast, as written.
  rated: 'Successful demonstration！',
} as const;

export const complaintMessages = defineMessages({
  en: complaintEnglish,
  fil: () => import('./messages.fil.ts').then((texts) => texts.complaintMessages),
});
