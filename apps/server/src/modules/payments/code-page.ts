import { APP_ROUTES } from '@loan/contract';

/**
 * The app's own page of a pay code: at a store the borrower quotes the code (showType 1, with
 * the channel's image); a wallet or bank app scans a QR code of `code` instead (showType 2). The
 * page also says what the amount clears and until when the code is payable, and leads back to the
 * loan's order page.
 */
export function appCodePage(input: {
  code: string;
  qr: boolean;
  logo: string;
  amount: number;
  expiresAt: Date;
  clears?: string | undefined;
  order: { productId: string; orderId: string };
}): string {
  const query = new URLSearchParams({
    showType: input.qr ? '2' : '1',
    payCode: input.code,
    payCodeImg: input.logo,
    repayAmount: String(input.amount),
    expiresAt: input.expiresAt.toISOString(),
    ...(input.clears ? { clears: input.clears } : {}),
    productId: input.order.productId,
    orderId: input.order.orderId,
  });
  return `${APP_ROUTES.repaymentOfCode}?${query}`;
}
