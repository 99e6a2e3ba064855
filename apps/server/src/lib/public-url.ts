import type { BrandConfig } from '@loan/contract';

/**
 * A path this server serves, as the app must request it: on the API's origin (the brand's
 * `apiBase`, '' when the app and the API share one). Absolute URLs pass through.
 */
export function apiUrl(brand: Pick<BrandConfig, 'apiBase'>, path: string): string {
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${brand.apiBase.replace(/\/+$/, '')}${path}`;
}
