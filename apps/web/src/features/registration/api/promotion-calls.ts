import type { RequestOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { callEndpoint } from '@/lib/http/call-endpoint.ts';
import { registrationMessages } from '../messages.ts';

const quietly = { quiet: true } as const;

/** A fresh sid: the captcha picture, the SMS and the registration are bound to it. */
export function fetchSid() {
  return callEndpoint(endpoints.getSid, {});
}

/** A proof-of-work challenge for the sid, solved in the background before an SMS is asked for. */
export function fetchChallenge(sid: string) {
  return callEndpoint(endpoints.getChallenge, { sid }, quietly);
}

export function trackVisit(query: RequestOf<typeof endpoints.trackVisit>) {
  // Tracking never stands in a visitor's way: its failures are not shown.
  return callEndpoint(endpoints.trackVisit, query, quietly).catch(() => undefined);
}

export function trackClick(query: RequestOf<typeof endpoints.trackClick>) {
  return callEndpoint(endpoints.trackClick, query, quietly).catch(() => undefined);
}

/** The page shows its own text for the spec's codes, so the client's toast stays quiet. */
export function requestSms(payload: RequestOf<typeof endpoints.getSms>) {
  return callEndpoint(endpoints.getSms, payload, {
    loading: registrationMessages.loading,
    ...quietly,
  });
}

export function registerVisitor(payload: RequestOf<typeof endpoints.register>) {
  return callEndpoint(endpoints.register, payload, {
    loading: registrationMessages.loading,
    ...quietly,
  });
}
