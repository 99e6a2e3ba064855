import { BUSINESS_CODE, CAPTCHA_IMAGE_PATH, devCaptcha, endpoints } from '@loan/contract';
import { getCaptchaQuerySchema } from '@loan/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { registerEndpoint } from '../../lib/contract-endpoint.ts';
import { contentResponse, NOT_FOUND_RESPONSE } from '../docs/route-docs.ts';
import { CaptchaInbox } from './captcha.ts';
import {
  captchaPicture,
  challengeFor,
  landingTemplate,
  newSid,
  registerVisitor,
  requestRegistrationSms,
  track,
} from './promotion.service.ts';

/** The registration landing page's calls (loan-journey §7), public: visitors have no session. */
export default async function promotionRoutes(app: FastifyInstance): Promise<void> {
  const captchaInbox = app.config.devRoutes ? new CaptchaInbox() : undefined;
  const deps = { db: app.db, clock: app.clock, sms: app.sms, config: app.config, captchaInbox };
  if (captchaInbox) {
    registerEndpoint(app, devCaptcha, async ({ sid }) => {
      const answer = captchaInbox.answerFor(sid);
      if (!answer) throw new AppError(BUSINESS_CODE.notFound, 'No picture was drawn for this sid');
      return { sid, answer };
    });
  }
  registerEndpoint(app, endpoints.channelTemplate, async ({ templateId }) =>
    landingTemplate(app, templateId),
  );
  registerEndpoint(app, endpoints.trackVisit, async (query) => track(app, 'visit', query));
  registerEndpoint(app, endpoints.trackClick, async (query) => track(app, 'click', query));
  registerEndpoint(app, endpoints.getSid, async () => newSid(app));
  registerEndpoint(app, endpoints.getChallenge, async ({ sid }) => challengeFor(deps, sid));
  registerEndpoint(app, endpoints.getSms, async (input, { request }) =>
    requestRegistrationSms(deps, input, request.ip),
  );
  registerEndpoint(app, endpoints.register, async (input) => registerVisitor(deps, input));

  app.withTypeProvider<ZodTypeProvider>().get(
    CAPTCHA_IMAGE_PATH,
    {
      schema: { querystring: getCaptchaQuerySchema },
      config: {
        openapi: {
          tags: ['promotion'],
          summary: 'The image captcha of a sid (promotion.getSid)',
          response: {
            200: contentResponse('The picture', 'image/png'),
            404: NOT_FOUND_RESPONSE,
          },
        },
      },
    },
    async (request, reply) => {
      const png = await captchaPicture(deps, request.query.sid);
      if (!png) return reply.code(404).send({ code: 404, data: null, message: 'Not found' });
      return reply
        .type('image/png')
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(png);
    },
  );
}
