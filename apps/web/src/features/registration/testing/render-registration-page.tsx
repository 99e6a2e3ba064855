import { APP_ROUTES, type Envelope, type ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { type EndpointRequest, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { registrationMessages } from '../messages.ts';
import { PromotionRoute } from '../routes/promotion.tsx';
import { SignInRoute } from '../routes/sign-in.tsx';
import { CAPTCHA, CHALLENGE, LANDING_QUERY, MOBILE, SID } from './registration-fixture.ts';

/** Opens the app at `url` with the landing and sign-in pages routed, and a stand-in for others. */
export function renderRegistrationPage(url: string) {
  return renderRoutes(url, {
    [APP_ROUTES.promotion]: PromotionRoute,
    [APP_ROUTES.signIn]: SignInRoute,
  });
}

/**
 * Answers the calls the landing page makes by itself (template, sid, proof-of-work challenge,
 * visit and click tracking);
 * returns the tracking calls it received.
 */
export function answerLanding(
  challenge: () => Reply<typeof endpoints.getChallenge> = () =>
    ok(endpoints.getChallenge, CHALLENGE),
) {
  const visits: EndpointRequest<typeof endpoints.trackVisit>[] = [];
  const clicks: EndpointRequest<typeof endpoints.trackClick>[] = [];
  server.use(
    handleEndpoint(endpoints.channelTemplate, ({ body }) =>
      ok(endpoints.channelTemplate, { id: Number(body.templateId), name: 'Spring' }),
    ),
    handleEndpoint(endpoints.getSid, () => ok(endpoints.getSid, { sid: SID })),
    handleEndpoint(endpoints.getChallenge, challenge),
    handleEndpoint(endpoints.trackVisit, (request) => {
      visits.push(request);
      return ok(endpoints.trackVisit, null);
    }),
    handleEndpoint(endpoints.trackClick, (request) => {
      clicks.push(request);
      return ok(endpoints.trackClick, null);
    }),
  );
  return { visits, clicks };
}

type Reply<
  D extends typeof endpoints.getSms | typeof endpoints.register | typeof endpoints.getChallenge,
> = Envelope<ResponseOf<D>>;

/** Answers get-sms with each reply in turn (the last repeats); returns the payloads received. */
export function answerSms(...replies: Reply<typeof endpoints.getSms>[]) {
  const received: EndpointRequest<typeof endpoints.getSms>[] = [];
  server.use(
    handleEndpoint(endpoints.getSms, (request) => {
      received.push(request);
      return (
        replies[Math.min(received.length, replies.length) - 1] ??
        ok(endpoints.getSms, { resendAfterSeconds: 60 })
      );
    }),
  );
  return received;
}

/** Answers register with `reply` (success by default); returns the payloads received. */
export function answerRegister(
  reply: Reply<typeof endpoints.register> = ok(endpoints.register, null),
) {
  const received: EndpointRequest<typeof endpoints.register>[] = [];
  server.use(
    handleEndpoint(endpoints.register, (request) => {
      received.push(request);
      return reply;
    }),
  );
  return received;
}

/** The captcha picture's address, as the page shows it. */
export function captchaPicture(): URL | null {
  const image = screen
    .getByRole('button', { name: registrationMessages.captchaImage })
    .querySelector('img');
  return image ? new URL(image.src, window.location.origin) : null;
}

export const mobileInput = () => screen.getByRole('textbox', { name: registrationMessages.mobile });
export const captchaInput = () =>
  screen.getByRole('textbox', { name: registrationMessages.captcha });
export const smsInput = () => screen.getByRole('textbox', { name: registrationMessages.smsCode });
export const pictureButton = () =>
  screen.getByRole('button', { name: registrationMessages.captchaImage });

/** Opens the landing page and waits for its captcha picture (the sid has arrived). */
export async function openLanding(
  query = LANDING_QUERY,
  challenge?: Parameters<typeof answerLanding>[0],
) {
  const calls = answerLanding(challenge);
  renderRegistrationPage(`${APP_ROUTES.promotion}?${query}`);
  await screen.findByRole('heading', { name: /cash to your e-wallet in minutes/ });
  // The captcha picture shows once the sid arrived.
  await vi.waitFor(() => expect(captchaPicture()).not.toBeNull());
  return calls;
}

/** Types the form's fields; an empty value leaves its field as it is. */
export async function fillForm({ mobile = MOBILE, captcha = CAPTCHA, sms = '' } = {}) {
  if (mobile) await userEvent.type(mobileInput(), mobile);
  if (captcha) await userEvent.type(captchaInput(), captcha);
  if (sms) await userEvent.type(smsInput(), sms);
}
