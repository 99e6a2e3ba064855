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

/** A `code` makes an envelope; its message may sit under another name (variant-2 calls). */
export function isEnvelope(
  body: unknown,
): body is { code: number | string } & Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const { code } = body as Record<string, unknown>;
  return typeof code === 'number' || typeof code === 'string';
}
