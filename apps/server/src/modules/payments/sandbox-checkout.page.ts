import { escapeHtml } from '../../lib/html.ts';

export interface CheckoutView {
  reference: string;
  amountText: string;
  amountMajor: string;
  channel: string;
  expiresAt: string;
  status: string;
  action: string;
  /** The app's page showing this code (to quote at a store, or a QR code to scan). */
  codePage: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.25rem}dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
form{margin:1rem 0}button{padding:.6rem 1rem;font-size:1rem}input{padding:.5rem;font-size:1rem;width:8rem}
.note{color:#666;font-size:.875rem}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/** The sandbox checkout: plain HTML forms posting to this server (no script, CSP 'self'). */
export function checkoutPage(view: CheckoutView): string {
  const live = view.status === 'live';
  const forms = live
    ? `<form method="post" action="${escapeHtml(view.action)}/pay"><input type="hidden" name="amount" value="${escapeHtml(view.amountMajor)}"><button type="submit">Pay ${escapeHtml(view.amountText)} in full</button></form>
<form method="post" action="${escapeHtml(view.action)}/pay"><label>Pay part: <input name="amount" inputmode="decimal" required pattern="\\d+(\\.\\d{1,2})?"></label> <button type="submit">Pay part</button></form>
<form method="post" action="${escapeHtml(view.action)}/expire"><button type="submit">Let the code expire</button></form>`
    : `<p>This code is ${escapeHtml(view.status)}; nothing can be paid with it.</p>`;
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1><p class="note">Test payments only: no money moves.</p>
<dl><dt>Pay code</dt><dd>${escapeHtml(view.reference)}</dd><dt>Amount</dt><dd>${escapeHtml(view.amountText)}</dd>
<dt>Channel</dt><dd>${escapeHtml(view.channel)}</dd><dt>Payable until</dt><dd>${escapeHtml(view.expiresAt)}</dd></dl>${forms}
${live ? `<p><a href="${escapeHtml(view.codePage)}">Show this code in the app</a></p>` : ''}`,
  );
}

export function resultPage(message: string): string {
  return page(
    'Sandbox checkout',
    `<h1>Sandbox checkout</h1><p>${escapeHtml(message)}</p><p class="note">Go back to the app: the loan shows the payment once the lender has booked it.</p>`,
  );
}
