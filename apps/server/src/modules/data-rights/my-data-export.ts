import {
  type BrandConfig,
  type ComplaintStatus,
  type endpoints,
  formatMoney,
  formatPhilippineTime,
  type Locale,
  type OrderStatus,
  type ResponseOf,
} from '@loan/contract';
import type { ApplicantProfile } from '../applicant/applicant.service.ts';
import { typeTitle } from '../complaint/complaint-types.ts';
import { COMPLAINT_WORDS } from '../complaint/complaint-words.ts';
import { LOAN_WORDS } from '../loan-details/loan-words.ts';
import { readableApplicant } from './applicant-export.ts';
import { EXPORT_WORDS } from './my-data-words.ts';

type MyData = ResponseOf<typeof endpoints.myData>;

/**
 * The borrower's data as a person reads it (the download): every section and field named in the
 * reader's language, pesos with the currency, statuses and types in words, times in Philippine
 * time. Built from the same answer the page shows, so both hold the same records.
 */
export function readableMyData(
  data: MyData,
  brand: BrandConfig,
  lang: Locale,
  applicant: ApplicantProfile | null = null,
) {
  const w = EXPORT_WORDS[lang];
  const money = (minor: number) => formatMoney(minor, brand);
  const time = (iso: string | null) => (iso ? formatPhilippineTime(iso) : w.none);
  const f = w.field;
  return {
    [f.document]: w.title(brand.appNameEn),
    [f.exportedAt]: time(data.exportedAt),
    [w.section.profile]: {
      [f.mobile]: data.profile.phone,
      [f.registeredAt]: time(data.profile.registeredAt),
      [f.language]: data.language ? w.languages[data.language] : w.notChosen,
      [f.applicant]: applicant ? readableApplicant(applicant, brand, lang) : w.noApplicant,
    },
    [w.section.payoutAccount]: data.payoutAccount ?? w.none,
    [w.section.orders]: data.orders.map((order) => ({
      [f.orderId]: order.orderId,
      [f.status]: LOAN_WORDS[lang].status[order.status as OrderStatus] ?? String(order.status),
      [f.principal]: money(order.principal),
      [f.appliedAt]: time(order.appliedAt),
      [f.releaseDate]: order.releaseDate ?? w.none,
      [f.dueDate]: order.dueDate ?? w.none,
      [f.settledAt]: time(order.settledAt),
    })),
    [w.section.payments]: data.payments.map((payment) => ({
      [f.receiptNo]: payment.receiptNo,
      [f.orderId]: payment.orderId,
      [f.paidAt]: time(payment.paidAt),
      [f.amount]: money(payment.amount),
      [f.kind]: w.paymentKinds[payment.kind],
      [f.channel]: payment.channel,
      [f.reference]: payment.reference,
      [f.towardsPenalty]: money(payment.allocation.penalty),
      [f.towardsDefaultInterest]: money(payment.allocation.defaultInterest),
      [f.towardsInterest]: money(payment.allocation.interest),
      [f.towardsPrincipal]: money(payment.allocation.principal),
      [f.credit]: money(payment.allocation.unapplied),
      [f.outstandingAfter]: money(payment.outstandingAfter),
      [f.reversedAt]: time(payment.reversedAt),
    })),
    [w.section.complaints]: data.complaints.map((complaint) => ({
      [f.complaintId]: complaint.complaintId,
      [f.orderId]: complaint.orderId || w.none,
      [f.problemType]: typeTitle(complaint.problemType, lang),
      [f.status]: COMPLAINT_WORDS[lang].statuses[complaint.status as ComplaintStatus] ?? '',
      [f.detail]: complaint.detail,
      [f.images]: complaint.images,
      [f.reply]: complaint.reply || w.none,
      [f.sentAt]: time(complaint.createdAt),
    })),
    [w.section.consents]: data.consents.map((consent) => ({
      [f.orderId]: consent.orderId,
      [f.agreedAt]: time(consent.at),
      [f.agreedTo]: consent.documents.map((d) =>
        w.documentVersion(w.documents[d.document], d.version),
      ),
    })),
    [w.section.messages]: data.messages.map((message) => ({
      [f.sentAt]: time(message.at),
      [f.title]: message.title,
      [f.message]: message.body,
    })),
    [w.section.sessions]: data.sessions.map((session) => ({
      [f.startedAt]: time(session.startedAt),
      [f.lastSeenAt]: time(session.lastSeenAt),
      [f.endsAt]: time(session.endedAt ?? session.expiresAt),
      [f.thisSession]: session.current ? w.yes : w.no,
    })),
    [w.section.erasureRequests]: data.erasureRequests.map((request) => ({
      [f.request]: request.reference,
      [f.receivedAt]: time(request.requestedAt),
      [f.status]: w.erasureStatuses[request.status],
      [f.erasureFrom]: request.eraseFrom ?? w.none,
      [f.erasureDone]: time(request.completedAt),
    })),
  };
}
