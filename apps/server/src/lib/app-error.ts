import type { BusinessCode } from '@loan/contract';

/**
 * A business outcome other than success. The error handler turns it into the envelope
 * `{code, data, message}`; the message is shown to the borrower, so it must be safe to show.
 */
export class AppError extends Error {
  override name = 'AppError';

  readonly code: BusinessCode | number;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(
    code: BusinessCode | number,
    message: string,
    httpStatus = 200,
    data: unknown = null,
  ) {
    super(message);
    this.code = code;
    this.httpStatus = httpStatus;
    this.data = data;
  }
}
