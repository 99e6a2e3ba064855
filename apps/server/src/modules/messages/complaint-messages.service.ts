import { createHash } from 'node:crypto';
import { APP_ROUTES, type BrandConfig } from '@loan/contract';
import { savedLanguage } from '../language/language.service.ts';
import { complaintReplyText } from './event-texts.ts';
import { inBothLanguages, type MessageLang } from './message-lang.ts';
import { deliverOnce, type MessageDeps } from './messages.service.ts';

export interface ComplaintReply {
  userId: string;
  /** The complaint's public id, as the borrower knows it. */
  complaintId: string;
  text: string;
}

/**
 * Customer service answered a complaint: a message linking to it, in-app and by SMS, once per
 * reply text (saving the same reply again sends nothing; a new reply is a new message).
 */
export async function deliverComplaintReply(
  deps: MessageDeps & { config: { brand: BrandConfig } },
  reply: ComplaintReply,
  chosen?: MessageLang,
): Promise<boolean> {
  if (!reply.text.trim()) return false;
  const lang = chosen ?? (await savedLanguage(deps.db, reply.userId));
  const digest = createHash('sha256').update(reply.text).digest('hex').slice(0, 16);
  const query = new URLSearchParams({ problemId: reply.complaintId });
  return deliverOnce(deps, {
    userId: reply.userId,
    orderId: null,
    kind: 'complaint-reply',
    key: `complaint-reply:${reply.complaintId}:${digest}`,
    link: `${APP_ROUTES.complaintDetail}?${query}`,
    essential: true,
    sms: complaintReplyText({ complaintId: reply.complaintId }, deps.config.brand, lang).sms,
    texts: await inBothLanguages((each) =>
      complaintReplyText({ complaintId: reply.complaintId }, deps.config.brand, each),
    ),
  });
}
