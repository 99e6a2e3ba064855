import { useBrandTexts } from '@/lib/brand/brand-texts.tsx';
import fastIcon from '../images/icon-fast.svg';
import flexibleIcon from '../images/icon-flexible.svg';
import safeIcon from '../images/icon-safe.svg';
import { publicSiteMessages } from '../messages.ts';
import styles from './about-content.module.css';

// In the order of the advantages: fast, flexible, safe.
const ICONS = [fastIcon, flexibleIcon, safeIcon] as const;

/** Mission, advantages, team and the customer service e-mail (spec 1 §2). */
export function AboutContent({ inApp, lazyImages }: { inApp?: boolean; lazyImages?: boolean }) {
  const brand = useBrandTexts();
  const text = publicSiteMessages.about(brand);
  return (
    <div className={inApp ? `${styles.about} ${styles.inApp}` : styles.about}>
      <h2>{text.missionHeading}</h2>
      <p>{text.mission}</p>
      <h2>{text.advantagesHeading}</h2>
      <ul className={styles.advantages}>
        {text.advantages.map((advantage, index) => (
          <li key={advantage.title}>
            <img
              src={ICONS[index]}
              alt=""
              width={40}
              height={40}
              {...(lazyImages ? { loading: 'lazy' as const } : {})}
            />
            <div>
              <strong>{advantage.title}</strong>
              {advantage.text}
            </div>
          </li>
        ))}
      </ul>
      <h2>{text.teamHeading}</h2>
      <p>{text.team}</p>
      <h2>{text.contactHeading}</h2>
      <p>
        {text.contact} <a href={`mailto:${brand.companyEmail}`}>{brand.companyEmail}</a>.
      </p>
    </div>
  );
}
