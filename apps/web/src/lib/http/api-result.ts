/** What every business call resolves to: the envelope plus whether its code meant success. */
export interface ApiResult<T> {
  code: number | string;
  data: T | null;
  message: string;
  success: boolean;
}

/** The server answered, but not with an envelope (a proxy's error page, say). */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export function isEnvelope(body: unknown): body is Omit<ApiResult<unknown>, 'success'> {
  if (typeof body !== 'object' || body === null) return false;
  const { code, message } = body as Record<string, unknown>;
  return (typeof code === 'number' || typeof code === 'string') && typeof message === 'string';
}
