/** Everything API lives under `/api`; the spec's fixed service prefix is `/api/h5`. */
export const API_PREFIX = '/api';
export const H5_PREFIX = '/api/h5';

/** Spec path `/v3/x` is served at `/api/h5/v3/x`. */
export function h5Path(specPath: `/${string}`): string {
  return `${H5_PREFIX}${specPath}`;
}

/** The spec writes the registration landing page's calls absolutely under `/api/v2/youmi`. */
export const YOUMI_V2_PREFIX = '/api/v2/youmi';

export function youmiV2Path(specPath: `/${string}`): string {
  return `${YOUMI_V2_PREFIX}${specPath}`;
}
