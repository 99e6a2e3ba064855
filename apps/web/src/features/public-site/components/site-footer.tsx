import { lenderRegistrationText } from '@loan/contract';
import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import { publicSiteMessages } from '../messages.ts';
import styles from './site-layout.module.css';

const text = publicSiteMessages;

/** Company name, phone, e-mail, address and copyright, all from the brand config. */
export function SiteFooter() {
  const brand = useBrandTexts();
  return (
    <footer className={styles.footer}>
      <p className={styles.company}>{brand.companyName}</p>
      <p>{lenderRegistrationText(brand)}</p>
      <dl>
        <dt>{text.footerPhone}:</dt>
        <dd>
          <a href={brand.companyPhoneHref}>{brand.companyPhone}</a>
        </dd>
        <dt>{text.footerEmail}:</dt>
        <dd>
          <a href={`mailto:${brand.companyEmail}`}>{brand.companyEmail}</a>
        </dd>
        <dt>{text.footerAddress}:</dt>
        <dd>{brand.companyAddress}</dd>
      </dl>
      <p>{text.copyright(brand.year, brand.companyName)}</p>
    </footer>
  );
}
