import { APP_ROUTES } from '@loan/contract';
import { getPageQueryValue } from '@/lib/session-query.ts';
import { channelQuery } from './landing-query.ts';

/** The download or agreement page with the landing link's query (loan-journey §2). */
export function templatePagePath(
  route: typeof APP_ROUTES.downloadTemplate | typeof APP_ROUTES.agreementTemplate,
  templateId: number,
): string {
  const query = new URLSearchParams({ ...channelQuery(), id: String(templateId) });
  const downId = getPageQueryValue('down_id');
  if (downId) query.set('down_id', downId);
  else query.set('links_id', getPageQueryValue('links_id') || String(templateId));
  return `${route}?${query}`;
}

export const downloadPath = (templateId: number) =>
  templatePagePath(APP_ROUTES.downloadTemplate, templateId);
export const agreementPath = (templateId: number) =>
  templatePagePath(APP_ROUTES.agreementTemplate, templateId);
