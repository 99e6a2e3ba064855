import { publicSiteMessages } from '../messages.ts';
import styles from './legal-text.module.css';

/**
 * A plain summary beside a legal text, for a reader whose language the text is not written in
 * (docs/decisions/0047). Nothing when there is none (an English reader reads the text itself).
 */
export function LegalSummary({ points }: { points: readonly string[] }) {
  if (points.length === 0) return null;
  const text = publicSiteMessages;
  return (
    <aside className={styles.summary} aria-labelledby="legal-summary">
      <h2 id="legal-summary">{text.summaryHeading}</h2>
      <ul>
        {points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <p className={styles.summaryNote}>{text.summaryNote}</p>
    </aside>
  );
}
