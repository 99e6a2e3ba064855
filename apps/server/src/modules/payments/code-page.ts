import { APP_ROUTES } from '@loan/contract';

/**
 * The app's own page of a pay code: at a store the borrower quotes the code (showType 1, with
 * the channel's image); a wallet or bank app scans a QR code of `code` instead (showType 2).
 */
export function appCodePage(input: {
  code: string;
  qr: boolean;
  logo: string;
  amount: number;
}): string {
  const query = new URLSearchParams({
    showType: input.qr ? '2' : '1',
    payCode: input.code,
    payCodeImg: input.logo,
    repayAmount: String(input.amount),
  });
  return `${APP_ROUTES.repaymentOfCode}?${query}`;
}
