import { defineEndpoint } from '../endpoint.ts';
import { youmiV2Path } from '../paths.ts';
import type {
  channelTemplateSchemas,
  getChallengeSchemas,
  getSidSchemas,
  getSmsSchemas,
  registerSchemas,
  trackClickSchemas,
  trackVisitSchemas,
} from '../schemas/promotion.ts';

/** The landing page's configuration, by template id. */
export const channelTemplate = defineEndpoint<typeof channelTemplateSchemas>({
  id: 'promotion.channelTemplate',
  method: 'GET',
  path: youmiV2Path('/service/channel/channel-template'),
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

export const trackVisit = defineEndpoint<typeof trackVisitSchemas>({
  id: 'promotion.trackVisit',
  method: 'GET',
  path: youmiV2Path('/promotion/track-visit'),
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

/** A fresh random sid: the captcha picture and the SMS request are bound to it. */
export const getSid = defineEndpoint<typeof getSidSchemas>({
  id: 'promotion.getSid',
  method: 'GET',
  path: youmiV2Path('/promotion/get-sid'),
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

/** A proof-of-work challenge bound to the sid: the page solves it before asking for an SMS. */
export const getChallenge = defineEndpoint<typeof getChallengeSchemas>({
  id: 'promotion.getChallenge',
  method: 'GET',
  path: youmiV2Path('/promotion/get-challenge'),
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

export const getSms = defineEndpoint<typeof getSmsSchemas>({
  id: 'promotion.getSms',
  method: 'POST',
  path: youmiV2Path('/promotion/get-sms'),
  encoding: 'json',
  successCode: 0,
  auth: 'public',
});

export const trackClick = defineEndpoint<typeof trackClickSchemas>({
  id: 'promotion.trackClick',
  method: 'GET',
  path: youmiV2Path('/promotion/track-click'),
  encoding: 'query',
  successCode: 0,
  auth: 'public',
});

export const register = defineEndpoint<typeof registerSchemas>({
  id: 'promotion.register',
  method: 'POST',
  path: youmiV2Path('/promotion/register'),
  encoding: 'json',
  successCode: 0,
  auth: 'public',
});

/**
 * The captcha picture: an image (`<img src>`), not an envelope, so it is no descriptor; the server
 * registers it directly with `getCaptchaQuerySchema` on its query.
 */
export const CAPTCHA_IMAGE_PATH = youmiV2Path('/promotion/get-captcha');

/** The landing page's calls (also in `endpoints`). */
export const promotionEndpoints = {
  channelTemplate,
  trackVisit,
  getSid,
  getChallenge,
  getSms,
  trackClick,
  register,
} as const;
