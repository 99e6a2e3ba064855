import { APP_ROUTES, DEMO_ORDER_IDS } from '@loan/contract';
import { type DeviceValues, pageLink } from '../device-values.ts';
import { testPreviewMessages } from '../messages.ts';
import styles from './test-preview.module.css';

const PAGES = [
  'confirmLoan',
  'confirmLoanVariant2',
  'loanDetail',
  'jointLoginFailure',
  'repayment',
  'repaymentDelay',
  'bindBank',
  'aboutUs',
  'complaint',
  'customerService',
  'privacyPolicy',
  'repaymentInstructions',
] as const satisfies readonly (keyof typeof APP_ROUTES)[];

/**
 * Links that open the app's pages with the fields as their query. Full page loads, not in-app
 * navigation: the app reads the session from the address it starts with.
 */
export function PageLinks({ values }: { values: DeviceValues }) {
  return (
    <section className={styles.card} aria-labelledby="page-links">
      <h2 id="page-links">{testPreviewMessages.pagesHeader}</h2>
      <ul className={styles.links}>
        {PAGES.map((page) => (
          <li key={page}>
            <a href={pageLink(APP_ROUTES[page], values)}>{testPreviewMessages.pages[page]}</a>
          </li>
        ))}
      </ul>
      <h3 id="demo-orders">{testPreviewMessages.demoOrdersHeader}</h3>
      <ul className={styles.links} aria-labelledby="demo-orders">
        {Object.entries(DEMO_ORDER_IDS).map(([status, orderId]) => (
          <li key={orderId}>
            <a href={pageLink(APP_ROUTES.loanDetail, { ...values, orderId })}>
              {testPreviewMessages.demoOrder(status, orderId)}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
