import { APP_ROUTES, type Envelope, type ResponseOf } from '@loan/contract';
import * as endpoints from '@loan/contract/endpoints';
import { screen } from '@testing-library/react';
import { type EndpointRequest, handleEndpoint, ok } from '@/testing/handle-endpoint.ts';
import { server } from '@/testing/msw-server.ts';
import { renderRoutes } from '@/testing/render-routes.tsx';
import { registrationMessages } from '../messages.ts';
import { PromotionRoute } from '../routes/promotion.tsx';
import { SignInRoute } from '../routes/sign-in.tsx';
import { SID } from './registration-fixture.ts';

/** Opens the app at `url` with the landing and sign-in pages routed, and a stand-in for others. */
export function renderRegistrationPage(url: string) {
  return renderRoutes(url, {
    [APP_ROUTES.promotion]: PromotionRoute,
    [APP_ROUTES.signIn]: SignInRoute,
  });
}

/**
 * Answers the calls the landing page makes by itself (template, sid, visit and click tracking);
 * returns the tracking calls it received.
 */
export function answerLanding() {
  const visits: EndpointRequest<typeof endpoints.trackVisit>[] = [];
  const clicks: EndpointRequest<typeof endpoints.trackClick>[] = [];
  server.use(
    handleEndpoint(endpoints.channelTemplate, ({ body }) =>
      ok(endpoints.channelTemplate, { id: Number(body.templateId), name: 'Spring' }),
    ),
    handleEndpoint(endpoints.getSid, () => ok(endpoints.getSid, { sid: SID })),
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

type Reply<D extends typeof endpoints.getSms | typeof endpoints.register> = Envelope<ResponseOf<D>>;

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
