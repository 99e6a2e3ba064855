import type { BusinessCode } from '@loan/contract';

/**
 * A business outcome other than success. The error handler turns it into the envelope
 * `{code, data, message}`; the message is shown to the borrower, so it must be safe to show.
 */
export class AppError extends Error {
  override name = 'AppError';

  constructor(
    readonly code: BusinessCode | number,
    message: string,
    readonly httpStatus = 200,
    readonly data: unknown = null,
  ) {
    super(message);
  }
}
